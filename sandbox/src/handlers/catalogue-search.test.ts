import { describe, expect, it } from 'vitest';
import type { CatalogueQuery, Game } from '../dto.ts';
import { searchCatalogue } from './catalogue-search.ts';
import { SandboxError } from './operation-handler.ts';

let nextId = 1;
const game = (overrides: Partial<Game> = {}): Game => {
  const id = nextId++;
  return {
    id,
    uniqueGameId: `g-${id}`,
    friendlyUrl: `g-${id}`,
    gameName: `Game ${id}`,
    gameType: 'RNG',
    gameProvider: 'EGT',
    gameVendor: 'EGT Digital',
    gameFlags: [],
    isNew: false,
    isHot: false,
    realMoneyEnabled: true,
    demoModeEnabled: true,
    supportsDesktop: true,
    supportsMobile: true,
    gameCategoryIds: [],
    ...overrides,
  };
};
const query = (overrides: Partial<CatalogueQuery> = {}): CatalogueQuery => ({
  pageStart: 0,
  pageSize: 100,
  sortAsc: true,
  sortBy: 'id',
  columnSearches: [],
  ...overrides,
});
const names = (games: readonly Game[], q: CatalogueQuery, mobile?: boolean): string[] =>
  searchCatalogue(games, q, mobile).content.map((g) => g.gameName);

describe('searchCatalogue', () => {
  const riga = game({ gameName: 'Rīgas Nakts', gameProvider: 'NETENT', gameCategoryIds: [877] });
  const live = game({ gameName: 'Live Roulette', gameType: 'LIVE_CASINO', supportsMobile: false });
  const book = game({ gameName: 'Book of Amber', isNew: true, supportsDesktop: false });
  const games = [riga, live, book];

  it('filters by every column search together', () => {
    const q = query({
      columnSearches: [
        { key: 'gameType', operation: 'EQUALS', value: 'RNG' },
        { key: 'supportsDesktop', operation: 'EQUALS', value: 'true' },
      ],
    });
    expect(names(games, q)).toEqual(['Rīgas Nakts']);
  });

  it('filters by category, provider and name', () => {
    const search = (key: string, operation: string, value: string) =>
      names(games, query({ columnSearches: [{ key, operation, value }] }));
    expect(search('gameCategoryIds', 'CONTAINS', '877')).toEqual(['Rīgas Nakts']);
    expect(search('gameProvider', 'EQUALS', 'netent')).toEqual(['Rīgas Nakts']);
    expect(search('gameName', 'LIKE', 'roul')).toEqual(['Live Roulette']);
    expect(search('gameName', 'LIKE', 'book%')).toEqual(['Book of Amber']);
  });

  it('finds the game of an exact friendly URL', () => {
    const search = (value: string) =>
      names(games, query({ columnSearches: [{ key: 'friendlyUrl', operation: 'EQUALS', value }] }));
    expect([search(live.friendlyUrl), search(live.friendlyUrl.slice(0, -1))]).toEqual([
      ['Live Roulette'],
      [],
    ]);
  });

  it('finds the game of an exact uniqueGameId (a win of the activity feed)', () => {
    const search = (value: string) =>
      names(games, query({ columnSearches: [{ key: 'uniqueGameId', operation: 'EQUALS', value }] }));
    expect([search(live.uniqueGameId ?? ''), search('g-')]).toEqual([['Live Roulette'], []]);
  });

  it('matches the global search without case or diacritics', () => {
    expect(names(games, query({ globalSearch: 'RIGAS' }))).toEqual(['Rīgas Nakts']);
    expect(names(games, query({ globalSearch: 'egt digital' }))).toHaveLength(3);
  });

  it('keeps the games of the device when mobile is given', () => {
    expect(names(games, query(), true)).toEqual(['Rīgas Nakts', 'Book of Amber']);
    expect(names(games, query(), false)).toEqual(['Rīgas Nakts', 'Live Roulette']);
  });

  it('sorts by the requested field in either direction', () => {
    expect(names(games, query({ sortBy: 'gameName' }))).toEqual([
      'Book of Amber',
      'Live Roulette',
      'Rīgas Nakts',
    ]);
    expect(names(games, query({ sortBy: 'gameName', sortAsc: false }))[0]).toBe('Rīgas Nakts');
  });

  it('pages by zero-based page index and counts all matches', () => {
    const page = searchCatalogue(games, query({ pageStart: 1, pageSize: 2 }), undefined);
    expect(page).toMatchObject({ totalElements: 3, pageStart: 1, pageSize: 2 });
    expect(page.content.map((g) => g.gameName)).toEqual(['Book of Amber']);
  });

  it('rejects keys, operations and sort fields it does not support', () => {
    const reject = (q: CatalogueQuery) => () => searchCatalogue(games, q, undefined);
    expect(reject(query({ columnSearches: [{ key: 'rtp', operation: 'EQUALS', value: '96' }] }))).toThrow(
      'columnSearches[0]: key "rtp" is not supported',
    );
    expect(reject(query({ columnSearches: [{ key: 'gameType', operation: 'LIKE', value: 'R' }] }))).toThrow(
      SandboxError,
    );
    expect(
      reject(query({ columnSearches: [{ key: 'supportsMobile', operation: 'EQUALS', value: 'yes' }] })),
    ).toThrow('value must be "true" or "false"');
    expect(reject(query({ sortBy: 'popularity' }))).toThrow('sortBy "popularity" is not supported');
  });
});
