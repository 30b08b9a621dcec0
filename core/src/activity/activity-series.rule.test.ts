import { describe, expect, it } from 'vitest';
import { createActivityBucket, createActivitySummary } from '../testing/activity.builder.ts';
import { createLimit } from '../testing/limit-settings.builder.ts';
import { activitySeries, type ActivityMeasure } from './activity-series.rule.ts';

const seriesOf = (view: ReturnType<typeof activitySeries>, measure: ActivityMeasure) =>
  view.series.find((series) => series.measure === measure);

describe('activitySeries', () => {
  it('gives each measure per bucket, oldest first, with its unit and total', () => {
    const view = activitySeries(createActivitySummary(), []);
    expect(view.series.map(({ measure, unit, values, total }) => ({ measure, unit, values, total }))).toEqual(
      [
        { measure: 'deposits', unit: 'minor-units', values: [2_000, 15_000], total: 17_000 },
        { measure: 'withdrawals', unit: 'minor-units', values: [0, 5_000], total: 5_000 },
        { measure: 'netResult', unit: 'minor-units', values: [1_000, -2_550], total: -1_550 },
        { measure: 'secondsPlayed', unit: 'seconds', values: [2_700, 9_000], total: 11_700 },
      ],
    );
  });

  it('draws a monthly deposit limit on the monthly deposits', () => {
    const view = activitySeries(createActivitySummary(), [
      createLimit({ period: 'MONTHLY', amount: 200_000 }),
    ]);
    expect(seriesOf(view, 'deposits')?.limit).toEqual({ type: 'DEPOSIT', period: 'MONTHLY', value: 200_000 });
  });

  it.each([
    ['day', 'DAILY'],
    ['week', 'WEEKLY'],
    ['month', 'MONTHLY'],
  ] as const)('draws on the %s chart only the %s limit', (granularity, period) => {
    const limits = (['DAILY', 'WEEKLY', 'MONTHLY'] as const).map((p, i) =>
      createLimit({ type: 'WITHDRAW', period: p, amount: (i + 1) * 1_000 }),
    );
    const view = activitySeries(createActivitySummary({ granularity }), limits);
    expect(seriesOf(view, 'withdrawals')?.limit?.period).toBe(period);
  });

  it('draws no line from a limit of another period', () => {
    const view = activitySeries(createActivitySummary({ granularity: 'week' }), [
      createLimit({ period: 'DAILY' }),
      createLimit({ period: 'MONTHLY' }),
    ]);
    expect(seriesOf(view, 'deposits')?.limit).toBeNull();
  });

  it('draws the loss limit below zero on the net result', () => {
    const view = activitySeries(createActivitySummary(), [
      createLimit({ type: 'LOSS', period: 'MONTHLY', amount: 100_000 }),
    ]);
    expect(seriesOf(view, 'netResult')?.limit?.value).toBe(-100_000);
  });

  it('draws only the loss limit of all games, not a product’s', () => {
    const view = activitySeries(createActivitySummary(), [
      createLimit({ type: 'CASINO_LOSS', period: 'MONTHLY', amount: 100_000 }),
    ]);
    expect(seriesOf(view, 'netResult')?.limit).toBeNull();
  });

  it('draws the session-time limit in seconds on the time played', () => {
    const view = activitySeries(createActivitySummary({ granularity: 'day' }), [
      createLimit({ type: 'SESSION_LENGTH', period: 'DAILY', amount: 240 }),
    ]);
    expect(seriesOf(view, 'secondsPlayed')?.limit?.value).toBe(14_400);
  });

  it('marks the largest value, and the largest loss of the net result', () => {
    const view = activitySeries(
      createActivitySummary({
        buckets: [
          createActivityBucket({ deposits: 5_000, netResult: -9_000 }),
          createActivityBucket({ deposits: 9_000, netResult: 4_000 }),
          createActivityBucket({ deposits: 1_000, netResult: -100 }),
        ],
      }),
      [],
    );
    expect([seriesOf(view, 'deposits')?.peak, seriesOf(view, 'netResult')?.peak]).toEqual([1, 0]);
  });

  it('marks no peak when nothing happened (no loss among the results either)', () => {
    const quiet = createActivityBucket({ deposits: 0, netResult: 300 });
    const view = activitySeries(createActivitySummary({ buckets: [quiet, quiet] }), []);
    expect([seriesOf(view, 'deposits')?.peak, seriesOf(view, 'netResult')?.peak]).toEqual([null, null]);
  });
});
