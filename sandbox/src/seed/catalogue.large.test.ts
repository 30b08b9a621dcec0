import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { generateCatalogue } from './catalogue.seed.ts';

const large = generateCatalogue(2026, 'large');

describe('the large catalogue', () => {
  it('holds at least 10,000 games in at least 100 categories from at least 40 providers', () => {
    expect(large.games.length).toBeGreaterThanOrEqual(10_000);
    expect(large.categories.length).toBeGreaterThanOrEqual(100);
    expect(new Set(large.games.map((g) => g.gameProvider)).size).toBeGreaterThanOrEqual(40);
  });

  it('is deterministic', () => {
    const again = generateCatalogue(2026, 'large');
    expect(again.games.map((g) => g.friendlyUrl)).toEqual(large.games.map((g) => g.friendlyUrl));
    expect(again.categories).toEqual(large.categories);
  });

  it('keeps ids, friendly URLs and category ids unique and every category but last-played filled', () => {
    const unique = (values: readonly unknown[]): number => new Set(values).size;
    expect(unique(large.games.map((g) => g.id))).toBe(large.games.length);
    expect(unique(large.games.map((g) => g.friendlyUrl))).toBe(large.games.length);
    expect(unique(large.categories.map((c) => c.id))).toBe(large.categories.length);
    const filled = new Set(large.games.flatMap((g) => g.gameCategoryIds));
    const empty = large.categories.filter((c) => !filled.has(c.id)).map((c) => c.friendlyUrl);
    expect(empty).toEqual(['last-played']);
  });

  it('leaves the default catalogue as it was', () => {
    const catalogue = generateCatalogue();
    expect(catalogue.games).toHaveLength(2110);
    expect(catalogue.categories).toHaveLength(54);
  });
});

describe('a sandbox started with the large seed', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ seed: { size: 'large' } });
    api = new ApiClient(sandbox.url);
  }, 30_000);

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('serves every game through search and enables every provider', async () => {
    const page = await api.post(paths.search, {
      pageStart: 0,
      pageSize: 40,
      sortAsc: true,
      sortBy: 'id',
      columnSearches: [],
    });
    expect((page.body as { totalElements: number }).totalElements).toBeGreaterThanOrEqual(10_000);
    const config = (await api.get(paths.generalConfig)).body as { gameproviders: { enabled: string[] } };
    expect(config.gameproviders.enabled.length).toBeGreaterThanOrEqual(40);
    const categories = (await api.get(paths.categories)).body as unknown[];
    expect(categories.length).toBeGreaterThanOrEqual(100);
  });
});
