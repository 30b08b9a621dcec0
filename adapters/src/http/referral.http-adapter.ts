import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { ReferralPort } from '@lv-casino/core/referral/referral.port.ts';
import type { InvitationRequest, ReferralInvitation } from '@lv-casino/core/referral/referral.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toReferralCode, toReferralInvitation, toReferralInvitations } from './referral.mapper.ts';
import { call } from './call.ts';

/**
 * ReferralPort over POST customers/referAFriend/generateCode (no body), POST
 * referAFriend/createInvitation and POST referAFriend/searchInvitations (empty body); all private.
 */
export class ReferralHttpAdapter implements ReferralPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  generateCode(): Promise<Result<string, ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/referAFriend/generateCode'),
      toReferralCode,
    );
  }

  createInvitation(request: InvitationRequest): Promise<Result<ReferralInvitation, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/referAFriend/createInvitation', {
          body: { email: request.email, lang: request.lang },
        }),
      toReferralInvitation,
    );
  }

  searchInvitations(): Promise<Result<readonly ReferralInvitation[], ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/referAFriend/searchInvitations', { body: {} }),
      toReferralInvitations,
    );
  }
}
