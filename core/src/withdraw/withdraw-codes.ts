/**
 * The error codes of account-and-session.md §8 a withdrawal answers, by their catalogue names (a test
 * checks each against the contract's catalogue, so a renumbered code fails there).
 */
export const WITHDRAW_CODES = {
  ACCESS_DENIED: 4,
  NOT_ENOUGH_MONEY: 21,
  WITHDRAW_OVER_AMOUNT: 23,
  WITHDRAW_UNDER_AMOUNT: 24,
  EMPTY_BALANCE: 25,
  INSUFFICIENT_BALANCE: 26,
  NO_WITHDRAW_METHODS: 35,
  KYC_REQUIRED: 91,
  UNVERIFIED_CARD_FOR_WITHDRAW: 116,
  BETS_IN_PROGRESS: 117,
} as const;
