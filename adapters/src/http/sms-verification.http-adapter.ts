import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type {
  SmsActivation,
  SmsCode,
  SmsVerificationPort,
} from '@lv-casino/core/sms/sms-verification.port.ts';
import type { SessionTokens } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toSessionTokens } from './auth.mapper.ts';
import { call, noContent } from './call.ts';
import { toSmsActivation } from './sms-verification.mapper.ts';

/**
 * SmsVerificationPort over POST customers/smsVerification/authenticate, .../account/activate and
 * .../forgotPassword (all public; account-and-session.md §7). The typed code goes as the contract's
 * `verificationCode`. It does not store the tokens it gets.
 */
export class SmsVerificationHttpAdapter implements SmsVerificationPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  authenticate(code: SmsCode): Promise<Result<SessionTokens, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/smsVerification/authenticate', {
          body: { username: code.username, verificationCode: code.code },
        }),
      toSessionTokens,
    );
  }

  activateAccount(code: SmsCode): Promise<Result<SmsActivation, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/smsVerification/account/activate', {
          body: { username: code.username, verificationCode: code.code },
        }),
      toSmsActivation,
    );
  }

  /** Success is 204: the new password is on its way by SMS. */
  forgotPassword(username: string): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/smsVerification/forgotPassword', {
          body: { username },
        }),
      noContent,
    );
  }
}
