import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carePaths, startCareSandbox, type CareSandbox } from './player-care.test-kit.ts';

describe('player-care reads of both demo players', () => {
  let care: CareSandbox;

  beforeEach(async () => {
    care = await startCareSandbox();
  });

  afterEach(async () => {
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  it.each([
    ['anna', 1001],
    ['janis', 1002],
  ])('answers every read of %s within the contract', async (username, id) => {
    const token = await care.tokenOf(username);
    const gets = [
      carePaths.settings(id),
      carePaths.limits,
      carePaths.selfExclusion,
      carePaths.defaultLimits,
      carePaths.hasActive(id),
      carePaths.activeCount(id),
      ...(['cashier', 'casino', 'sports', 'payments', 'activity', 'session'] as const).map((list) =>
        carePaths.history(list, '?dateFrom=2025-11-22&dateTo=2026-11-21&pageSize=100'),
      ),
    ];
    const statuses = await Promise.all(gets.map(async (path) => (await care.api.get(path, token)).status));
    const table = { draw: 1, start: 0, length: 100 };
    const posts = await Promise.all(
      [
        care.api.post(carePaths.bonusSearch, {}, token),
        care.api.post(carePaths.bonusTable, table, token),
        care.api.post(carePaths.threadTable, table, token),
      ].map(async (response) => (await response).status),
    );
    expect([...statuses, ...posts].every((status) => status === 200)).toBe(true);
  });
});
