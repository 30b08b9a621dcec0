import type { ApiFailure } from '../errors/api-failure.ts';
import type {
  AccountActivity,
  AccountPayment,
  CashierTransaction,
  CasinoRound,
  HistoryPage,
  HistoryQuery,
  LoginSession,
  SportsBet,
} from '../history/history.ts';
import type { Result } from '../shared/result.ts';

/** An answer of a history call: one page, or why it failed. */
export type HistoryAnswer<Row> = Promise<Result<HistoryPage<Row>, ApiFailure>>;

/**
 * The logged-in customer's histories (account-and-session.md §2 Profile, history tab): one call per
 * list, GET customers/history/{cashier|casino|sports|payments|activity|session}, each answering one
 * page newest first within a range of days (Europe/Riga, both inclusive). All private: without a
 * session they fail with 401 errorCode 3; a range over 365 days fails with 400 errorCode -1.
 */
export interface HistoryPort {
  /** Deposits and withdrawals. */
  getCashierHistory(query: HistoryQuery): HistoryAnswer<CashierTransaction>;
  /** Casino and live-casino rounds. */
  getCasinoHistory(query: HistoryQuery): HistoryAnswer<CasinoRound>;
  /** Sportsbook bets, by the time they were placed. */
  getSportsHistory(query: HistoryQuery): HistoryAnswer<SportsBet>;
  /** Every movement of money with the balance after it. */
  getPaymentHistory(query: HistoryQuery): HistoryAnswer<AccountPayment>;
  /** Account events ("my activity"). */
  getActivityHistory(query: HistoryQuery): HistoryAnswer<AccountActivity>;
  /** Login sessions, by the time they began. */
  getSessionHistory(query: HistoryQuery): HistoryAnswer<LoginSession>;
}
export const HistoryPort = Symbol('HistoryPort');
