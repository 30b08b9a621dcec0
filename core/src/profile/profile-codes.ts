/**
 * The error codes of account-and-session.md §8 the profile's calls answer and the tab places by a
 * field, by their catalogue names (a test checks each against the contract's catalogue).
 */
export const PROFILE_CODES = {
  BAD_CREDENTIALS: 1,
  KEY_EXPIRED: 5,
  EMAIL_EXISTS: 13,
  PASSWORD_MISMATCH: 19,
  KEY_ALREADY_USED: 48,
  DUPLICATE_DATA: 56,
  BAD_CUSTOMER_DATA: 57,
  SMS_INVALID_CODE: 82,
  DUPLICATE_MOBILE_PHONE: 115,
} as const;
