import { toIsoDate } from '@lv-casino/core/registration/calendar-date.ts';
import { useState, type ClipboardEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { messageLoader } from '../i18n/compiled-messages.ts';
import type { MessageId } from '../i18n/message-id.ts';
import {
  dateOfText,
  dateTextProblem,
  dayText,
  keepDateCharacters,
  maskDateText,
  valueOfText,
  type DateTextProblem,
} from './date-text.ts';
import { FormField } from './form-field.tsx';
import { shows } from './shows.ts';

/** The date field's texts (its format and its errors): a feature that shows one loads them with its own. */
export const dateFieldMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

const PROBLEMS: Record<DateTextProblem, MessageId> = {
  incomplete: 'dateField.incomplete',
  'not-a-date': 'dateField.notADate',
  'before-min': 'dateField.beforeMin',
  'after-max': 'dateField.afterMax',
};

export interface DateFieldProps {
  /** The input's id (FormField: its hint and error are `<id>-hint` and `<id>-error`). */
  readonly id: string;
  readonly label: ReactNode;
  /** The day chosen, `YYYY-MM-DD` as a native date input gives it; '' for none. */
  readonly value: string;
  /**
   * Called as the player types: the day (`YYYY-MM-DD`) once the text names a whole day within `min`
   * and `max`, '' while it does not. What the player typed stays in the field either way.
   */
  readonly onValue: (value: string) => void;
  /** The first and last day the field takes, `YYYY-MM-DD`. */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  /** The form's error for the field (a day is needed, the range is wrong). */
  readonly error?: ReactNode;
  /** Marks the input invalid though the field has no error of its own (a form-wide problem). */
  readonly invalid?: boolean | undefined;
  /** Further ids that describe the input, after its own. */
  readonly describedBy?: readonly (string | false | null | undefined)[] | undefined;
  readonly name?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  /** `bday` for a date of birth, so the browser offers the player's own; off by default. */
  readonly autoComplete?: 'bday' | 'off' | undefined;
  readonly className?: string | undefined;
}

/**
 * A date typed as the site writes dates, DD/MM/YYYY in every language (account-and-session.md §9),
 * in place of the browser's date input (whose format and language are the browser's own): digits on a
 * numeric keyboard, the separators put in as the player types, a whole date pasted in any usual form
 * (12.03.2000, 2000-03-12), the format under the label in the page's language. The form gets
 * `YYYY-MM-DD` as from a date input. A text that is no day the field takes (unfinished, 31/02/2000,
 * outside min–max) is said once the player leaves the field, or when the form reports its error, in
 * place of the form's; what was typed stays.
 */
export function DateField({
  id,
  label,
  value,
  onValue,
  min,
  max,
  error,
  invalid = false,
  describedBy,
  name,
  inputRef,
  autoComplete = 'off',
  className,
}: DateFieldProps) {
  const intl = useIntl();
  const bounds = { min, max };
  const [text, setText] = useState(() => dayText(value));
  const [shown, setShown] = useState<DateTextProblem | null>(null);
  // A value set from outside (a reset, another choice) replaces the text; one this field gave does not.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    if (value !== valueOfText(text, bounds)) setText(dayText(value));
  }

  const change = (next: string): void => {
    setText(next);
    if (dateTextProblem(next, bounds) === null) setShown(null);
    const day = valueOfText(next, bounds);
    setKnown(day);
    onValue(day);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>): void => {
    // A whole date pasted is the date, wherever the caret was.
    const pasted = event.clipboardData.getData('text');
    if (dateOfText(pasted) === null) return;
    event.preventDefault();
    change(maskDateText(pasted));
  };
  const leave = (): void => {
    // A day typed loosely (2.3.2000) is written out as the site writes days (02/03/2000).
    const date = dateOfText(text);
    if (date !== null) setText(dayText(toIsoDate(date)));
    setShown(dateTextProblem(text, bounds));
  };

  const problem = shown ?? (shows(error) ? dateTextProblem(text, bounds) : null);
  const format = (day: string | undefined): string => dayText(day ?? '');
  const own =
    problem === null
      ? null
      : intl.formatMessage(
          { id: PROBLEMS[problem] },
          { date: text.trim(), min: format(min), max: format(max) },
        );
  return (
    <FormField
      id={id}
      label={label}
      hint={intl.formatMessage({ id: 'dateField.format' })}
      error={own ?? error}
      invalid={invalid}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="text"
          name={name}
          className="field__input"
          inputMode="numeric"
          autoComplete={autoComplete}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const input = event.target;
            // At its end the text is written as a date; edited inside, it is kept as typed.
            const atEnd = input.selectionStart === null || input.selectionStart >= input.value.length;
            change(atEnd ? maskDateText(input.value) : keepDateCharacters(input.value));
          }}
          onPaste={paste}
          onBlur={leave}
        />
      )}
    </FormField>
  );
}
