import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { SESSION_STATE_TO_CLEAR, type SessionState } from './session-state.ts';

interface SessionEnded {
  readonly messageKey: string;
  readonly next: NavigationIntent;
  /** The client state to forget: user, customer config, reality-check timer. */
  readonly clear: readonly SessionState[];
  /** LOGOUT (reason session-expired or forced). */
  readonly events: readonly DomainEvent[];
}

export type SessionErrorOutcome =
  /** Refresh failed (98): message global.error.session.expired, modal closed, the home page. */
  | ({ readonly kind: 'session-expired' } & SessionEnded)
  /** Unauthorised (3): logged out, the login modal opens. */
  | ({ readonly kind: 'unauthorised' } & SessionEnded)
  | { readonly kind: 'ignored' };

/**
 * What the client does on the SDK's session signals (account-and-session.md §4 Session), by the
 * catalogue's client action of the error code: session-expired (98) clears the tokens, shows the
 * session-expired message and goes home (the navigation closes any modal); force-logout-open-login
 * (3) clears the tokens and opens the login modal. The logout endpoint is not called: the server
 * has already refused these tokens, and a call without valid tokens would only raise the signal again.
 */
export class SessionErrorUseCase {
  readonly #tokens: TokenStorePort;
  readonly #errors: ErrorCatalogue;

  constructor(tokens: TokenStorePort, errors: ErrorCatalogue) {
    this.#tokens = tokens;
    this.#errors = errors;
  }

  /** @param errorCode the code the SDK signalled (onSessionExpired: 98, onUnauthorised: 3). */
  execute(errorCode: number): SessionErrorOutcome {
    const { clientAction, messageKey } = this.#errors.describe(errorCode);
    if (clientAction === 'session-expired') {
      this.#tokens.clear();
      return {
        kind: 'session-expired',
        messageKey,
        next: { kind: 'navigate', to: { name: 'home' } },
        clear: SESSION_STATE_TO_CLEAR,
        events: [{ kind: 'LOGOUT', reason: 'session-expired' }],
      };
    }
    if (clientAction === 'force-logout-open-login') {
      this.#tokens.clear();
      return {
        kind: 'unauthorised',
        messageKey,
        next: { kind: 'open-modal', modal: 'login' },
        clear: SESSION_STATE_TO_CLEAR,
        events: [{ kind: 'LOGOUT', reason: 'forced' }],
      };
    }
    return { kind: 'ignored' };
  }
}
