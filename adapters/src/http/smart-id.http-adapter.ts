import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { SmartIdAuthentication, SmartIdPort } from '@lv-casino/core/smart-id/smart-id.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import {
  pendingWhenUnconfirmed,
  toSmartIdAuthenticated,
  toSmartIdVerificationCode,
} from './smart-id.mapper.ts';

/**
 * SmartIdPort over POST smartId/generateVerificationCode/{personalNumber} and POST
 * smartId/authenticate/{personalNumber} (both public; account-and-session.md §7 Authentication and
 * session). The personal number goes into the path as given (with or without the dash). It does not
 * store the tokens it gets.
 */
export class SmartIdHttpAdapter implements SmartIdPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  generateVerificationCode(
    personalNumber: string,
  ): Promise<Result<{ readonly verificationCode: string }, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/smartId/generateVerificationCode/{personalNumber}', {
          params: { path: { personalNumber } },
        }),
      toSmartIdVerificationCode,
    );
  }

  /** Tokens once the player confirmed; pending while the answer is errorCode 76 (not confirmed yet). */
  async authenticate(personalNumber: string): Promise<Result<SmartIdAuthentication, ApiFailure>> {
    const answer = await call(
      () =>
        this.#client.POST('/api/v1/customerfacing/smartId/authenticate/{personalNumber}', {
          params: { path: { personalNumber } },
        }),
      toSmartIdAuthenticated,
    );
    return pendingWhenUnconfirmed(answer);
  }
}
