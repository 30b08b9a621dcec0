import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid ActivityBucket body: November 2026, 150.00 EUR deposited, 25.50 lost, 2 h 30 min. */
export const anActivityBucketDto = (
  overrides: Partial<Schemas['ActivityBucket']> = {},
): Schemas['ActivityBucket'] => ({
  start: '2026-11-01',
  deposits: 15000,
  withdrawals: 5000,
  netResult: -2550,
  secondsPlayed: 9000,
  ...overrides,
});

/** A contract-valid ActivitySummary body: one month (November 2026) in EUR. */
export const anActivitySummaryDto = (
  overrides: Partial<Schemas['ActivitySummary']> = {},
): Schemas['ActivitySummary'] => ({
  granularity: 'month',
  currency: 'EUR',
  from: '2025-12-01',
  to: '2026-11-21',
  buckets: [anActivityBucketDto()],
  ...overrides,
});
