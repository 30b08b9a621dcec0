import type { LimitPeriod, LimitType, LimitValue } from '../limits/limit-settings.ts';
import type { ActivityBucket, ActivityGranularity, ActivitySummary } from './activity.ts';

/** A figure of the activity view: one chart and one column of its table. */
export type ActivityMeasure = 'deposits' | 'withdrawals' | 'netResult' | 'secondsPlayed';

export const ACTIVITY_MEASURES: readonly ActivityMeasure[] = [
  'deposits',
  'withdrawals',
  'netResult',
  'secondsPlayed',
];

/** Money in minor units, or time in seconds. */
export type ActivityUnit = 'minor-units' | 'seconds';

/** The player's limit drawn on a series, in the series' unit. */
export interface ActivityLimitLine {
  readonly type: LimitType;
  readonly period: LimitPeriod;
  /**
   * Where the line is drawn: the limit's amount for deposits and withdrawals (minor units), minus the
   * loss limit on the net result (a loss shows as a negative result), the session-time limit in seconds.
   */
  readonly value: number;
}

/** One measure over the buckets. */
export interface ActivitySeries {
  readonly measure: ActivityMeasure;
  readonly unit: ActivityUnit;
  /** One value per bucket, in the buckets' order (oldest first). */
  readonly values: readonly number[];
  /** The sum of the values. */
  readonly total: number;
  /** The index of the bucket with the largest value (the largest loss for the net result); null when all are 0. */
  readonly peak: number | null;
  /** The limit of the bucket's period that bounds this measure; null when none is set. */
  readonly limit: ActivityLimitLine | null;
}

/** What the activity view draws: the buckets, and a series for each measure. */
export interface ActivityView {
  readonly granularity: ActivityGranularity;
  readonly currency: string;
  readonly buckets: ActivitySummary['buckets'];
  readonly series: readonly ActivitySeries[];
}

/** The limit period that counts over one bucket of a granularity. */
export const PERIOD_OF: Readonly<Record<ActivityGranularity, LimitPeriod>> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
};

/**
 * The limit type that bounds each measure, and how its amount becomes a value of the measure: the
 * deposit and withdrawal limits as they are; the overall loss limit (all games) below zero, as a loss
 * is a negative net result; the session-time limit from minutes to seconds.
 */
const LIMIT_OF: Readonly<Record<ActivityMeasure, { type: LimitType; value: (amount: number) => number }>> = {
  deposits: { type: 'DEPOSIT', value: (amount) => amount },
  withdrawals: { type: 'WITHDRAW', value: (amount) => amount },
  netResult: { type: 'LOSS', value: (amount) => -amount },
  secondsPlayed: { type: 'SESSION_LENGTH', value: (minutes) => minutes * 60 },
};

function peakOf(measure: ActivityMeasure, values: readonly number[]): number | null {
  // The net result's notable bucket is the largest loss; the other measures' the largest value.
  const weight = (value: number): number => (measure === 'netResult' ? -value : value);
  let peak: number | null = null;
  values.forEach((value, index) => {
    if (weight(value) > 0 && (peak === null || weight(value) > weight(values[peak] ?? 0))) peak = index;
  });
  return peak;
}

/**
 * The series of the activity view: each measure per bucket, with the player's current limit of the
 * same period drawn on it (a daily deposit limit on the daily deposits, a weekly one on the weekly, a
 * monthly one on the monthly; the loss limit on the net result; the session-time limit on the time
 * played). A limit of another period is not converted: a daily limit does not make a weekly one.
 * @param limits the limits in force (none when the label has limits off or they could not be read).
 */
export function activitySeries(summary: ActivitySummary, limits: readonly LimitValue[]): ActivityView {
  const period = PERIOD_OF[summary.granularity];
  const series = ACTIVITY_MEASURES.map((measure): ActivitySeries => {
    const values = summary.buckets.map((bucket: ActivityBucket) => bucket[measure]);
    const bound = LIMIT_OF[measure];
    const limit = limits.find((candidate) => candidate.type === bound.type && candidate.period === period);
    return {
      measure,
      unit: measure === 'secondsPlayed' ? 'seconds' : 'minor-units',
      values,
      total: values.reduce((sum, value) => sum + value, 0),
      peak: peakOf(measure, values),
      limit: limit === undefined ? null : { type: limit.type, period, value: bound.value(limit.amount) },
    };
  });
  return { granularity: summary.granularity, currency: summary.currency, buckets: summary.buckets, series };
}
