import { describeFailure, retryAfterOf } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { SmsCode, SmsVerificationPort } from '../sms/sms-verification.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { loggedInAfterLogin } from '../session/after-login.rule.ts';
import { establishSession } from '../session/establish-session.ts';
import { formErrors, type FormErrors } from '../session/form-errors.ts';
import type { LoggedIn, PageContext, PendingGame } from '../session/logged-in-session.ts';
import { loginFailed, type LoginFailed } from '../session/login-failure.rule.ts';
import { smsCodeSchema } from './sms-code.schema.ts';

export interface SmsAuthenticateInput {
  readonly code: SmsCode;
  readonly pendingGame: PendingGame | null;
  /** GeneralConfig.forgotPasswordSmsVerificationEnabled; default false. */
  readonly forgotPasswordSmsVerificationEnabled?: boolean;
  readonly page?: PageContext;
}

export type SmsAuthenticateOutcome =
  LoggedIn | LoginFailed | { readonly kind: 'invalid'; readonly errors: FormErrors };

/**
 * SMS (3D) authentication (account-and-session.md §4 Session, §7): the code is sent, the tokens it
 * returns are stored and the player is logged in exactly as after a password login.
 */
export class SmsAuthenticateUseCase {
  readonly #sms: SmsVerificationPort;
  readonly #tokens: TokenStorePort;
  readonly #customer: CustomerPort;
  readonly #errors: ErrorCatalogue;

  constructor(
    sms: SmsVerificationPort,
    tokens: TokenStorePort,
    customer: CustomerPort,
    errors: ErrorCatalogue,
  ) {
    this.#sms = sms;
    this.#tokens = tokens;
    this.#customer = customer;
    this.#errors = errors;
  }

  async execute(input: SmsAuthenticateInput): Promise<SmsAuthenticateOutcome> {
    const errors = formErrors(smsCodeSchema, { code: input.code.code });
    if (errors !== null) return { kind: 'invalid', errors };
    const sms = input.forgotPasswordSmsVerificationEnabled ?? false;
    const tokens = await this.#sms.authenticate(input.code);
    if (!tokens.ok)
      return loginFailed(describeFailure(tokens.error, this.#errors), sms, retryAfterOf(tokens.error));
    const session = await establishSession(tokens.value, {
      tokens: this.#tokens,
      customer: this.#customer,
      errors: this.#errors,
    });
    return session.ok
      ? loggedInAfterLogin(session.value, input.pendingGame, input.page)
      : loginFailed(session.error, sms);
  }
}
