import type { SecuritySettings } from '@lv-casino/core/profile/profile.ts';
import { observer } from 'mobx-react-lite';
import { useId, type SubmitEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { FormAlert, LoadFailure, Loading, SavedMessage, SubmitButton } from './form-parts.tsx';
import { SecurityStore } from './security.store.ts';

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

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.save();
  };

  return (
    <section className="my-profile__section" aria-labelledby={titleId} aria-busy={loaded.kind === 'loading'}>
      <h3 id={titleId} className="my-profile__heading">
        <FormattedMessage id="myProfile.security.title" />
      </h3>
      <SavedMessage message={store.message} />
      {loaded.kind === 'loading' && <Loading />}
      {loaded.kind === 'failed' && (
        <LoadFailure
          messageKey={loaded.messageKey}
          onRetry={() => {
            store.retry();
          }}
        />
      )}
      {settings !== null && (
        <form className="my-profile__form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
          <FormAlert messageKey={form.formError} />
          <SubmitButton feedback={form.feedback} label="myProfile.security.submit" />
        </form>
      )}
    </section>
  );
}

export default observer(SecuritySection);
