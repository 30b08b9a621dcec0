import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
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

const Account = observer(function Account() {
  const intl = useIntl();
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const site = useInjection(SiteConfig);
  const loginButton = useRef<HTMLButtonElement>(null);
  const logOut = async (): Promise<void> => {
    await session.logout();
    // The logout button is gone: focus moves to the login button that took its place.
    loginButton.current?.focus();
  };

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
  const { balance, user } = session;
  return (
    <section className="account" aria-label={intl.formatMessage({ id: 'header.account.label' })}>
      <div className="account__player">
        <span className="account__name">{user.firstName}</span>
        {balance !== null && (
          <span className="account__balance">
            <span className="account__balance-label">
              <FormattedMessage id="header.balance" />
            </span>{' '}
            <strong className="account__balance-amount">
              {formatMinorUnits(balance.total, balance.currency)}
            </strong>
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary account__logout"
        onClick={() => void logOut()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l-5-5 5-5M5 12h11"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="account__logout-text">
          <FormattedMessage id="header.logout" />
        </span>
      </button>
    </section>
  );
});

/**
 * The site header: brand, main navigation, language, and the player's account or the register and
 * login buttons.
 */
function Header() {
  const intl = useIntl();
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
          </ul>
        </nav>
        <LanguageSwitcher />
        <Account />
      </div>
    </header>
  );
}

export default observer(Header);
