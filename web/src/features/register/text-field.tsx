import type { RegistrationValues } from '@lv-casino/core/registration/registration-values.ts';
import { observer } from 'mobx-react-lite';
import type { HTMLInputTypeAttribute, KeyboardEvent, ReactNode } from 'react';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { TextField as Field } from '../../ui/form-field.tsx';
import type { FieldIds } from './field-ids.ts';
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
 * A labelled text field of the wizard (ui/form-field.tsx): its value and error from the store, paste
 * and blur reported (credentialCheck, validation on blur).
 */
function TextField(props: TextFieldProps) {
  const { wizard, ids, field } = props;
  return (
    <Field
      id={ids.control(field)}
      label={props.label}
      hint={props.hint}
      error={messageText(wizard.errorOf(field))}
      action={props.action}
      name={field}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode={props.inputMode}
      maxLength={props.maxLength}
      autoCapitalize={props.type === 'email' || field === 'username' ? 'none' : undefined}
      spellCheck={false}
      data-autofocus={props.initialFocus === true ? true : undefined}
      readOnly={wizard.submitting}
      value={wizard.values[field]}
      onValue={(value) => {
        wizard.change(field, value);
      }}
      onBlur={() => {
        wizard.blur(field);
      }}
      onPaste={() => {
        wizard.paste(field);
      }}
      onKeyDown={props.onKeyDown}
    />
  );
}

export default observer(TextField);
