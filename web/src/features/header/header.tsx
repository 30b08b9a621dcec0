import { MOBILE_BOTTOM_BAR_LINKS, type SiteSection } from '@lv-casino/core/content/system-pages.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CurrentLink } from '../../kernel/current-link.tsx';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { useLazyFeature } from '../../kernel/lazy-feature.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { Wordmark } from '../../ui/wordmark.tsx';
import { NavIcon } from '../../ui/nav-icon.tsx';
import './header.css';

/** The mega menu: a chunk of its own, with its module and texts, loaded when it first opens. */
const loadMegaMenu = async () => {
  const [view, { menuModule, menuMessages }] = await Promise.all([
    import('./menu/mega-menu.tsx'),
    import('./menu/menu.module.ts'),
  ]);
  return { view: view.default, module: menuModule, messages: menuMessages };
};

/** Whether the mega menu was open (account-and-session.md §9: its open state is remembered). */
const MENU_KEY = 'megaMenuOpen';

function MegaMenuSlot({ onClose }: { readonly onClose: () => void }) {
  return useLazyFeature('header-menu', loadMegaMenu, { onClose });
}

/**
 * The language switcher of a desktop's header: a chunk of its own. On a phone (and a small tablet)
 * the languages are in the mega menu, so a phone's first paint does not carry it.
 */
const LanguageSwitcher = lazy(() => import('./language-switcher.tsx'));

/** A logged-in player's part of the header, and its texts: a chunk a visitor never downloads. */
const accountChunk = () => import('./account/player-account.chunk.ts');
const loadPlayerAccount = async () => (await accountChunk()).playerAccount;
const loadBonusesNavItem = async () => (await accountChunk()).bonusesNavItem;

function PlayerAccount(props: { readonly onLoggedOut: () => void }) {
  return (
    useLazyFeature('header-account', loadPlayerAccount, props) ?? (
      <div className="account account--pending" aria-hidden="true" />
    )
  );
}

function BonusesNavItem() {
  return useLazyFeature('header-account', loadBonusesNavItem, {});
}

const Account = observer(function Account() {
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const site = useInjection(SiteConfig);
  const loginButton = useRef<HTMLButtonElement>(null);

  if (session.status === 'unknown' || session.status === 'restoring') {
    return <div className="account account--pending" aria-hidden="true" />;
  }
  if (session.status === 'unavailable') {
    return (
      <div className="account account--unavailable" role="status">
        <span className="account__note">
          <FormattedMessage id="header.account.unavailable" />
        </span>
        <button type="button" className="button button--secondary" onClick={() => void session.restore()}>
          <FormattedMessage id="header.account.retry" />
        </button>
      </div>
    );
  }
  if (session.user === null) {
    // Registration is not offered where the config says the visitor's IP may not register. Until the
    // config has come, the button keeps its place unseen, so the header does not shift when it shows.
    const configPending = site.general === null;
    const canRegister = site.general === null || !site.general.currentIpIsForbidden;
    return (
      <div className="account">
        {canRegister && (
          <button
            type="button"
            className={`button button--secondary account__register${configPending ? ' account__register--pending' : ''}`}
            onClick={() => {
              // With Instantor on, registration goes through the intermediate (Instantor) flow.
              navigator.openModal(
                site.general?.instantorEnabled === true ? 'intermediate-register' : 'register',
              );
            }}
          >
            <FormattedMessage id="header.register" />
          </button>
        )}
        <button
          ref={loginButton}
          type="button"
          className="button button--primary"
          onClick={() => {
            navigator.openModal('login');
          }}
        >
          <FormattedMessage id="header.login" />
        </button>
      </div>
    );
  }
  return <PlayerAccount onLoggedOut={() => loginButton.current?.focus()} />;
});

/**
 * The phone's hiding header (hiding-header.ts) is only needed once the page scrolls: its code loads
 * on the first scroll.
 */
function useHidingHeader(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (element === null) return;
    let stop: (() => void) | null = null;
    let current = true;
    const start = (): void => {
      void import('./hiding-header.ts').then(({ hideOnScroll }) => {
        if (current) stop = hideOnScroll(element);
      });
    };
    window.addEventListener('scroll', start, { once: true, passive: true });
    return () => {
      current = false;
      window.removeEventListener('scroll', start);
      stop?.();
    };
  }, [header]);
}

/** A section of the site in the main navigation, with its icon (shown on a phone). */
function SectionLink({ section }: { readonly section: SiteSection }) {
  const { language } = useInjection(IntlStore);
  return (
    <li className={`main-nav__item--${section}`}>
      <CurrentLink to={`/${language}/${section}`} className="main-nav__link">
        <NavIcon name={section} />
        <FormattedMessage id={`header.nav.${section}`} />
      </CurrentLink>
    </li>
  );
}

/**
 * The site header: brand, the main navigation (the mega menu's button, the sections, and a player's
 * bonuses), search, language, and the player's account or the register and login buttons. On a phone
 * the navigation is the bottom bar (account-and-session.md §2: hamburger, casino, live casino, sport
 * betting, then bonuses for a player or promotions for a visitor) and the header hides on scrolling
 * down; the language switcher is then in the mega menu.
 */
function Header() {
  const intl = useIntl();
  const navigator = useInjection(AppNavigator);
  const session = useInjection(SessionStore);
  const { language } = useInjection(IntlStore);
  const header = useRef<HTMLElement>(null);
  const device = useInjection<Device>(DeviceToken);
  const [menuOpen, setMenuOpen] = useState(() => localStorage.getItem(MENU_KEY) === '1');
  const showMenu = (open: boolean): void => {
    setMenuOpen(open);
    localStorage.setItem(MENU_KEY, open ? '1' : '0');
  };
  useHidingHeader(header);

  return (
    <header ref={header} className="site-header">
      <div className="site-header__inner">
        <Link
          to={`/${language}/casino`}
          className="site-header__brand"
          aria-label={intl.formatMessage({ id: 'header.home' })}
        >
          <Wordmark />
        </Link>
        <nav className="main-nav" aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
          <ul>
            <li>
              <button
                type="button"
                className="main-nav__link main-nav__link--menu"
                aria-haspopup="dialog"
                onClick={() => {
                  showMenu(true);
                }}
              >
                <NavIcon name="menu" />
                <FormattedMessage id="header.menu" />
              </button>
            </li>
            {MOBILE_BOTTOM_BAR_LINKS.map((section) => (
              <SectionLink key={section} section={section} />
            ))}
            {session.isLoggedIn && <BonusesNavItem />}
          </ul>
        </nav>
        <button
          type="button"
          className="site-header__search icon-button"
          aria-label={intl.formatMessage({ id: 'header.search' })}
          onClick={() => {
            navigator.openModal('globalSearchModal');
          }}
        >
          <NavIcon name="search" />
        </button>
        {device === 'desktop' && (
          <Suspense fallback={<div className="language-switcher" />}>
            <LanguageSwitcher />
          </Suspense>
        )}
        <Account />
      </div>
      {menuOpen && (
        <MegaMenuSlot
          onClose={() => {
            showMenu(false);
          }}
        />
      )}
    </header>
  );
}

export default observer(Header);
