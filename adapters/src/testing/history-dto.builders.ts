import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** Contract-valid history entries (the contract's examples) with per-test overrides. */

export const aCashierTransactionDto = (
  overrides: Partial<Schemas['CashierTransaction']> = {},
): Schemas['CashierTransaction'] => ({
  transactionId: 55001,
  type: 'DEPOSIT',
  method: 'Swedbank',
  amount: 2000,
  currency: 'EUR',
  status: 'SUCCESS',
  createdAt: '2026-11-19T19:42:00+02:00',
  ...overrides,
});

export const aCasinoRoundDto = (overrides: Partial<Schemas['CasinoRound']> = {}): Schemas['CasinoRound'] => ({
  roundId: 'PRG-7731-0042',
  gameName: 'Gates of Olympus',
  gameProvider: 'PRAGMATIC',
  gameType: 'RNG',
  betAmount: 200,
  winAmount: 540,
  currency: 'EUR',
  playedAt: '2026-11-20T21:14:08+02:00',
  ...overrides,
});

export const aSportsBetDto = (overrides: Partial<Schemas['SportsBet']> = {}): Schemas['SportsBet'] => ({
  betId: 'SB-2026-118834',
  betType: 'SINGLE',
  description: 'Latvija – Igaunija: 1',
  stake: 1000,
  odds: 1.85,
  winAmount: 1850,
  currency: 'EUR',
  status: 'WON',
  placedAt: '2026-11-18T18:55:00+02:00',
  settledAt: '2026-11-18T21:50:00+02:00',
  ...overrides,
});

export const aPaymentRecordDto = (
  overrides: Partial<Schemas['PaymentRecord']> = {},
): Schemas['PaymentRecord'] => ({
  paymentId: 700123,
  type: 'BET',
  amount: -200,
  balanceAfter: 124850,
  currency: 'EUR',
  createdAt: '2026-11-20T21:14:08+02:00',
  ...overrides,
});

export const anActivityRecordDto = (
  overrides: Partial<Schemas['ActivityRecord']> = {},
): Schemas['ActivityRecord'] => ({
  activityId: 31005,
  activityType: 'LOGIN',
  ipAddress: '85.254.76.12',
  createdAt: '2026-11-21T08:02:31+02:00',
  ...overrides,
});

export const aSessionRecordDto = (
  overrides: Partial<Schemas['SessionRecord']> = {},
): Schemas['SessionRecord'] => ({
  sessionId: 's-1001-20261120-01',
  loginAt: '2026-11-20T20:30:00+02:00',
  logoutAt: '2026-11-20T22:05:12+02:00',
  ipAddress: '85.254.76.12',
  device: 'DESKTOP',
  totalBets: 4200,
  totalWins: 3950,
  currency: 'EUR',
  ...overrides,
});

/** A first page of 20 holding `content` and nothing else, unless told otherwise. */
export const aHistoryPageDto = <Entry>(
  content: readonly Entry[],
  overrides: Partial<{ totalElements: number; pageStart: number; pageSize: number }> = {},
) => ({ content, totalElements: content.length, pageStart: 0, pageSize: 20, ...overrides });
