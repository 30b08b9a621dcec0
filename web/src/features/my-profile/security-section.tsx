import type { SecuritySettings } from '@lv-casino/core/profile/profile.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { FormEnd, LoadedSection, shownArea } from './loaded-section.tsx';
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
  // Read here, where the observer sees them: the section's content renders in LoadedSection's render.
  const { settings } = store;

  const onSubmit = async (): Promise<void> => {
    await store.save();
  };

  return (
    <LoadedSection title="myProfile.security.title" {...shownArea(store.area)}>
      {() =>
        settings !== null && (
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
            <FormEnd form={store.form} label="myProfile.security.submit" />
          </Form>
        )
      }
    </LoadedSection>
  );
}

export default observer(SecuritySection);
