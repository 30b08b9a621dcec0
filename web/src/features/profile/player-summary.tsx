import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { Fact } from '../../ui/fact.tsx';
import { FormattedMessage } from 'react-intl';
import { useInjection } from '../../kernel/container-context.ts';
import { SessionStore } from '../../kernel/session.store.ts';

/**
 * The logged-in player at the top of the profile and its phone menu: name, player status (the
 * user's middleName, account-and-session.md §3) and the balance with its cash and bonus parts.
 */
function PlayerSummary({ titleId }: { readonly titleId?: string }) {
  const { user, balance } = useInjection(SessionStore);
  if (user === null) return null;
  const status = user.middleName.trim();
  return (
    <div className="player-summary">
      <p id={titleId} className="player-summary__name">
        {user.firstName} {user.lastName}
      </p>
      {status !== '' && (
        <p className="player-summary__status">
          <FormattedMessage id="profile.player.status" values={{ status }} />
        </p>
      )}
      {balance !== null && (
        <dl className="player-summary__balance">
          <Fact term="profile.balance.total" className="player-summary__total">
            {formatMinorUnits(balance.total, balance.currency)}
          </Fact>
          <Fact term="profile.balance.cash">{formatMinorUnits(balance.cash, balance.currency)}</Fact>
          <Fact term="profile.balance.bonus">{formatMinorUnits(balance.bonus, balance.currency)}</Fact>
        </dl>
      )}
    </div>
  );
}

export default observer(PlayerSummary);
