import type { ComponentType } from 'react';
import type { AccountBadgeProps } from './account/account-badge.types.ts';
import type { SessionClockProps } from './session-protection.ts';

/**
 * What a feature shows of another feature's, filled in by the shell (shell/app.module.ts): the
 * header and the profile menu show the account badges and the session clock without importing the
 * features that draw them. Each slot draws nothing for a visitor and loads its feature with a session.
 */
export interface Slots {
  /** A count badge of the logged-in player (active bonuses, unread messages). */
  readonly AccountBadge: ComponentType<AccountBadgeProps>;
  /** How long the session has lasted and, with a reality check set, the time to the next one. */
  readonly SessionClock: ComponentType<SessionClockProps>;
}

export const SlotsToken = Symbol('Slots');
