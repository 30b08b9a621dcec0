import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { TokenStorePort } from '../ports/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';

export type SessionErrorOutcome =
  | {
      /** Refresh failed (98): message global.error.session.expired, then the home page. */
      readonly kind: 'session-expired';
      readonly messageKey: string;
      readonly next: NavigationIntent;
    }
  | {
      /** Unauthorised (3): logged out, the login modal opens. */
      readonly kind: 'unauthorised';
      readonly messageKey: string;
      readonly next: NavigationIntent;
    }
  | { readonly kind: 'ignored' };

/**
 * What the client does on the SDK's session signals (account-and-session.md §4 Session), by the
 * catalogue's client action of the error code: session-expired (98) clears the tokens, shows the
 * session-expired message and goes home (closing any modal); force-logout-open-login (3) clears the
 * tokens and opens the login modal. The logout endpoint is not called: the server has already
 * refused these tokens, and a call without valid tokens would only raise the same signal again.
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
      return { kind: 'session-expired', messageKey, next: { kind: 'navigate', to: { name: 'home' } } };
    }
    if (clientAction === 'force-logout-open-login') {
      this.#tokens.clear();
      return { kind: 'unauthorised', messageKey, next: { kind: 'open-modal', modal: 'login' } };
    }
    return { kind: 'ignored' };
  }
}
