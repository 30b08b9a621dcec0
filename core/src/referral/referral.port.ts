import type { ApiFailure } from '../errors/api-failure.ts';
import type { InvitationRequest, ReferralInvitation } from '../referral/referral.ts';
import type { Result } from '../shared/result.ts';

/**
 * Refer a friend for the logged-in customer (account-and-session.md §7; all calls private). A failure
 * carries the server's errorCode (§8: 31 referral disabled, 64 and 119 not allowed, 7 e-mail already
 * invited, 13 e-mail already registered).
 */
export interface ReferralPort {
  /** POST customers/referAFriend/generateCode (no body): the customer's code, generated on first use. */
  generateCode(): Promise<Result<string, ApiFailure>>;
  /** POST referAFriend/createInvitation: e-mails the friend an invitation with the customer's code. */
  createInvitation(request: InvitationRequest): Promise<Result<ReferralInvitation, ApiFailure>>;
  /** POST referAFriend/searchInvitations (empty body): every invitation sent, newest first. */
  searchInvitations(): Promise<Result<readonly ReferralInvitation[], ApiFailure>>;
}
export const ReferralPort = Symbol('ReferralPort');
