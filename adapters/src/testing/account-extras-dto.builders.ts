import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid ReferralInvitation body: anna invited ilze, who registered (the sandbox's seed). */
export const aReferralInvitationDto = (
  overrides: Partial<Schemas['ReferralInvitation']> = {},
): Schemas['ReferralInvitation'] => ({
  id: 598,
  email: 'ilze.liepina@example.lv',
  code: 'ANNA-7K2Q',
  status: 'REGISTERED',
  createdAt: '2026-10-02T18:10:00+03:00',
  ...overrides,
});

/** A contract-valid Complaint body, as the contract's example. */
export const aComplaintDto = (overrides: Partial<Schemas['Complaint']> = {}): Schemas['Complaint'] => ({
  complaintId: 'SUD-2026-00417',
  status: 'RECEIVED',
  createdAt: '2026-11-21T12:00:00+02:00',
  ...overrides,
});

/** A contract-valid LifetimeStatistics body: anna's in the sandbox. */
export const aLifetimeStatisticsDto = (
  overrides: Partial<Schemas['LifetimeStatistics']> = {},
): Schemas['LifetimeStatistics'] => ({
  totalDeposits: 350000,
  totalWithdrawals: 180000,
  totalBets: 1204500,
  totalWins: 1129550,
  currency: 'EUR',
  registeredAt: '2024-02-03T10:11:12+02:00',
  ...overrides,
});

/** A contract-valid SourceOfFundsStatus body: a declaration due by 5 December 2026. */
export const aSourceOfFundsStatusDto = (
  overrides: Partial<Schemas['SourceOfFundsStatus']> = {},
): Schemas['SourceOfFundsStatus'] => ({
  pending: true,
  thresholdAmount: 200000,
  dueDate: '2026-12-05T23:59:59+02:00',
  ...overrides,
});
