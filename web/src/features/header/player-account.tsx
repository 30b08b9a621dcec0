import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInjection } from '../../app/container-context.ts';
import { SessionStore } from '../../app/session.store.ts';

/**
 * The logged-in player's part of the header: name, balance and logout. After logout the header
 * shows the login button again and `onLoggedOut` moves focus there.
 */
function PlayerAccount({ onLoggedOut }: { readonly onLoggedOut: () => void }) {
  const intl = useIntl();
  const session = useInjection(SessionStore);
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
}

export default observer(PlayerAccount);
