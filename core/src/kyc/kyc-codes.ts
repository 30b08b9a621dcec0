/**
 * The error codes of account-and-session.md §8 the kyc tab's calls answer, by their catalogue names (a
 * test checks each against the contract's catalogue, so a renumbered code fails there).
 */
export const KYC_CODES = {
  ACCESS_DENIED: 4,
  FILE_FORMAT_NOT_ALLOWED: 72,
  IDENTITY_SERVICE_FAILURE_75: 75,
  IDENTITY_SERVICE_FAILURE_76: 76,
  IDENTITY_SERVICE_FAILURE_77: 77,
} as const;
