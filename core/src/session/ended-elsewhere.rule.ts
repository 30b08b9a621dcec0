import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { SESSION_STATE_TO_CLEAR, type SessionState } from './session-state.ts';

export interface EndedElsewhere {
  readonly kind: 'ended-elsewhere';
  /** The casino from a game-play page, otherwise stay (as after a logout). */
  readonly next: NavigationIntent;
  /** The client state to forget: user, customer config, reality-check timer. */
  readonly clear: readonly SessionState[];
  /** None: the tab that ended the session raised its LOGOUT. */
  readonly events: readonly DomainEvent[];
}

/**
 * Another tab holding this tab's session ended it (a logout, an expiry; account-and-session.md §4
 * Session): this tab forgets the player too, as after a logout, with no message, no server call (the
 * session is over, its tokens here are cleared) and no LOGOUT event of its own.
 */
export function sessionEndedElsewhere(input: { readonly onGamePlayPage: boolean }): EndedElsewhere {
  return {
    kind: 'ended-elsewhere',
    next: input.onGamePlayPage ? { kind: 'navigate', to: { name: 'casino' } } : { kind: 'stay' },
    clear: SESSION_STATE_TO_CLEAR,
    events: [],
  };
}
