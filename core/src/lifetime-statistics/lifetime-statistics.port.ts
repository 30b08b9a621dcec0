import type { ApiFailure } from '../errors/api-failure.ts';
import type { LifetimeStatistics } from '../lifetime-statistics/lifetime-statistics.ts';
import type { Result } from '../shared/result.ts';

/** The lifetime statistics of the logged-in customer (account-and-session.md §7; private). */
export interface LifetimeStatisticsPort {
  /** GET customers/lifetimestatistics: deposits, withdrawals, bets and wins since registration. */
  getLifetimeStatistics(): Promise<Result<LifetimeStatistics, ApiFailure>>;
}
export const LifetimeStatisticsPort = Symbol('LifetimeStatisticsPort');
