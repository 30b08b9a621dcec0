import type { RegistrationValues } from '@lv-casino/core/registration/registration-values.ts';
import { observer } from 'mobx-react-lite';
import type { HTMLInputTypeAttribute, KeyboardEvent, ReactNode } from 'react';
import { describedBy, type FieldIds } from './field-ids.ts';
import { FieldError } from './field-error.tsx';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';

/** The typed fields of the form (their values are text). */
export type TextValueField = Extract<
  keyof RegistrationValues,
  | 'username'
  | 'email'
  | 'password'
  | 'mobilePhone'
  | 'firstName'
  | 'lastName'
  | 'personalNumber'
  | 'maxPlacebetsDaily'
  | 'maxBetTransactionAmountDaily'
  | 'occupationOther'
>;

export interface TextFieldProps {
  readonly wizard: RegistrationWizardStore;
  readonly ids: FieldIds;
  readonly field: TextValueField;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  readonly maxLength?: number;
  /** The control the dialog focuses when it opens. */
  readonly initialFocus?: boolean;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** A button inside the control (show password). */
  readonly action?: ReactNode;
}

/**
 * A labelled text field of the wizard: its value and error from the store, its hint and error tied
 * with aria-describedby, paste and blur reported (credentialCheck, validation on blur).
 */
function TextField(props: TextFieldProps) {
  const { wizard, ids, field, label, hint, action } = props;
  const error = wizard.errorOf(field);
  const hintId = hint === undefined ? undefined : ids.hint(field);
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.control(field)}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={ids.control(field)}
          className={action === undefined ? 'field__input' : 'field__input field__input--with-action'}
          name={field}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoCapitalize={props.type === 'email' || field === 'username' ? 'none' : undefined}
          spellCheck={false}
          data-autofocus={props.initialFocus === true ? true : undefined}
          readOnly={wizard.submitting}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(hintId, error !== undefined && ids.error(field))}
          value={wizard.values[field]}
          onChange={(event) => {
            wizard.change(field, event.target.value);
          }}
          onBlur={() => {
            wizard.blur(field);
          }}
          onPaste={() => {
            wizard.paste(field);
          }}
          onKeyDown={props.onKeyDown}
        />
        {action}
      </div>
      {hintId !== undefined && (
        <p id={hintId} className="register-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.error(field)} messageKey={error} />
    </div>
  );
}

export default observer(TextField);
