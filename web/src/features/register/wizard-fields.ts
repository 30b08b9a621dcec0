import type { RegistrationValues } from '@lv-casino/core/registration/registration-values.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { textFields, type TextFieldState } from '../../kernel/text-fields.tsx';
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

/** What a step of the wizard, or a part of one, takes: the store, and its fields' element ids. */
export interface WizardPartProps {
  readonly wizard: RegistrationWizardStore;
  readonly ids: FieldIds;
}

/** What a TextField (ui/form-field.tsx) takes of one of the wizard's text fields. */
export interface WizardFieldState extends TextFieldState<TextValueField> {
  readonly type: 'text';
  readonly autoComplete: 'off';
  readonly spellCheck: false;
  readonly onBlur: () => void;
  readonly onPaste: () => void;
}

/**
 * The wizard's text fields (kernel/text-fields.tsx): their ids the wizard's (`ids.control`), their
 * values, errors and edits the store's, read-only while the registration is sent; typed text, not
 * spell-checked nor completed unless the field says otherwise; paste and blur reported
 * (credentialCheck, validation on blur).
 */
export function wizardFields(
  wizard: RegistrationWizardStore,
  ids: FieldIds,
): (field: TextValueField, label: MessageId) => WizardFieldState {
  const text = textFields<TextValueField>(
    {
      ...wizard.values,
      set: (field, value) => {
        wizard.change(field, value);
      },
    },
    ids.base,
    { errors: wizard.fieldErrors, busy: wizard.submitting },
  );
  return (field, label) => ({
    ...text(field, label),
    type: 'text',
    autoComplete: 'off',
    spellCheck: false,
    onBlur: () => {
      wizard.blur(field);
    },
    onPaste: () => {
      wizard.paste(field);
    },
  });
}
