import { describe, expect, it } from 'vitest';
import { createCategory, createGame } from '../testing/catalogue.builder.ts';
import { buildLobbyStrips, lobbyCategories } from './lobby-strips.rule.ts';

const ids = (categories: readonly { readonly id: number }[]): number[] => categories.map(({ id }) => id);

describe('lobbyCategories', () => {
  it('sorts categories by orderNumber', () => {
    const categories = [3, 1, 2].map((id) => createCategory({ id }));
    expect(ids(lobbyCategories(categories, 'CASINO', 'desktop'))).toEqual([1, 2, 3]);
  });

  it('puts orderNumber 1 before a lower orderNumber', () => {
    const categories = [
      createCategory({ id: 10, orderNumber: 0 }),
      createCategory({ id: 11, orderNumber: 1 }),
    ];
    expect(ids(lobbyCategories(categories, 'CASINO', 'desktop'))).toEqual([11, 10]);
  });

  it('keeps only orderNumber below 5 on desktop', () => {
    const categories = [4, 5, 6].map((id) => createCategory({ id }));
    expect(ids(lobbyCategories(categories, 'CASINO', 'desktop'))).toEqual([4]);
  });

  it('keeps every orderNumber on mobile', () => {
    const categories = [4, 5, 6].map((id) => createCategory({ id }));
    expect(ids(lobbyCategories(categories, 'CASINO', 'mobile'))).toEqual([4, 5, 6]);
  });

  it('leaves out categories that are not visible on the page', () => {
    const categories = [createCategory({ id: 1 }), createCategory({ id: 2, enabled: false })];
    expect(ids(lobbyCategories(categories, 'CASINO', 'desktop'))).toEqual([1]);
  });
});

describe('buildLobbyStrips', () => {
  const options = { page: 'CASINO', device: 'desktop' } as const;

  it('gives each category the games that belong to it', () => {
    const games = [createGame({ id: 1, categoryIds: [1] }), createGame({ id: 2, categoryIds: [2] })];
    const strips = buildLobbyStrips([createCategory({ id: 1 }), createCategory({ id: 2 })], games, options);
    expect(strips.map((strip) => ids(strip.games))).toEqual([[1], [2]]);
  });

  it('puts a game in every category it belongs to', () => {
    const game = createGame({ id: 7, categoryIds: [1, 2] });
    const strips = buildLobbyStrips([createCategory({ id: 1 }), createCategory({ id: 2 })], [game], options);
    expect(strips.map((strip) => ids(strip.games))).toEqual([[7], [7]]);
  });

  it('keeps the games in catalogue order', () => {
    const games = [3, 1, 2].map((id) => createGame({ id }));
    expect(ids(buildLobbyStrips([createCategory({ id: 1 })], games, options)[0]?.games ?? [])).toEqual([
      3, 1, 2,
    ]);
  });

  it('gives no strip to a category none of whose games were loaded', () => {
    const strips = buildLobbyStrips(
      [createCategory({ id: 1 }), createCategory({ id: 2 })],
      [createGame()],
      options,
    );
    expect(strips.map((strip) => strip.category.id)).toEqual([1]);
  });

  it('follows lobby order', () => {
    const categories = [createCategory({ id: 2 }), createCategory({ id: 1 })];
    const games = [createGame({ categoryIds: [1, 2] })];
    expect(buildLobbyStrips(categories, games, options).map((strip) => strip.category.id)).toEqual([1, 2]);
  });
});
