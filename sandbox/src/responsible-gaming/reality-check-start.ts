import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerById, type SandboxState } from '../state.ts';
import type { RealtimeSubscriber } from './realtime.port.ts';

/** REALITY_CHECK_START (AsyncAPI message realityCheckStart): the client's reality-check timer starts now. */
export const realityCheckStart = { notificationType: 'REALITY_CHECK_START' } as const;

/** Whether the reality check counts for a player: an interval set (> 0) and realityCheckEnabled. */
export function realityCheckCounts(state: SandboxState, player: PlayerRecord): boolean {
  return state.customerConfig.realityCheckEnabled && (player.realityCheckInterval ?? 0) > 0;
}

/**
 * The reality check starts with the session, as a backend starts it at login. There is no realtime
 * connection at login yet, so the session's first subscription to its notifications gets
 * REALITY_CHECK_START (when the reality check counts for the player then). The later subscriptions of
 * the session (a reload's new connection, one after a token refresh) get nothing, so the client's stored
 * timer carries on; a new login (password, SMS, Smart-ID, activation, auto-login) is a new session.
 */
export function startRealityCheckWithSession(state: SandboxState): (subscriber: RealtimeSubscriber) => void {
  return (subscriber) => {
    if (!state.tokens.firstNotificationsSubscription(subscriber.sessionId)) return;
    const player = findPlayerById(state, subscriber.customerId);
    if (player !== undefined && realityCheckCounts(state, player)) subscriber.deliver(realityCheckStart);
  };
}
