import { observer } from 'mobx-react-lite';
import { useInjection } from '../kernel/container-context.ts';
import { slotFeature } from './slot-contributions.ts';
import { useLazyFeature } from '../kernel/lazy-feature.ts';
import type { SessionClockProps } from '../kernel/session-protection.ts';
import { SessionStore } from '../kernel/session.store.ts';

const CLOCK = slotFeature('sessionClock');

function LoadedClock(props: SessionClockProps) {
  // Only rendered when a feature fills the slot (below).
  const { owner, load } = CLOCK as NonNullable<typeof CLOCK>;
  return useLazyFeature(owner, load, props);
}

/**
 * How long the logged-in player's session has lasted and, with a reality check set, the time to the
 * next one: the player-protection feature's view, loaded with a session (never for a visitor).
 */
function SessionClockSlot(props: SessionClockProps) {
  const session = useInjection(SessionStore);
  return session.isLoggedIn && CLOCK !== null ? <LoadedClock {...props} /> : null;
}

export default observer(SessionClockSlot);
