import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { FormEnd, ProfileSection, SavedMessage } from './loaded-section.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { ChangePasswordStore, PASSWORD_FIELDS, type PasswordField } from './change-password.store.ts';
import { Form } from '../../ui/form.tsx';

const LABELS: Readonly<Record<PasswordField, MessageId>> = {
  currentPassword: 'myProfile.password.current',
  newPassword: 'myProfile.password.new',
  rePassword: 'myProfile.password.repeat',
};

const AUTOCOMPLETE: Readonly<Record<PasswordField, string>> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  rePassword: 'new-password',
};

const RULES: readonly MessageId[] = [
  'myProfile.password.rule.length',
  'myProfile.password.rule.mix',
  'myProfile.password.rule.spaces',
  'myProfile.password.rule.username',
];

/**
 * The change-password sub-area (account-and-session.md §5, §8 codes 1 and 19): the current password,
 * the new one (its rules listed and tied to it) and its repeat; a wrong current password shows by it,
 * a repeat that differs by the repeat. Success empties the fields and shows a message for 3000 ms.
 */
function ChangePasswordSection() {
  const store = useScreenStore(ChangePasswordStore);
  const id = useId();
  const fieldId = (field: PasswordField): string => `${id}-${field}`;
  const { form } = store;
  const field = textFields(store, id, form);

  const onSubmit = async (): Promise<void> => {
    await store.save();
    const first = form.firstError(PASSWORD_FIELDS);
    if (first !== null) document.getElementById(fieldId(first))?.focus();
  };

  return (
    <ProfileSection title="myProfile.password.title">
      <SavedMessage message={store.message} />
      <Form className="my-profile__form" onSubmit={onSubmit}>
        {PASSWORD_FIELDS.map((name) => (
          <TextField
            key={name}
            {...field(name, LABELS[name])}
            type={store.revealed ? 'text' : 'password'}
            autoComplete={AUTOCOMPLETE[name]}
            spellCheck={false}
            hint={
              name === 'newPassword' ? (
                <span className="my-profile__rules">
                  <FormattedMessage id="myProfile.password.rules" />
                  <span className="my-profile__rule-list">
                    {RULES.map((rule) => (
                      <span key={rule} className="my-profile__rule">
                        <FormattedMessage id={rule} />
                      </span>
                    ))}
                  </span>
                </span>
              ) : undefined
            }
          />
        ))}
        <label className="my-profile__check">
          <input
            type="checkbox"
            checked={store.revealed}
            onChange={() => {
              store.toggleRevealed();
            }}
          />
          <FormattedMessage id="myProfile.password.show" />
        </label>
        <FormEnd form={form} label="myProfile.password.submit" />
      </Form>
    </ProfileSection>
  );
}

export default observer(ChangePasswordSection);
