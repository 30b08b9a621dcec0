import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SlotsToken, type Slots } from '../../kernel/slots.ts';
import { NavIcon } from '../../ui/nav-icon.tsx';

/** A decorative icon of the header's outline set: one path, drawn with round strokes. */
function LineIcon({ path }: { readonly path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An icon path of the header's account buttons (24×24, stroked). */
const ICONS = {
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2',
  bonuses: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
};

function AccountButton({
  icon,
  label,
  onClick,
  children,
}: {
  icon: keyof typeof ICONS;
  label: string;
  onClick: () => void;
  /** A badge on the icon (its text joins the button's name). */
  children?: ReactNode;
}) {
  return (
    <button type="button" className={`icon-button account__${icon}`} onClick={onClick}>
      <span className="visually-hidden">{label}</span>
      {/* A space, so the badge's phrase is a word of its own in the name ("Bonuses 2 active bonuses"). */}{' '}
      {children}
      <LineIcon path={ICONS[icon]} />
    </button>
  );
}

/** Opens the profile's bonuses tab: the header's bonuses button and the phone's bottom bar. */
const openBonuses = (navigator: AppNavigator): void => {
  navigator.openModal('profile', { selectedTab: 'bonuses' });
};

/**
 * The bonuses link of a logged-in player's main navigation (on a phone, in the bottom bar): the
 * profile's bonuses tab, with the count of active bonuses.
 */
export function BonusesNavItem() {
  const navigator = useInjection(AppNavigator);
  const { AccountBadge } = useInjection<Slots>(SlotsToken);
  return (
    <li className="main-nav__item--bonuses">
      <button
        type="button"
        className="main-nav__link"
        onClick={() => {
          openBonuses(navigator);
        }}
      >
        <NavIcon name="bonuses" />
        <FormattedMessage id="header.nav.bonuses" /> <AccountBadge kind="bonuses" />
      </button>
    </li>
  );
}

/**
 * The logged-in player's part of the header (account-and-session.md §2 Header): name, balance,
 * deposit (the profile's deposit tab), the active bonuses with their count (the bonuses tab; on a phone
 * they are in the bottom bar instead), the profile with the unread messages' count (on a phone its
 * menu, profile-options) and logout. After logout the header
 * shows the login button again and `onLoggedOut` moves focus there.
 */
function PlayerAccount({ onLoggedOut }: { readonly onLoggedOut: () => void }) {
  const intl = useIntl();
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const { AccountBadge, SessionClock } = useInjection<Slots>(SlotsToken);
  const device = useInjection<Device>(DeviceToken);
  const logOut = async (): Promise<void> => {
    await session.logout();
    // The logout button is gone: focus moves to the login button that took its place.
    onLoggedOut();
  };
  if (session.user === null) return null;
  const { balance, user } = session;
  return (
    <section className="account" aria-label={intl.formatMessage({ id: 'header.account.label' })}>
      <div className="account__player">
        <span className="account__name">{user.firstName}</span>
        {balance !== null && (
          <span className="account__balance">
            <span className="visually-hidden">
              <FormattedMessage id="header.balance" />
            </span>{' '}
            <strong className="account__balance-amount">
              {formatMinorUnits(balance.total, balance.currency)}
            </strong>
          </span>
        )}
        {device !== 'mobile' && <SessionClock placement="header" />}
      </div>
      <AccountButton
        icon="deposit"
        label={intl.formatMessage({ id: 'header.deposit' })}
        onClick={() => {
          navigator.openModal('profile', { selectedTab: 'deposit' });
        }}
      />
      <AccountButton
        icon="bonuses"
        label={intl.formatMessage({ id: 'header.nav.bonuses' })}
        onClick={() => {
          openBonuses(navigator);
        }}
      >
        <AccountBadge kind="bonuses" />
      </AccountButton>
      <AccountButton
        icon="profile"
        label={intl.formatMessage({ id: 'header.profile' })}
        onClick={() => {
          // A phone's profile starts from its menu, profile-options.
          if (device === 'mobile') navigator.openModal('profile-options');
          else navigator.openModal('profile', { selectedTab: 'my-profile' });
        }}
      >
        <AccountBadge kind="messages" />
      </AccountButton>
      <button
        type="button"
        className="button button--secondary account__logout"
        onClick={() => void logOut()}
      >
        <LineIcon path="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l-5-5 5-5M5 12h11" />
        <span className="account__logout-text">
          <FormattedMessage id="header.logout" />
        </span>
      </button>
    </section>
  );
}

export default observer(PlayerAccount);
