import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { SlotsToken, type Slots } from '../../kernel/slots.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import PlayerSummary from './player-summary.tsx';
import './profile.css';

/**
 * profile-options (account-and-session.md §2): the phone's account menu. The player's name, status
 * and balance, the session clock, a deposit button, and the profile's tabs, each opening the profile on that tab.
 */
function ProfileOptionsModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const account = useInjection(PlayerAccountStore);
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const { AccountBadge, SessionClock } = useInjection<Slots>(SlotsToken);
  const titleId = useId();
  const userId = session.user?.id;

  useEffect(() => {
    void account.loadConfig();
  }, [account, userId]);

  const open = (selectedTab: string): void => {
    navigator.openModal('profile', { selectedTab });
  };

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="profile-options">
        <PlayerSummary titleId={titleId} />
        <SessionClock placement="menu" />
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => {
            open('deposit');
          }}
        >
          <FormattedMessage id="profile.deposit" />
        </button>
        <nav aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}>
          <ul className="profile-options__list">
            {account.tabs.map((tab) => (
              <li key={tab}>
                <button
                  type="button"
                  className="profile-options__item"
                  onClick={() => {
                    if (tab === 'close') onClose();
                    else open(tab);
                  }}
                >
                  <FormattedMessage id={`profile.tab.${tab}`} />
                  {tab === 'bonuses' && <AccountBadge kind="bonuses" />}
                  {tab === 'messages' && <AccountBadge kind="messages" />}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}

export default observer(ProfileOptionsModal);
