import type { SourceOfFundsStatus } from '../source-of-funds/source-of-funds.ts';

/** The deposit total over which the sandbox asks for a declaration (2 000.00 EUR). */
export const SOURCE_OF_FUNDS_THRESHOLD = 200_000;

/** A pending declaration, due by 5 December 2026 (anna's in the sandbox). */
export const createPendingSourceOfFunds = (
  overrides: Partial<SourceOfFundsStatus> = {},
): SourceOfFundsStatus => ({
  pending: true,
  thresholdAmount: SOURCE_OF_FUNDS_THRESHOLD,
  dueDate: Date.parse('2026-12-05T23:59:59+02:00'),
  ...overrides,
});

/** Nothing to declare. */
export const createNoSourceOfFundsDue = (): SourceOfFundsStatus => ({
  pending: false,
  thresholdAmount: SOURCE_OF_FUNDS_THRESHOLD,
  dueDate: null,
});
