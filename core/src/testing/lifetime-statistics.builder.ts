import type { LifetimeStatistics } from '../lifetime-statistics/lifetime-statistics.ts';

/** Lifetime statistics; defaults to anna's in the sandbox (3 500.00 EUR deposited since February 2024). */
export const createLifetimeStatistics = (
  overrides: Partial<LifetimeStatistics> = {},
): LifetimeStatistics => ({
  totalDeposits: 350_000,
  totalWithdrawals: 180_000,
  totalBets: 1_204_500,
  totalWins: 1_129_550,
  currency: 'EUR',
  registeredAt: Date.parse('2024-02-03T10:11:12+02:00'),
  ...overrides,
});
