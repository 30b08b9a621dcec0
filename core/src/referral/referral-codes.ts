/**
 * The error codes of account-and-session.md §8 refer-a-friend answers, by their catalogue names (a test
 * checks each against the contract's catalogue, so a renumbered code fails there).
 */
export const REFERRAL_CODES = {
  REFERRAL_EMAIL_EXISTS: 7,
  EMAIL_EXISTS: 13,
  REFERRAL_DISABLED: 31,
  REFERRAL_NOT_ALLOWED_64: 64,
  REFERRAL_NOT_ALLOWED_119: 119,
} as const;

/** The codes that mean the programme is not open to this player (31 disabled, 64 and 119 not allowed). */
export const REFERRAL_UNAVAILABLE_CODES: readonly number[] = [
  REFERRAL_CODES.REFERRAL_DISABLED,
  REFERRAL_CODES.REFERRAL_NOT_ALLOWED_64,
  REFERRAL_CODES.REFERRAL_NOT_ALLOWED_119,
];
