import { cloneElement, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { describedBy } from './described-by.ts';
import { shows } from './shows.ts';
import './field.css';

/** What a field gives its control: the id its label names, and its state for assistive technology. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/** A field's error under it, by which its control describes itself; nothing when there is none. */
export function FieldError({ id, children }: { readonly id: string; readonly children?: ReactNode }) {
  if (!shows(children)) return null;
  return (
    <p id={id} className="field__error">
      {children}
    </p>
  );
}

export interface FormFieldProps {
  /** The control's id: its label names it; its hint, note and error are `<id>-hint`, `-note`, `-error`. */
  readonly id: string;
  readonly label: ReactNode;
  /** A hint under the control, tied to it by aria-describedby. */
  readonly hint?: ReactNode | undefined;
  /** The hint warns (a text over its length): it shows in the error's colour. */
  readonly hintWarns?: boolean | undefined;
  /** A second description after the hint (the file chosen, the towns loading), tied the same way. */
  readonly note?: ReactNode | undefined;
  /** The field's error: the control is then aria-invalid and described by it. */
  readonly error?: ReactNode | undefined;
  /** Further ids that describe the control, after its own (a form-wide error). */
  readonly describedBy?: readonly (string | false | null | undefined)[] | undefined;
  /** Marks the control invalid though the field has no error of its own (a form-wide refusal). */
  readonly invalid?: boolean | undefined;
  readonly className?: string | undefined;
  /**
   * The control (an input, a select, a textarea), to which the field gives its id and aria attributes;
   * or a function that places them in a box of its own. The element is made where its values are
   * read, so a MobX observer that renders the field sees them: a function runs in the field's render,
   * and must take its values from its caller's.
   */
  readonly children: ReactElement<Partial<FieldControl>> | ((control: FieldControl) => ReactNode);
}

/**
 * A labelled form field: the label tied to the control (`htmlFor`), the hint, note and error under it
 * and tied to it (`aria-describedby`, in that order), and `aria-invalid` while it is in error. After a
 * failed submit a form moves the focus to its first field in error, which reads its error out.
 */
export function FormField({
  id,
  label,
  hint,
  hintWarns = false,
  note,
  error,
  describedBy: others = [],
  invalid = false,
  className,
  children,
}: FormFieldProps) {
  const ids = { hint: `${id}-hint`, note: `${id}-note`, error: `${id}-error` };
  const inError = shows(error);
  const control: FieldControl = {
    id,
    'aria-invalid': inError || invalid,
    'aria-describedby': describedBy(
      shows(hint) && ids.hint,
      shows(note) && ids.note,
      inError && ids.error,
      ...others,
    ),
  };
  return (
    <div className={className === undefined ? 'field' : `field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {shows(hint) && (
        <p id={ids.hint} className="field__hint" data-warn={hintWarns ? 'true' : undefined}>
          {hint}
        </p>
      )}
      {shows(note) && (
        <div id={ids.note} className="field__note">
          {note}
        </div>
      )}
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'children' | 'className'>,
    Omit<FormFieldProps, 'children'> {
  readonly value: string;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  readonly onValue: (value: string) => void;
  /** A button inside the control, at its end (show the password). */
  readonly action?: ReactNode | undefined;
  /** A unit inside the control, at its end, hidden from screen readers (the label names it). */
  readonly unit?: ReactNode | undefined;
  /** The control box's own class, besides `field__control` (a feature's sizing). */
  readonly controlClassName?: string | undefined;
  /** The input's own class, besides `field__input` (a code's letter spacing). */
  readonly inputClassName?: string | undefined;
}

/** A labelled text input (FormField): what is typed goes to `onValue`. */
export function TextField({
  id,
  label,
  hint,
  hintWarns,
  note,
  error,
  describedBy: others,
  invalid,
  className,
  value,
  inputRef,
  onValue,
  action,
  unit,
  controlClassName,
  inputClassName,
  ...input
}: TextFieldProps) {
  const boxed = shows(action) || shows(unit);
  const inputClass = [
    'field__input',
    shows(action) && 'field__input--with-action',
    shows(unit) && 'field__input--with-unit',
    inputClassName,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FormField {...{ id, label, hint, hintWarns, note, error, invalid, className }} describedBy={others}>
      {(control) => {
        const field = (
          <input
            {...input}
            {...control}
            ref={inputRef}
            className={inputClass}
            value={value}
            onChange={(event) => {
              onValue(event.target.value);
            }}
          />
        );
        if (!boxed) return field;
        return (
          <div
            className={
              controlClassName === undefined ? 'field__control' : `field__control ${controlClassName}`
            }
          >
            {field}
            {shows(unit) && (
              <span className="field__unit" aria-hidden="true">
                {unit}
              </span>
            )}
            {action}
          </div>
        );
      }}
    </FormField>
  );
}

export interface FieldGroupProps {
  /** The fieldset's id (a failed submit focuses its first choice); its error is `<id>-error`. */
  readonly id: string;
  readonly legend: ReactNode;
  /** The group's error: the group is then described by it. */
  readonly error?: ReactNode;
  readonly className?: string | undefined;
  readonly ref?: Ref<HTMLFieldSetElement> | undefined;
  /** The choices (radio buttons, checkboxes, tiles). */
  readonly children: ReactNode;
}

/** A group of choices named by its legend, with its error under them, tied to it (aria-describedby). */
export function FieldGroup({ id, legend, error, className, ref, children }: FieldGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset ref={ref} id={id} className={className} aria-describedby={shows(error) ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
