import type {
  Limit,
  PendingLimit,
  ResponsibleGamingSettings,
  SelfExclusionDetail,
} from '../limits/limit-settings.ts';

/** A daily deposit limit of 50.00 EUR with 12.50 used today (Riga days of 24 November 2026). */
export const createLimit = (overrides: Partial<Limit> = {}): Limit => ({
  type: 'DEPOSIT',
  period: 'DAILY',
  amount: 5_000,
  usedAmount: 1_250,
  periodStart: '2026-11-24T00:00:00+02:00',
  periodEnd: '2026-11-25T00:00:00+02:00',
  ...overrides,
});

/** A pending raise of the daily deposit limit from 50.00 to 100.00 EUR, undecided, due on 1 December. */
export const createPendingLimit = (overrides: Partial<PendingLimit> = {}): PendingLimit => ({
  uniqueId: 'rg-adj-7f2d00',
  type: 'DEPOSIT',
  period: 'DAILY',
  currentAmount: 5_000,
  newAmount: 10_000,
  confirmed: null,
  effectiveFrom: '2026-12-01T10:15:00+02:00',
  ...overrides,
});

/** A one-year self-exclusion in force. */
export const createSelfExclusion = (overrides: Partial<SelfExclusionDetail> = {}): SelfExclusionDetail => ({
  isRemoved: false,
  removedDate: null,
  permanent: false,
  endDate: '2027-11-24T23:59:59+02:00',
  ...overrides,
});

/** Settings with no limit, nothing pending, no exclusion and a reality check every 60 minutes. */
export const createResponsibleGamingSettings = (
  overrides: Partial<ResponsibleGamingSettings> = {},
): ResponsibleGamingSettings => ({
  limits: [],
  pending: [],
  selfExclusion: null,
  timeout: null,
  realityCheckInterval: 60,
  ...overrides,
});
