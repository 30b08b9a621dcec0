import { describe, expect, it } from 'vitest';
import { generateCatalogue, slugify } from './catalogue.seed.ts';

const catalogue = generateCatalogue();

describe('generateCatalogue', () => {
  it('holds at least 2,000 games in at least 25 categories from at least 20 providers', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(2000);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(25);
    expect(new Set(catalogue.games.map((g) => g.gameProvider)).size).toBeGreaterThanOrEqual(20);
  });

  it('is the same for the same seed and different for another', () => {
    expect(generateCatalogue(2026)).toEqual(catalogue);
    expect(generateCatalogue(7).games.map((g) => g.gameName)).not.toEqual(
      catalogue.games.map((g) => g.gameName),
    );
  });

  it('has both game types and Baltic names', () => {
    const types = new Set(catalogue.games.map((g) => g.gameType));
    expect(types).toEqual(new Set(['RNG', 'LIVE_CASINO']));
    expect(catalogue.games.some((g) => g.gameName === 'Book of Riga')).toBe(true);
  });

  it('gives games unique ids, friendly URLs and image keys', () => {
    const unique = (values: readonly unknown[]): number => new Set(values).size;
    expect(unique(catalogue.games.map((g) => g.id))).toBe(catalogue.games.length);
    expect(unique(catalogue.games.map((g) => g.friendlyUrl))).toBe(catalogue.games.length);
    const imageKeys = catalogue.games.flatMap((g) => (g.uniqueGameId === null ? [] : [g.uniqueGameId]));
    expect(unique(imageKeys)).toBe(imageKeys.length);
  });

  it('names every category in lv, en and ru', () => {
    for (const category of catalogue.categories) {
      expect(category.gameCategoryNameTranslations.map((t) => t.lang)).toEqual(['lv', 'en', 'ru']);
    }
  });

  it('puts every game into categories that exist, and every vendor category has games', () => {
    const ids = new Set(catalogue.categories.map((c) => c.id));
    for (const game of catalogue.games) for (const id of game.gameCategoryIds) expect(ids.has(id)).toBe(true);
    for (const vendor of catalogue.categories.filter((c) => c.gameCategoryType === 'VENDOR')) {
      expect(catalogue.games.some((g) => g.gameCategoryIds.includes(vendor.id))).toBe(true);
    }
  });
});

describe('slugify', () => {
  it('drops diacritics and punctuation', () => {
    expect(slugify('Book of Rīga')).toBe('book-of-riga');
    expect(slugify("Casino Hold'em & Co.")).toBe('casino-hold-em-and-co');
  });
});
