import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { AuthPort, Credentials } from '../ports/auth.port.ts';
import type { CustomerPort } from '../ports/customer.port.ts';
import type { TokenStorePort } from '../ports/token-store.port.ts';
import { nextAfterLogin } from './after-login.rule.ts';
import type { LoggedIn, PendingGame } from './logged-in-session.ts';

export interface LoginInput {
  readonly credentials: Credentials;
  /** The game the login modal was opened for, if any. */
  readonly pendingGame: PendingGame | null;
}

export type LoginOutcome = LoggedIn | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Username and password login (account-and-session.md §4 Login): the tokens are stored, then the
 * customer and the balance are fetched. A failed customer call undoes the login (tokens cleared)
 * so the player is never half logged in; a failed balance call does not.
 */
export class LoginUseCase {
  readonly #auth: AuthPort;
  readonly #tokens: TokenStorePort;
  readonly #customer: CustomerPort;
  readonly #errors: ErrorCatalogue;

  constructor(auth: AuthPort, tokens: TokenStorePort, customer: CustomerPort, errors: ErrorCatalogue) {
    this.#auth = auth;
    this.#tokens = tokens;
    this.#customer = customer;
    this.#errors = errors;
  }

  async execute(input: LoginInput): Promise<LoginOutcome> {
    const tokens = await this.#auth.login(input.credentials);
    if (!tokens.ok) return { kind: 'failed', error: describeFailure(tokens.error, this.#errors) };
    this.#tokens.write(tokens.value);

    const [user, balance] = await Promise.all([
      this.#customer.getCurrentCustomer(),
      this.#customer.getBalance(),
    ]);
    if (!user.ok) {
      this.#tokens.clear();
      return { kind: 'failed', error: describeFailure(user.error, this.#errors) };
    }
    return {
      kind: 'logged-in',
      user: user.value,
      balance: balance.ok ? balance.value : null,
      next: nextAfterLogin(user.value, input.pendingGame),
    };
  }
}
