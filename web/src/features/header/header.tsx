import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { AppNavigator } from '../../app/app-navigator.ts';
import { useInjection } from '../../app/container-context.ts';
import { IntlStore } from '../../app/intl.store.ts';
import { SessionStore } from '../../app/session.store.ts';
import { SiteConfig } from '../../app/site-config.ts';
import { Wordmark } from '../../ui/wordmark.tsx';
import LanguageSwitcher from './language-switcher.tsx';
import './header.css';

/** A logged-in player's part of the header: a chunk a visitor never downloads. */
const PlayerAccount = lazy(() => import('./player-account.tsx'));

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
    // Registration is not offered where the config says the visitor's IP may not register.
    const canRegister = site.general !== null && !site.general.currentIpIsForbidden;
    return (
      <div className="account">
        {canRegister && (
          <button
            type="button"
            className="button button--secondary account__register"
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
  return (
    <Suspense fallback={<div className="account account--pending" aria-hidden="true" />}>
      <PlayerAccount onLoggedOut={() => loginButton.current?.focus()} />
    </Suspense>
  );
});

/**
 * The site header: brand, main navigation (with the search of the whole catalogue), language, and
 * the player's account or the register and login buttons.
 */
function Header() {
  const intl = useIntl();
  const navigator = useInjection(AppNavigator);
  const { language } = useInjection(IntlStore);
  const casino = `/${language}/casino`;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link
          to={casino}
          className="site-header__brand"
          aria-label={intl.formatMessage({ id: 'header.home' })}
        >
          <Wordmark />
        </Link>
        <nav className="main-nav" aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
          <ul>
            <li>
              <NavLink to={casino} className="main-nav__link">
                <FormattedMessage id="header.nav.casino" />
              </NavLink>
            </li>
            <li>
              <NavLink to={`/${language}/live-casino`} className="main-nav__link">
                <FormattedMessage id="header.nav.liveCasino" />
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className="main-nav__link main-nav__search"
                aria-label={intl.formatMessage({ id: 'header.search' })}
                onClick={() => {
                  navigator.openModal('globalSearchModal');
                }}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                  <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
        <Account />
      </div>
    </header>
  );
}

export default observer(Header);
