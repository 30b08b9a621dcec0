import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { errorOf } from '../testing/sandbox-harness.ts';
import type { ActivitySummary } from './activity-summary.ts';

const summaryPath = (granularity: string) =>
  `/api/v1/customerfacing/customers/activity/summary?granularity=${granularity}`;

interface Limit {
  readonly type: string;
  readonly period: string;
  readonly usedAmount: number;
}

const sum = (summary: ActivitySummary, field: 'deposits' | 'withdrawals' | 'netResult' | 'secondsPlayed') =>
  summary.buckets.reduce((total, bucket) => total + bucket[field], 0);

/** The clock of these tests reads 21/11/2026, 12:00 in Riga (player-care.test-kit.ts). */
describe('activity summary', () => {
  let care: CareSandbox;
  let token: string;

  beforeEach(async () => {
    care = await startCareSandbox();
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const summary = async (granularity: string, as = token): Promise<ActivitySummary> =>
    bodyOf<ActivitySummary>(await care.api.get(summaryPath(granularity), as));

  it('gives the 12 months from December last year to November, oldest first', async () => {
    const months = await summary('month');
    expect([months.from, months.to, months.currency, months.buckets.map((b) => b.start)]).toEqual([
      '2025-12-01',
      '2026-11-21',
      'EUR',
      [
        '2025-12-01',
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
        '2026-11-01',
      ],
    ]);
  });

  it('gives every day of the period up to today', async () => {
    const days = (await summary('day')).buckets.map((b) => b.start);
    expect([days.length, days[0], days.at(-1)]).toEqual([356, '2025-12-01', '2026-11-21']);
  });

  it('gives weeks starting on Monday, 7 days apart, the last holding today', async () => {
    const weeks = (await summary('week')).buckets.map((b) => Date.parse(`${b.start}T00:00:00Z`));
    const mondays = weeks.every((start) => new Date(start).getUTCDay() === 1);
    const steps = new Set(weeks.slice(1).map((start, i) => (start - (weeks[i] ?? 0)) / 86_400_000));
    expect([mondays, [...steps], new Date(weeks.at(-1) ?? 0).toISOString().slice(0, 10)]).toEqual([
      true,
      [7],
      '2026-11-16',
    ]);
  });

  it('counts the same totals per day, week and month', async () => {
    const [days, weeks, months] = await Promise.all([summary('day'), summary('week'), summary('month')]);
    const totals = (s: ActivitySummary) => [sum(s, 'deposits'), sum(s, 'withdrawals'), sum(s, 'netResult')];
    expect([totals(days), totals(weeks)]).toEqual([totals(months), totals(months)]);
  });

  it('shows anna’s seeded play of the last two months', async () => {
    const months = await summary('month');
    const played = months.buckets.filter((b) => b.secondsPlayed > 0).map((b) => b.start);
    expect(played).toEqual(expect.arrayContaining(['2026-10-01', '2026-11-01']));
  });

  it('counts this month’s deposits and loss as her monthly limits count them', async () => {
    const november = (await summary('month')).buckets.at(-1);
    const settings = bodyOf<{ limits: Limit[] }>(await care.api.get(carePaths.settings(1001), token));
    const used = (type: string) =>
      settings.limits.find((l) => l.type === type && l.period === 'MONTHLY')?.usedAmount;
    expect([november?.deposits, Math.max(0, -(november?.netResult ?? 0))]).toEqual([
      used('DEPOSIT'),
      used('LOSS'),
    ]);
  });

  it('gives janis his one deposit and no play', async () => {
    const janis = await summary('month', await care.tokenOf('janis'));
    expect([sum(janis, 'deposits'), sum(janis, 'netResult')]).toEqual([5000, 0]);
  });

  it('refuses an unknown granularity with 400 and -1', async () => {
    const response = await care.api.get(summaryPath('year'), token);
    expect([response.status, errorOf(response).errorCode]).toEqual([400, -1]);
  });

  it('refuses a caller without a token with 401 and 3', async () => {
    const response = await care.api.get(summaryPath('month'));
    expect([response.status, errorOf(response).errorCode]).toEqual([401, 3]);
  });
});
