import { MOBILE_BOTTOM_BAR_LINKS } from '@lv-casino/core/content/system-pages.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { PlayerAccountStore } from '../../../kernel/account/player-account.store.ts';
import { AppNavigator } from '../../../kernel/app-navigator.ts';
import { useInjection } from '../../../kernel/container-context.ts';
import ContentBlockSlot from '../../../kernel/content/content-block-slot.tsx';
import { IntlStore } from '../../../kernel/intl.store.ts';
import { SessionStore } from '../../../kernel/session.store.ts';
import { SiteConfig } from '../../../kernel/site-config.ts';
import { SlotsToken, type Slots } from '../../../kernel/slots.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import LanguageSwitcher from '../language-switcher.tsx';
import { Flag } from './flag.tsx';
import { NavIcon } from '../../../ui/nav-icon.tsx';
import './menu.css';

export interface MegaMenuProps {
  readonly onClose: () => void;
}

interface ActionProps {
  readonly icon: 'deposit' | 'profile' | 'messages';
  readonly label: 'menu.deposit' | 'menu.myProfile' | 'menu.messages';
  readonly onClick: () => void;
}

function MenuAction({ icon, label, onClick }: ActionProps) {
  return (
    <li>
      <button type="button" className="mega-menu__link" onClick={onClick}>
        <NavIcon name={icon} />
        <FormattedMessage id={label} />
      </button>
    </li>
  );
}

/**
 * The mega menu (account-and-session.md §2 Header, menus): the player's name, or register and log in
 * for a visitor; deposit, my profile and messages for a player; the live chat (its feature's entry,
 * through a slot; opening the chat closes the menu); the site's sections; the language switcher with
 * each language's flag and upper-case code (the active one marked); and the casino's banner. A drawer
 * from the side, opened by the header's or the bottom bar's menu button.
 */
function MegaMenu({ onClose }: MegaMenuProps) {
  const titleId = useId();
  const session = useInjection(SessionStore);
  const account = useInjection(PlayerAccountStore);
  const navigator = useInjection(AppNavigator);
  const site = useInjection(SiteConfig);
  const { language } = useInjection(IntlStore);
  const { LiveChat } = useInjection<Slots>(SlotsToken);
  const { user } = session;
  const userId = user?.id;

  useEffect(() => {
    void account.loadConfig();
  }, [account, userId]);

  /** Closes the menu, then opens a modal (one dialog at a time). */
  const openModal = (...args: Parameters<AppNavigator['openModal']>): void => {
    onClose();
    navigator.openModal(...args);
  };
  const canRegister = site.general !== null && !site.general.currentIpIsForbidden;
  // The list item only when the label has a live chat (the entry itself renders nothing without one).
  const liveChat =
    site.general?.liveChatUrl == null ? null : (
      <li>
        <LiveChat className="mega-menu__link" icon={<NavIcon name="live-chat" />} onOpen={onClose} />
      </li>
    );

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="mega-menu">
        <h2 id={titleId} className="mega-menu__title">
          {user === null ? <FormattedMessage id="menu.title" /> : `${user.firstName} ${user.lastName}`}
        </h2>
        {user === null ? (
          <>
            <div className="mega-menu__actions">
              {canRegister && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    openModal(site.general?.instantorEnabled === true ? 'intermediate-register' : 'register');
                  }}
                >
                  <FormattedMessage id="menu.register" />
                </button>
              )}
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  openModal('login');
                }}
              >
                <FormattedMessage id="menu.login" />
              </button>
            </div>
            {liveChat !== null && <ul className="mega-menu__list">{liveChat}</ul>}
          </>
        ) : (
          <ul className="mega-menu__list">
            <MenuAction
              icon="deposit"
              label="menu.deposit"
              onClick={() => {
                openModal('profile', { selectedTab: 'deposit' });
              }}
            />
            <MenuAction
              icon="profile"
              label="menu.myProfile"
              onClick={() => {
                openModal('profile', { selectedTab: 'my-profile' });
              }}
            />
            {account.config?.inboxMessagesEnabled === true && (
              <MenuAction
                icon="messages"
                label="menu.messages"
                onClick={() => {
                  openModal('profile', { selectedTab: 'messages' });
                }}
              />
            )}
            {liveChat}
          </ul>
        )}
        <nav aria-labelledby={`${titleId}-sections`}>
          <h3 id={`${titleId}-sections`} className="mega-menu__heading">
            <FormattedMessage id="menu.sections" />
          </h3>
          <ul className="mega-menu__list">
            {MOBILE_BOTTOM_BAR_LINKS.map((section) => (
              <li key={section}>
                <NavLink to={`/${language}/${section}`} className="mega-menu__link" onClick={onClose}>
                  <NavIcon name={section} />
                  <FormattedMessage id={`header.nav.${section}`} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mega-menu__languages">
          <LanguageSwitcher flag={(lang) => <Flag language={lang} />} />
        </div>
        <ContentBlockSlot blockKey="CASINO_MAIN_BANNER" variant="banner" />
      </div>
    </Dialog>
  );
}

export default observer(MegaMenu);
