import { describeFailure, retryAfterOf } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { AuthPort, Credentials } from '../session/auth.port.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { loggedInAfterLogin } from './after-login.rule.ts';
import { establishSession } from './establish-session.ts';
import type { LoggedIn, PageContext, PendingGame } from './logged-in-session.ts';
import { loginFailed, type LoginFailed } from './login-failure.rule.ts';

export interface LoginInput {
  readonly credentials: Credentials;
  /** The game the login modal was opened for, if any. */
  readonly pendingGame: PendingGame | null;
  /** GeneralConfig.forgotPasswordSmsVerificationEnabled; default false. */
  readonly forgotPasswordSmsVerificationEnabled?: boolean;
  /** The page the login happens on; when given, the outcome says whether to switch language. */
  readonly page?: PageContext;
}

export type LoginOutcome = LoggedIn | LoginFailed;

/**
 * Username and password login (account-and-session.md §4 Login): the tokens are stored, then the
 * customer and the balance are fetched (see establishSession). Success raises LOGIN and says where
 * to go next (terms, kyc tab, pending game, or close the modal); failure raises LOGIN_FAILED.
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
    const sms = input.forgotPasswordSmsVerificationEnabled ?? false;
    const tokens = await this.#auth.login(input.credentials);
    if (!tokens.ok)
      return loginFailed(describeFailure(tokens.error, this.#errors), sms, retryAfterOf(tokens.error));

    const session = await establishSession(tokens.value, {
      tokens: this.#tokens,
      customer: this.#customer,
      errors: this.#errors,
    });
    if (!session.ok) return loginFailed(session.error, sms);
    return loggedInAfterLogin(session.value, input.pendingGame, input.page);
  }
}
