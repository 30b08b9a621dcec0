import type { CalendarDate } from '../registration/calendar-date.ts';

/**
 * The six lists of the profile's history tab (account-and-session.md §2 Profile: cashier, casino,
 * sports, payments, my activity, session), in the order the tab offers them.
 */
export const HISTORY_KINDS = ['cashier', 'casino', 'sports', 'payments', 'activity', 'session'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** A deposit or withdrawal. Amount in minor units (never negative); time in epoch ms. */
export interface CashierTransaction {
  readonly id: number;
  readonly type: 'DEPOSIT' | 'WITHDRAW';
  /** The payment method as the cashier names it (e.g. Swedbank, Visa •5610). */
  readonly method: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  readonly createdAt: number;
}

/** A casino or live-casino game round. Amounts in minor units; time in epoch ms. */
export interface CasinoRound {
  readonly roundId: string;
  readonly gameName: string;
  readonly provider: string;
  readonly gameType: 'RNG' | 'LIVE_CASINO';
  readonly betAmount: number;
  readonly winAmount: number;
  readonly currency: string;
  readonly playedAt: number;
}

/** A sportsbook bet. Amounts in minor units; times in epoch ms. */
export interface SportsBet {
  readonly betId: string;
  readonly betType: 'SINGLE' | 'COMBO' | 'SYSTEM';
  /** The selections as the sportsbook names them. */
  readonly description: string;
  readonly stake: number;
  /** Decimal odds, at least 1. */
  readonly odds: number;
  /** Null until the bet is settled. */
  readonly winAmount: number | null;
  readonly currency: string;
  readonly status: 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT';
  readonly placedAt: number;
  /** Null until the bet is settled. */
  readonly settledAt: number | null;
}

/** A movement of money on the account. Amounts in minor units, negative for debits; time in epoch ms. */
export interface AccountPayment {
  readonly id: number;
  readonly type: 'DEPOSIT' | 'WITHDRAW' | 'BET' | 'WIN' | 'BONUS' | 'BONUS_RELEASE' | 'ADJUSTMENT';
  readonly amount: number;
  /** The total balance (cash and bonus) after the movement. */
  readonly balanceAfter: number;
  readonly currency: string;
  readonly createdAt: number;
}

/** An account event of "my activity". Time in epoch ms. */
export interface AccountActivity {
  readonly id: number;
  readonly type:
    | 'LOGIN'
    | 'LOGOUT'
    | 'FAILED_LOGIN'
    | 'PASSWORD_CHANGE'
    | 'PROFILE_UPDATE'
    | 'LIMIT_CHANGE'
    | 'SELF_EXCLUSION'
    | 'TIMEOUT'
    | 'DOCUMENT_UPLOAD';
  readonly ipAddress: string;
  readonly createdAt: number;
}

/** A login session with its bet and win totals. Amounts in minor units; times in epoch ms. */
export interface LoginSession {
  readonly id: string;
  readonly loginAt: number;
  /** Null for the session still open. */
  readonly logoutAt: number | null;
  readonly ipAddress: string;
  readonly device: 'DESKTOP' | 'MOBILE';
  readonly totalBets: number;
  readonly totalWins: number;
  readonly currency: string;
}

/** The row type of each history. */
export interface HistoryRowOf {
  readonly cashier: CashierTransaction;
  readonly casino: CasinoRound;
  readonly sports: SportsBet;
  readonly payments: AccountPayment;
  readonly activity: AccountActivity;
  readonly session: LoginSession;
}

/** Calendar days of the label's time zone, both inclusive. */
export interface DateRange {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** What page of a history to list. */
export interface HistoryQuery {
  /** Zero-based index of the page. */
  readonly pageIndex: number;
  /** Entries per page, 1 to 100. */
  readonly pageSize: number;
  /** The days whose entries are listed; the server's default (the 30 days up to today) when absent. */
  readonly range?: DateRange;
}

/** One page of a history, newest first. */
export interface HistoryPage<Row> {
  readonly rows: readonly Row[];
  /** Entries in the range over all pages. */
  readonly totalCount: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}
