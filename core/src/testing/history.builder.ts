import type {
  AccountActivity,
  AccountPayment,
  CashierTransaction,
  CasinoRound,
  HistoryPage,
  LoginSession,
  SportsBet,
} from '../history/history.ts';

/** 20 November 2026, 21:14:08 in Riga (19:14:08 UTC): the time of the examples of the contract. */
const PLAYED_AT = Date.parse('2026-11-20T21:14:08+02:00');

/** Anna's Swedbank deposit of 20.00 EUR (the contract's example). */
export const createCashierTransaction = (
  overrides: Partial<CashierTransaction> = {},
): CashierTransaction => ({
  id: 55001,
  type: 'DEPOSIT',
  method: 'Swedbank',
  amount: 2000,
  currency: 'EUR',
  status: 'SUCCESS',
  createdAt: Date.parse('2026-11-19T19:42:00+02:00'),
  ...overrides,
});

/** A 2.00 EUR round of Gates of Olympus that won 5.40 EUR. */
export const createCasinoRound = (overrides: Partial<CasinoRound> = {}): CasinoRound => ({
  roundId: 'PRG-7731-0042',
  gameName: 'Gates of Olympus',
  provider: 'PRAGMATIC',
  gameType: 'RNG',
  betAmount: 200,
  winAmount: 540,
  currency: 'EUR',
  playedAt: PLAYED_AT,
  ...overrides,
});

/** A won single bet of 10.00 EUR at 1.85. */
export const createSportsBet = (overrides: Partial<SportsBet> = {}): SportsBet => ({
  betId: 'SB-2026-118834',
  betType: 'SINGLE',
  description: 'Latvija – Igaunija: 1',
  stake: 1000,
  odds: 1.85,
  winAmount: 1850,
  currency: 'EUR',
  status: 'WON',
  placedAt: Date.parse('2026-11-18T18:55:00+02:00'),
  settledAt: Date.parse('2026-11-18T21:50:00+02:00'),
  ...overrides,
});

/** A 2.00 EUR bet leaving 1 248.50 EUR. */
export const createAccountPayment = (overrides: Partial<AccountPayment> = {}): AccountPayment => ({
  id: 700123,
  type: 'BET',
  amount: -200,
  balanceAfter: 124850,
  currency: 'EUR',
  createdAt: PLAYED_AT,
  ...overrides,
});

/** A login from Riga. */
export const createAccountActivity = (overrides: Partial<AccountActivity> = {}): AccountActivity => ({
  id: 31005,
  type: 'LOGIN',
  ipAddress: '85.254.76.12',
  createdAt: Date.parse('2026-11-21T08:02:31+02:00'),
  ...overrides,
});

/** An evening's desktop session with 42.00 EUR bet and 39.50 EUR won. */
export const createLoginSession = (overrides: Partial<LoginSession> = {}): LoginSession => ({
  id: 's-1001-20261120-01',
  loginAt: Date.parse('2026-11-20T20:30:00+02:00'),
  logoutAt: Date.parse('2026-11-20T22:05:12+02:00'),
  ipAddress: '85.254.76.12',
  device: 'DESKTOP',
  totalBets: 4200,
  totalWins: 3950,
  currency: 'EUR',
  ...overrides,
});

/** A first page of 20 holding `rows` and no other entry, unless told otherwise. */
export const createHistoryPage = <Row>(
  rows: readonly Row[],
  overrides: Partial<HistoryPage<Row>> = {},
): HistoryPage<Row> => ({ rows, totalCount: rows.length, pageIndex: 0, pageSize: 20, ...overrides });
