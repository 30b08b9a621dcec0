import { describe, expect, it } from 'vitest';
import { largestCategoryPath } from './largest-category.reader.ts';

const category = (
  friendlyUrl: string,
  enabledGamesCount: number,
  overrides: Record<string, unknown> = {},
) => ({
  friendlyUrl,
  enabled: true,
  enabledGamesCount,
  gameCategoryType: 'GENERAL',
  lobbyOnly: false,
  ...overrides,
});

describe('largestCategoryPath', () => {
  it('is the English casino path of the category with the most games', () => {
    const categories = [category('popular', 779), category('all-games', 9827), category('megaways', 941)];

    expect(largestCategoryPath(categories)).toBe('/en/casino/all-games');
  });

  it('skips what is not a plain category page: disabled, lobby-only, collections, special pages', () => {
    const categories = [
      category('hidden', 9000, { enabled: false }),
      category('lobby-strip', 8000, { lobbyOnly: true }),
      category('theme-legends', 7000, { gameCategoryType: 'COLLECTION' }),
      category('providers', 6000),
      category('bonus-buy', 1450),
    ];

    expect(largestCategoryPath(categories)).toBe('/en/casino/bonus-buy');
  });

  it('keeps the first listed of equally big categories', () => {
    expect(largestCategoryPath([category('first', 10), category('second', 10)])).toBe('/en/casino/first');
  });

  it('refuses an answer without a plain category with games', () => {
    expect(() => largestCategoryPath([category('last-played', 0)])).toThrow('no plain category');
    expect(() => largestCategoryPath({ content: [] })).toThrow('did not answer an array');
  });
});
