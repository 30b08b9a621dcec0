import type { ApiFailure } from '../errors/api-failure.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ProfileRefusal } from '../profile/profile-refusal.rule.ts';
import { REFERRAL_CODES, REFERRAL_UNAVAILABLE_CODES } from './referral-codes.ts';

/** Codes about the e-mail typed (7 already invited, 13 already a customer): shown by the field. */
const EMAIL_CODES: readonly number[] = [REFERRAL_CODES.REFERRAL_EMAIL_EXISTS, REFERRAL_CODES.EMAIL_EXISTS];

/** Whether a refusal means the programme is closed to this player (31, 64, 119): no code, no invitations. */
export const isReferralUnavailable = (error: ErrorDescriptor): boolean =>
  REFERRAL_UNAVAILABLE_CODES.includes(error.code);

/**
 * A refused invitation as the form shows it (account-and-session.md §8): 7 and 13 by the e-mail with
 * the catalogue's text, so the player can type another; any other code (31, 64, 119, a transport
 * failure as -1) for the whole form.
 */
export function invitationRefusal(failure: ApiFailure, catalogue: ErrorCatalogue): ProfileRefusal {
  const error = describeFailure(failure, catalogue);
  return EMAIL_CODES.includes(error.code)
    ? { errors: { email: error.messageKey }, formError: null }
    : { errors: {}, formError: error };
}
