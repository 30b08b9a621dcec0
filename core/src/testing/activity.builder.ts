import type { ActivityBucket, ActivitySummary } from '../activity/activity.ts';

/** A month of activity: 150.00 EUR deposited, 50.00 withdrawn, 25.50 lost, 2 h 30 min played (November 2026). */
export const createActivityBucket = (overrides: Partial<ActivityBucket> = {}): ActivityBucket => ({
  start: { year: 2026, month: 11, day: 1 },
  deposits: 15_000,
  withdrawals: 5_000,
  netResult: -2_550,
  secondsPlayed: 9_000,
  ...overrides,
});

/**
 * A monthly summary in EUR of October and November 2026 (the fake clock's 21 November is today):
 * October quiet (20.00 deposited, 10.00 won, 45 minutes), November the default bucket.
 */
export const createActivitySummary = (overrides: Partial<ActivitySummary> = {}): ActivitySummary => ({
  granularity: 'month',
  currency: 'EUR',
  from: { year: 2026, month: 10, day: 1 },
  to: { year: 2026, month: 11, day: 21 },
  buckets: [
    createActivityBucket({
      start: { year: 2026, month: 10, day: 1 },
      deposits: 2_000,
      withdrawals: 0,
      netResult: 1_000,
      secondsPlayed: 2_700,
    }),
    createActivityBucket(),
  ],
  ...overrides,
});
