import { ACTIVATION_SUCCESS_KEYS } from '../activation/activate-account.use-case.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { SmsCode, SmsVerificationPort } from '../sms/sms-verification.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { loggedInAfterLogin } from '../session/after-login.rule.ts';
import { establishSession } from '../session/establish-session.ts';
import { formErrors, type FormErrors } from '../session/form-errors.ts';
import type { LoggedIn, PageContext } from '../session/logged-in-session.ts';
import { activationAllowsLogin } from './activation-login-flag.rule.ts';
import { smsCodeSchema } from './sms-code.schema.ts';

export type SmsActivationOutcome =
  | LoggedIn
  | {
      /** Activated, but the server did not allow a login with it: a login button. */
      readonly kind: 'activated';
      readonly titleKey: string;
      readonly messageKey: string;
      readonly next: NavigationIntent;
    }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor }
  | { readonly kind: 'invalid'; readonly errors: FormErrors };

/**
 * Account activation with an SMS code (account-and-session.md §4 Session, §7): when the answer's flag
 * is the string "true" its tokens are stored and the player is logged in (LOGIN raised); otherwise
 * nothing is stored and the success screen offers the login modal.
 */
export class SmsActivationUseCase {
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

  async execute(input: {
    readonly code: SmsCode;
    readonly page?: PageContext;
  }): Promise<SmsActivationOutcome> {
    const errors = formErrors(smsCodeSchema, { code: input.code.code });
    if (errors !== null) return { kind: 'invalid', errors };
    const answer = await this.#sms.activateAccount(input.code);
    if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };

    const { tokens, loginFlag } = answer.value;
    if (tokens === null || !activationAllowsLogin(loginFlag)) {
      return {
        kind: 'activated',
        titleKey: ACTIVATION_SUCCESS_KEYS.title,
        messageKey: ACTIVATION_SUCCESS_KEYS.message,
        next: { kind: 'open-modal', modal: 'login' },
      };
    }
    const session = await establishSession(tokens, {
      tokens: this.#tokens,
      customer: this.#customer,
      errors: this.#errors,
    });
    return session.ok
      ? loggedInAfterLogin(session.value, null, input.page)
      : { kind: 'failed', error: session.error };
  }
}
