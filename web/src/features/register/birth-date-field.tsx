import type { RegistrationValues } from '@lv-casino/core/registration/registration-values.ts';
import { observer } from 'mobx-react-lite';
import { useId, type FocusEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { FieldError, FormField } from '../../ui/form-field.tsx';
import type { WizardPartProps } from './wizard-fields.ts';

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

type Part = Extract<keyof RegistrationValues, 'birthDay' | 'birthMonth' | 'birthYear'>;

/** Each select's part of the player's birthday, so the browser can fill in the player's own (WCAG 1.3.5). */
const AUTOCOMPLETE: Record<Part, string> = {
  birthDay: 'bday-day',
  birthMonth: 'bday-month',
  birthYear: 'bday-year',
};

/** Calls `onLeave` when the focus leaves the group (not when it moves between its own controls). */
export const leavingGroup =
  (onLeave: () => void) =>
  (event: FocusEvent<HTMLElement>): void => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
      onLeave();
  };

/**
 * The date of birth as day, month and year selects (account-and-session.md §2, §5): years from core's
 * `birthYearChoices`, month names in the page's language. One error for the three, validated when the
 * focus leaves them or once all three are chosen.
 */
function BirthDateField({ wizard, ids }: WizardPartProps) {
  const intl = useIntl();
  const legendId = useId();
  const error = wizard.errorOf('birthDate');
  const errorId = error !== undefined && ids.error('birthDate');
  const select = (
    part: Part,
    id: string,
    label: string,
    options: readonly { value: number; text: string }[],
  ) => (
    <FormField id={id} label={label} invalid={error !== undefined} describedBy={[errorId]}>
      <select
        className="field__input"
        name={part}
        autoComplete={AUTOCOMPLETE[part]}
        value={wizard.values[part] ?? ''}
        onChange={(event) => {
          wizard.change(part, event.target.value === '' ? null : Number(event.target.value));
        }}
      >
        <option value="">{intl.formatMessage({ id: 'register.select.none' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </FormField>
  );
  return (
    <div
      className="register-group"
      role="group"
      aria-labelledby={legendId}
      onBlur={leavingGroup(() => {
        wizard.blur('birthDate');
      })}
    >
      <span id={legendId} className="field__label">
        <FormattedMessage id="register.birthDate" />
      </span>
      <div className="register-date">
        {select(
          'birthDay',
          ids.control('birthDate'),
          intl.formatMessage({ id: 'register.birthDate.day' }),
          DAYS.map((day) => ({ value: day, text: String(day) })),
        )}
        {select(
          'birthMonth',
          `${ids.control('birthDate')}-month`,
          intl.formatMessage({ id: 'register.birthDate.month' }),
          MONTHS.map((month) => ({
            value: month,
            text: intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' }),
          })),
        )}
        {select(
          'birthYear',
          `${ids.control('birthDate')}-year`,
          intl.formatMessage({ id: 'register.birthDate.year' }),
          wizard.yearChoices.map((year) => ({ value: year, text: String(year) })),
        )}
      </div>
      <FieldError id={ids.error('birthDate')}>{messageText(error)}</FieldError>
    </div>
  );
}

export default observer(BirthDateField);
