import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import type { AccountBadgeProps } from '../../kernel/account/account-badge.types.ts';
import { useInjection } from '../../kernel/container-context.ts';
import './account-badge.css';

/**
 * A count badge of the account: the active bonuses or the unread messages, shown when above 0. The
 * number shows; screen readers hear it as a phrase ("3 unread messages").
 */
function AccountBadge({ kind }: AccountBadgeProps) {
  const counts = useInjection(AccountCountsStore);
  const count = kind === 'bonuses' ? counts.activeBonuses : counts.unreadMessages;
  if (count === null || count <= 0) return null;
  return (
    <span className="account-badge" data-badge={kind}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">
        <FormattedMessage
          id={kind === 'bonuses' ? 'badges.activeBonuses' : 'badges.unreadMessages'}
          values={{ count }}
        />
      </span>
    </span>
  );
}

export default observer(AccountBadge);
