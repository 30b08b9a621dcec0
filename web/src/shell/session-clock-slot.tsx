import { observer } from 'mobx-react-lite';
import { useInjection } from '../kernel/container-context.ts';
import { sessionProtectionFeature } from './session-features.ts';
import { useLazyFeature } from '../kernel/lazy-feature.ts';
import type { SessionClockProps } from '../kernel/session-protection.ts';
import { SessionStore } from '../kernel/session.store.ts';

function LoadedClock(props: SessionClockProps) {
  return useLazyFeature('player-protection', sessionProtectionFeature, props);
}

/**
 * How long the logged-in player's session has lasted and, with a reality check set, the time to the
 * next one: the player-protection feature's view, loaded with a session (never for a visitor).
 */
function SessionClockSlot(props: SessionClockProps) {
  const session = useInjection(SessionStore);
  return session.isLoggedIn ? <LoadedClock {...props} /> : null;
}

export default observer(SessionClockSlot);
