import { observer } from 'mobx-react-lite';
import type { AccountBadgeProps } from '../kernel/account/account-badge.types.ts';
import { useInjection } from '../kernel/container-context.ts';
import { useLazyFeature } from '../kernel/lazy-feature.ts';
import { slotFeature } from './slot-contributions.ts';
import { SessionStore } from '../kernel/session.store.ts';

const BADGES = slotFeature('accountBadge');

function LoadedBadge(props: AccountBadgeProps) {
  // Only rendered when a feature fills the slot (below).
  const { owner, load } = BADGES as NonNullable<typeof BADGES>;
  return useLazyFeature(owner, load, props);
}

/**
 * A count badge of the logged-in player (active bonuses, unread messages): the account-badges
 * feature's view, loaded with a session (never for a visitor); nothing while the count is 0.
 */
function AccountBadgeSlot(props: AccountBadgeProps) {
  const session = useInjection(SessionStore);
  return session.isLoggedIn && BADGES !== null ? <LoadedBadge {...props} /> : null;
}

export default observer(AccountBadgeSlot);
