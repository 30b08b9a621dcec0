import type { AuthPort } from '../session/auth.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { endServerSession } from './end-server-session.ts';
import { SESSION_STATE_TO_CLEAR, type SessionState } from './session-state.ts';

export interface LogoutInput {
  /** True when the current route is a game-play page, which the player leaves for the casino. */
  readonly onGamePlayPage: boolean;
  /** Why the session ends: the player's click (default) or the reality check's timeout. */
  readonly reason?: 'user' | 'reality-check';
}

export interface LoggedOut {
  readonly kind: 'logged-out';
  /** Navigate to the casino from a game-play page, otherwise stay. */
  readonly next: NavigationIntent;
  /** The client state to forget: user, customer config, reality-check timer. */
  readonly clear: readonly SessionState[];
  /** LOGOUT with the reason. */
  readonly events: readonly DomainEvent[];
}

/**
 * Logout (account-and-session.md §4 Session): ends the server session, then forgets the tokens.
 * The server call is skipped when no tokens are stored (there is no session to end) and its
 * failure does not stop the logout. The outcome lists the client state to clear.
 */
export class LogoutUseCase {
  readonly #auth: AuthPort;
  readonly #tokens: TokenStorePort;

  constructor(auth: AuthPort, tokens: TokenStorePort) {
    this.#auth = auth;
    this.#tokens = tokens;
  }

  async execute(input: LogoutInput): Promise<LoggedOut> {
    await endServerSession(this.#auth, this.#tokens);
    return {
      kind: 'logged-out',
      next: input.onGamePlayPage ? { kind: 'navigate', to: { name: 'casino' } } : { kind: 'stay' },
      clear: SESSION_STATE_TO_CLEAR,
      events: [{ kind: 'LOGOUT', reason: input.reason ?? 'user' }],
    };
  }
}
