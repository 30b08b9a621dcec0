import type { CalendarDate } from '../registration/calendar-date.ts';

/** The size of a bucket of the activity view: a Riga day, a week starting on Monday or a calendar month. */
export type ActivityGranularity = 'day' | 'week' | 'month';

export const ACTIVITY_GRANULARITIES: readonly ActivityGranularity[] = ['day', 'week', 'month'];

/** The player's activity in one bucket, counted as the responsible-gaming limits count it. */
export interface ActivityBucket {
  /** The bucket's first day (a Monday for a week, the 1st for a month). */
  readonly start: CalendarDate;
  /** Deposits credited, in minor units. */
  readonly deposits: number;
  /** Withdrawals requested and not failed or cancelled, in minor units. */
  readonly withdrawals: number;
  /** Wins minus bets, in minor units; negative when the player lost. */
  readonly netResult: number;
  /** Logged-in time of the sessions started in the bucket, in seconds. */
  readonly secondsPlayed: number;
}

/** The last 12 months of activity (GET customers/activity/summary): every bucket, oldest first. */
export interface ActivitySummary {
  readonly granularity: ActivityGranularity;
  /** ISO 4217 code of every amount. */
  readonly currency: string;
  /** The period's first and last (today) day, inclusive. */
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly buckets: readonly ActivityBucket[];
}
