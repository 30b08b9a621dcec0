import type { SecuritySettings } from '@lv-casino/core/profile/profile.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { LoadFailure, SavedMessage, SubmitButton } from './loaded-section.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { SectionLoading } from './loaded-section.tsx';
import { SecurityStore } from './security.store.ts';
import { Form } from '../../ui/form.tsx';

const SWITCHES: readonly (readonly [keyof SecuritySettings, MessageId])[] = [
  ['twoFactorSmsEnabled', 'myProfile.security.twoFactor'],
  ['loginNotificationsEnabled', 'myProfile.security.notifications'],
];

/**
 * The security sub-area: two-factor login by SMS and login notifications, switched and saved together.
 * A success message shows for 3000 ms; a failed save keeps the switches as set.
 */
function SecuritySection() {
  const store = useScreenStore(SecurityStore);
  const titleId = useId();
  const { loaded, settings, form } = store;

  const onSubmit = async (): Promise<void> => {
    await store.save();
  };

  return (
    <section className="my-profile__section" aria-labelledby={titleId} aria-busy={loaded.kind === 'loading'}>
      <h3 id={titleId} className="my-profile__heading">
        <FormattedMessage id="myProfile.security.title" />
      </h3>
      <SavedMessage message={store.message} />
      {loaded.kind === 'loading' && <SectionLoading />}
      {loaded.kind === 'failed' && (
        <LoadFailure
          messageKey={loaded.messageKey}
          onRetry={() => {
            store.retry();
          }}
        />
      )}
      {settings !== null && (
        <Form className="my-profile__form" onSubmit={onSubmit}>
          {SWITCHES.map(([setting, label]) => (
            <label key={setting} className="my-profile__check">
              <input
                type="checkbox"
                role="switch"
                name={setting}
                checked={settings[setting]}
                onChange={() => {
                  store.toggle(setting);
                }}
              />
              <FormattedMessage id={label} />
            </label>
          ))}
          <LiveNotice role="alert">{catalogueText(form.formError)}</LiveNotice>
          <SubmitButton feedback={form.feedback} label="myProfile.security.submit" />
        </Form>
      )}
    </section>
  );
}

export default observer(SecuritySection);
