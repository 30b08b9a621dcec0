import { formatDateTime, formatMinorUnits, type MoneyFormatOptions } from '../money/money-format.rule.ts';
import type { LifetimeStatistics } from './lifetime-statistics.ts';

/** Whether the player is ahead (wins over bets), behind or even. */
export type NetResultSign = 'positive' | 'negative' | 'zero';

/** The lifetime statistics as the section shows them. */
export interface LifetimeFigures {
  readonly deposits: string;
  readonly withdrawals: string;
  readonly bets: string;
  readonly wins: string;
  /** Wins minus bets, signed (`-749.50 EUR` when behind). */
  readonly netResult: string;
  readonly netSign: NetResultSign;
  /** `DD/MM/YYYY`. */
  readonly registeredOn: string;
}

/**
 * A moment's calendar date, `DD/MM/YYYY` (the date part of account-and-session.md §9's format).
 * @param utcOffsetMinutes the wall clock's offset east of UTC (see formatDateTime).
 */
export const formatCalendarDate = (epochMs: number, utcOffsetMinutes: number): string =>
  formatDateTime(epochMs, utcOffsetMinutes).slice(0, 'DD/MM/YYYY'.length);

const signOf = (amount: number): NetResultSign => {
  if (amount > 0) return 'positive';
  return amount < 0 ? 'negative' : 'zero';
};

/**
 * The figures of the lifetime statistics (games-and-content.md §9): each total in minor units shown
 * divided by 100 with two decimals and the currency, the net result (wins minus bets) with its sign,
 * and the registration date as `DD/MM/YYYY` on the player's clock.
 * @param utcOffsetMinutes the offset of the player's clock at the registration moment.
 */
export function lifetimeFigures(
  statistics: LifetimeStatistics,
  utcOffsetMinutes: number,
  options: MoneyFormatOptions = {},
): LifetimeFigures {
  const money = (amount: number): string => formatMinorUnits(amount, statistics.currency, options);
  const net = statistics.totalWins - statistics.totalBets;
  return {
    deposits: money(statistics.totalDeposits),
    withdrawals: money(statistics.totalWithdrawals),
    bets: money(statistics.totalBets),
    wins: money(statistics.totalWins),
    netResult: money(net),
    netSign: signOf(net),
    registeredOn: formatCalendarDate(statistics.registeredAt, utcOffsetMinutes),
  };
}
