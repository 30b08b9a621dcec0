import { describe, expect, it } from 'vitest';
import type { CatalogueQuery } from '../catalogue/catalogue.ts';
import { createGame } from './catalogue.builder.ts';
import { FakeCataloguePort } from './catalogue-port.fake.ts';

const query = (overrides: Partial<CatalogueQuery> = {}): CatalogueQuery => ({
  pageStart: 0,
  pageSize: 10,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: [],
  mobile: false,
  ...overrides,
});

const idsOf = async (catalogue: FakeCataloguePort, q: CatalogueQuery): Promise<number[]> => {
  const result = await catalogue.searchGames(q);
  return result.ok ? result.value.games.map((game) => game.id) : [];
};

describe('FakeCataloguePort.searchGames', () => {
  const catalogue = new FakeCataloguePort();
  catalogue.games = [
    createGame({ id: 3, name: 'Book of Ra', categoryIds: [1] }),
    createGame({ id: 1, name: 'Lightning Roulette', gameType: 'LIVE_CASINO', categoryIds: [2] }),
    createGame({ id: 2, name: 'Starburst', provider: 'netent', categoryIds: [1, 2] }),
  ];

  it('sorts by id ascending', async () => {
    expect(await idsOf(catalogue, query())).toEqual([1, 2, 3]);
  });

  it('sorts by id descending', async () => {
    expect(await idsOf(catalogue, query({ sortAsc: false }))).toEqual([3, 2, 1]);
  });

  it('filters by game type', async () => {
    const searches = [{ key: 'gameType', operation: 'EQUALS', value: 'RNG' }];
    expect(await idsOf(catalogue, query({ columnSearches: searches }))).toEqual([2, 3]);
  });

  it('filters by category', async () => {
    const searches = [{ key: 'gameCategoryIds', operation: 'CONTAINS', value: '2' }];
    expect(await idsOf(catalogue, query({ columnSearches: searches }))).toEqual([1, 2]);
  });

  it('filters by provider', async () => {
    const searches = [{ key: 'gameProvider', operation: 'EQUALS', value: 'netent' }];
    expect(await idsOf(catalogue, query({ columnSearches: searches }))).toEqual([2]);
  });

  it('filters by part of the name, ignoring case', async () => {
    const searches = [{ key: 'gameName', operation: 'LIKE', value: 'BOOK' }];
    expect(await idsOf(catalogue, query({ columnSearches: searches }))).toEqual([3]);
  });

  it('serves the zero-based page', async () => {
    expect(await idsOf(catalogue, query({ pageStart: 1, pageSize: 2 }))).toEqual([3]);
  });

  it('counts every match over all pages', async () => {
    const result = await catalogue.searchGames(query({ pageSize: 1 }));
    expect(result.ok && result.value.total).toBe(3);
  });
});
