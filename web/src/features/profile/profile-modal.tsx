import { selectProfileTab, type ProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { ProfileTabsContext } from '../../kernel/profile-tabs-context.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Tab } from '../../ui/tab.tsx';
import PlayerSummary from './player-summary.tsx';
import { ProfileTabContent } from './profile-tab-content.tsx';
import './profile.css';

type ShownTab = Exclude<ProfileTab, 'close'>;

/**
 * The profile (account-and-session.md §2 Profile): the tabs of core's `profileTabs` (the optional
 * ones once the customer config has come) with a close tab at the end, the tab `selectedTab` names
 * active (change-password shows my-profile; none or an unknown one, the first). Choosing a tab
 * replaces `selectedTab` in the URL, so every tab is a deep link and Back closes the profile. Each
 * tab's content is a chunk of its own. On a phone the tab list is the profile-options menu, which the
 * back button returns to.
 */
function ProfileModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const account = useInjection(PlayerAccountStore);
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const entries = useContext(ProfileTabsContext);
  const [params] = useSearchParams();
  const titleId = useId();
  const baseId = useId();
  const userId = session.user?.id;

  useEffect(() => {
    void account.loadConfig();
  }, [account, userId]);

  const tabs = account.tabs.filter((tab): tab is ShownTab => tab !== 'close');
  const active = selectProfileTab(params.get('selectedTab'), account.tabs) as ShownTab;
  const entry = entries.find((candidate) => candidate.tab === active);
  const tabId = (tab: ShownTab): string => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const open = (tab: ShownTab): void => {
    if (tab !== active) navigator.openModal('profile', { selectedTab: tab });
  };

  return (
    <Dialog titleId={titleId} onClose={onClose} size="wide">
      <div className="profile">
        <aside className="profile__side">
          <PlayerSummary />
          <div
            className="profile__tabs"
            role="tablist"
            aria-orientation="vertical"
            aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab}
                id={tabId(tab)}
                className="profile__tab"
                selected={tab === active}
                controls={tab === active ? panelId : undefined}
                onOpen={() => {
                  open(tab);
                }}
              >
                <FormattedMessage id={`profile.tab.${tab}`} />
              </Tab>
            ))}
          </div>
          <button type="button" className="profile__tab profile__tab--close" onClick={onClose}>
            <FormattedMessage id="profile.tab.close" />
          </button>
        </aside>
        <section
          id={panelId}
          className="profile__panel"
          role="tabpanel"
          aria-labelledby={tabId(active)}
          tabIndex={-1}
        >
          <div className="profile__panel-head">
            <button
              type="button"
              className="profile__back"
              onClick={() => {
                navigator.openModal('profile-options');
              }}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <FormattedMessage id="profile.back" />
            </button>
            <h2 id={titleId} className="profile__title" tabIndex={-1} data-autofocus>
              <FormattedMessage id={`profile.tab.${active}`} />
            </h2>
          </div>
          {entry !== undefined && <ProfileTabContent key={active} entry={entry} />}
        </section>
      </div>
    </Dialog>
  );
}

export default observer(ProfileModal);
