import { describe, expect, it } from 'vitest';
import { firstCategoryPath } from './category-path.reader.ts';

const category = (friendlyUrl: string, orderNumber: number, overrides: Record<string, unknown> = {}) => ({
  friendlyUrl,
  orderNumber,
  enabled: true,
  enabledGamesCount: 12,
  ...overrides,
});

describe('firstCategoryPath', () => {
  it('is the lobby path of the category with the lowest orderNumber', () => {
    expect(firstCategoryPath([category('new', 3), category('popular', 1), category('slots', 2)])).toBe(
      '/lv/casino/popular',
    );
  });

  it('skips categories a player does not see: disabled or without games', () => {
    const categories = [
      category('last-played', 0, { enabledGamesCount: 0 }),
      category('hidden', 1, { enabled: false }),
      category('slots', 2),
    ];

    expect(firstCategoryPath(categories)).toBe('/lv/casino/slots');
  });

  it('refuses an answer without a category to show', () => {
    expect(() => firstCategoryPath([category('hidden', 1, { enabled: false })])).toThrow(
      'no enabled category',
    );
  });
});
