import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { errorOf } from '../testing/sandbox-harness.ts';

interface Page {
  readonly content: Record<string, unknown>[];
  readonly totalElements: number;
  readonly pageStart: number;
  readonly pageSize: number;
}

const lists = ['cashier', 'casino', 'sports', 'payments', 'activity', 'session'] as const;
const timeField = {
  cashier: 'createdAt',
  casino: 'playedAt',
  sports: 'placedAt',
  payments: 'createdAt',
  activity: 'createdAt',
  session: 'loginAt',
} as const;

describe('history lists', () => {
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

  const page = async (list: (typeof lists)[number], query = ''): Promise<Page> =>
    bodyOf<Page>(await care.api.get(carePaths.history(list, query), token));

  it.each(lists)('serves anna seeded %s entries of the last 30 days, newest first', async (list) => {
    const { content, totalElements } = await page(list);
    expect(totalElements).toBeGreaterThan(0);
    const times = content.map((entry) => Date.parse(String(entry[timeField[list]])));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2026-10-21T21:00:00Z'));
  });

  it('ends the payments at anna’s current total balance', async () => {
    const { content } = await page('payments');
    expect(content[0]?.balanceAfter).toBe(125050 + 2000);
  });

  it('pages with pageStart and pageSize over the same range', async () => {
    const first = await page('payments', '?pageStart=0&pageSize=5');
    const second = await page('payments', '?pageStart=1&pageSize=5');
    expect(first.content).toHaveLength(5);
    expect(second.content[0]).toEqual((await page('payments', '?pageSize=10')).content[5]);
    expect(second).toMatchObject({ pageStart: 1, pageSize: 5, totalElements: first.totalElements });
  });

  it('keeps only the entries of the requested Riga days', async () => {
    const all = await page('payments', '?dateFrom=2026-09-01&dateTo=2026-11-21&pageSize=100');
    const day = all.content[all.content.length - 1]?.createdAt as string;
    const rigaDay = new Date(Date.parse(day) + 2 * 3600_000).toISOString().slice(0, 10);
    const one = await page('payments', `?dateFrom=${rigaDay}&dateTo=${rigaDay}&pageSize=100`);
    expect(one.totalElements).toBeGreaterThan(0);
    for (const entry of one.content) {
      expect(new Date(Date.parse(String(entry.createdAt)) + 2 * 3600_000).toISOString().slice(0, 10)).toBe(
        rigaDay,
      );
    }
  });

  it('gives janis his one deposit and no game rounds', async () => {
    const janis = await care.tokenOf('janis');
    const cashier = bodyOf<Page>(await care.api.get(carePaths.history('cashier'), janis));
    expect(cashier.content).toEqual([
      expect.objectContaining({ type: 'DEPOSIT', amount: 5000, method: 'Citadele' }),
    ]);
    expect(bodyOf<Page>(await care.api.get(carePaths.history('casino'), janis)).totalElements).toBe(0);
  });

  it('refuses a range whose dateFrom is after dateTo with 400 and -1', async () => {
    const response = await care.api.get(
      carePaths.history('casino', '?dateFrom=2026-11-20&dateTo=2026-11-01'),
      token,
    );
    expect(response.status).toBe(400);
    expect(errorOf(response).errorCode).toBe(-1);
  });

  it('refuses a range over 365 days', async () => {
    const response = await care.api.get(
      carePaths.history('casino', '?dateFrom=2025-01-01&dateTo=2026-11-21'),
      token,
    );
    expect(errorOf(response).errorMessage).toMatch(/365 days/);
  });

  it('appends a limit change to my activity', async () => {
    await care.api.post(
      carePaths.updateSettings,
      { limits: [{ type: 'LOSS', period: 'DAILY', amount: 5000 }] },
      token,
    );
    expect((await page('activity')).content[0]).toMatchObject({ activityType: 'LIMIT_CHANGE' });
  });
});
