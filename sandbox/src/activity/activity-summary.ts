import type { CashierEntry, PlayerLedger } from '../wallet/ledger.ts';
import { rigaDayOf, rigaIsoDate, rigaMidnight } from '../wallet/riga-time.ts';

/** The size of a bucket of the activity summary. */
export type ActivityGranularity = 'day' | 'week' | 'month';

/** One bucket: its first Riga day and its sums (minor units, seconds). */
export interface ActivityBucket {
  readonly start: string;
  deposits: number;
  withdrawals: number;
  netResult: number;
  secondsPlayed: number;
}

/** The ActivitySummary of the contract. */
export interface ActivitySummary {
  readonly granularity: ActivityGranularity;
  readonly currency: string;
  readonly from: string;
  readonly to: string;
  readonly buckets: readonly ActivityBucket[];
}

/** The period of the summary and its buckets: their starting instants, oldest first, and the end of the last. */
interface Buckets {
  /** The first instant of the period: the first day of the month 11 months before `now`'s, in Riga. */
  readonly from: number;
  readonly starts: readonly number[];
  readonly end: number;
}

/**
 * The Riga days, Monday weeks or months from the first day of the month 11 months before `now`'s up
 * to `now`'s day; the first week may start before that day and the last week and month end after today.
 */
function bucketsOf(granularity: ActivityGranularity, now: number): Buckets {
  const today = rigaDayOf(now);
  const year = today.year;
  const firstMonth = today.month - 11;
  const from = rigaMidnight(year, firstMonth, 1);
  const starts: number[] = [];
  if (granularity === 'month') {
    for (let m = 0; m <= 12; m++) starts.push(rigaMidnight(year, firstMonth + m, 1));
    const end = starts.pop() ?? from;
    return { from, starts, end };
  }
  const step = granularity === 'week' ? 7 : 1;
  // Day offsets from the 1st of the first month (which may overflow into later months, as Date.UTC does).
  let day =
    granularity === 'week' ? 1 - ((new Date(Date.UTC(year, firstMonth - 1, 1)).getUTCDay() + 6) % 7) : 1;
  const tomorrow = rigaMidnight(today.year, today.month, today.day + 1);
  for (; rigaMidnight(year, firstMonth, day) < tomorrow; day += step)
    starts.push(rigaMidnight(year, firstMonth, day));
  return { from, starts, end: rigaMidnight(year, firstMonth, day) };
}

/** The index of the bucket holding `at`, or -1 outside them (binary search over the starts). */
function bucketIndex(starts: readonly number[], end: number, at: number): number {
  if (at < (starts[0] ?? end) || at >= end) return -1;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

// As the limits count (ledger-usage.ts): a deposit once credited, a withdrawal from its request on
// unless it failed or was cancelled.
const counts = (entry: CashierEntry): boolean =>
  entry.type === 'DEPOSIT'
    ? entry.status === 'SUCCESS'
    : entry.status !== 'FAILED' && entry.status !== 'CANCELLED';

/**
 * The player's activity of the last 12 months per day, week (Monday first) or month in Riga, summed
 * from the ledger as the responsible-gaming limits count it (see the contract's getActivitySummary):
 * credited deposits, withdrawals requested and not failed or cancelled, wins minus bets of the casino
 * rounds and sports bets, and the logged-in seconds of the sessions started in the bucket (an open
 * one up to `now`).
 */
export function summariseActivity(
  ledger: PlayerLedger,
  granularity: ActivityGranularity,
  currency: string,
  now: number,
): ActivitySummary {
  const { from, starts, end } = bucketsOf(granularity, now);
  const buckets: ActivityBucket[] = starts.map((start) => ({
    start: rigaIsoDate(start),
    deposits: 0,
    withdrawals: 0,
    netResult: 0,
    secondsPlayed: 0,
  }));
  const at = (instant: number): ActivityBucket | undefined => buckets[bucketIndex(starts, end, instant)];
  for (const entry of ledger.cashier) {
    const bucket = at(entry.createdAt);
    if (bucket === undefined || !counts(entry)) continue;
    if (entry.type === 'DEPOSIT') bucket.deposits += entry.amount;
    else bucket.withdrawals += entry.amount;
  }
  for (const round of ledger.casino) {
    const bucket = at(round.playedAt);
    if (bucket !== undefined) bucket.netResult += round.winAmount - round.betAmount;
  }
  for (const bet of ledger.sports) {
    const bucket = at(bet.placedAt);
    if (bucket !== undefined) bucket.netResult += (bet.winAmount ?? 0) - bet.stake;
  }
  for (const session of ledger.sessions) {
    const bucket = at(session.loginAt);
    if (bucket !== undefined)
      bucket.secondsPlayed += Math.max(0, Math.round(((session.logoutAt ?? now) - session.loginAt) / 1000));
  }
  return {
    granularity,
    currency,
    from: rigaIsoDate(from),
    to: rigaIsoDate(now),
    buckets,
  };
}
