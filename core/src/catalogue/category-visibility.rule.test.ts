import { describe, expect, it } from 'vitest';
import { createCategory } from '../testing/catalogue.builder.ts';
import { isCategoryVisible } from './category-visibility.rule.ts';

describe('isCategoryVisible', () => {
  it('shows an enabled category with games on a page it lists', () => {
    expect(
      isCategoryVisible(createCategory({ pageToShowOn: ['CASINO', 'LIVE_CASINO'] }), 'LIVE_CASINO'),
    ).toBe(true);
  });

  it('hides a disabled category', () => {
    expect(isCategoryVisible(createCategory({ enabled: false }), 'CASINO')).toBe(false);
  });

  it('hides a category with no enabled games', () => {
    expect(isCategoryVisible(createCategory({ enabledGamesCount: 0 }), 'CASINO')).toBe(false);
  });

  it('hides a category on a page it does not list', () => {
    expect(isCategoryVisible(createCategory({ pageToShowOn: ['LIVE_CASINO'] }), 'CASINO')).toBe(false);
  });
});
