import { describeFailure, endsSession } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { nextAfterRestore, toLoggedIn } from './after-login.rule.ts';
import type { LoggedIn, PageContext } from './logged-in-session.ts';
import { hasStoredSession } from './stored-session.rule.ts';

export interface RestoreSessionInput {
  /** The page being shown; when given, the outcome says whether to switch to the user's language. */
  readonly page?: PageContext;
}

/**
 * `logged-out`: no stored session, or the server rejected it (tokens cleared).
 * `offline`: the server could not be reached; the tokens are kept for a later retry.
 * `failed`: the server answered with an error that does not end the session; the tokens are kept.
 */
export type RestoreSessionOutcome =
  | LoggedIn
  | { readonly kind: 'logged-out' }
  | { readonly kind: 'offline'; readonly error: ErrorDescriptor }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * On load, and when the tab becomes visible again (account-and-session.md §4 Session): with stored
 * tokens the current customer and balance are fetched; without them the visitor is logged out.
 */
export class RestoreSessionUseCase {
  readonly #tokens: TokenStorePort;
  readonly #customer: CustomerPort;
  readonly #errors: ErrorCatalogue;

  constructor(tokens: TokenStorePort, customer: CustomerPort, errors: ErrorCatalogue) {
    this.#tokens = tokens;
    this.#customer = customer;
    this.#errors = errors;
  }

  async execute(input: RestoreSessionInput = {}): Promise<RestoreSessionOutcome> {
    if (!hasStoredSession(this.#tokens)) return { kind: 'logged-out' };

    const [user, balance] = await Promise.all([
      this.#customer.getCurrentCustomer(),
      this.#customer.getBalance(),
    ]);
    if (user.ok) {
      const session = { user: user.value, balance: balance.ok ? balance.value : null };
      return toLoggedIn(session, nextAfterRestore(user.value), input.page, []);
    }
    const error = describeFailure(user.error, this.#errors);
    if (user.error.kind === 'transport') return { kind: 'offline', error };
    if (!endsSession(error)) return { kind: 'failed', error };
    this.#tokens.clear();
    return { kind: 'logged-out' };
  }
}
