import type { AuthPort } from '../ports/auth.port.ts';
import type { TokenStorePort } from '../ports/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { endServerSession } from './end-server-session.ts';

export interface LogoutInput {
  /** True when the current route is a game-play page, which the player leaves for the casino. */
  readonly onGamePlayPage: boolean;
}

export interface LoggedOut {
  readonly kind: 'logged-out';
  /** Navigate to the casino from a game-play page, otherwise stay. */
  readonly next: NavigationIntent;
}

/**
 * Logout (account-and-session.md §4 Session): ends the server session, then forgets the tokens.
 * The server call is skipped when no tokens are stored (there is no session to end) and its
 * failure does not stop the logout.
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
    };
  }
}
