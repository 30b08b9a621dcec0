import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../routing/language.ts';
import { resolveCategoryName } from './category-name.rule.ts';

const translations = [
  { lang: 'LV', name: 'Jaunās' },
  { lang: 'EN', name: 'New games' },
];

describe('resolveCategoryName', () => {
  it('uses the translation of the requested language', () => {
    expect(resolveCategoryName('new', translations, 'en', 'lv')).toBe('New games');
  });

  it('falls back to the default language', () => {
    expect(resolveCategoryName('new', translations, 'ru', 'lv')).toBe('Jaunās');
  });

  it('falls back to the plain name', () => {
    expect(resolveCategoryName('new', [], 'ru', 'lv')).toBe('new');
  });

  it('ignores a blank translation', () => {
    expect(resolveCategoryName('new', [{ lang: 'ru', name: '  ' }, ...translations], 'ru', 'en')).toBe(
      'New games',
    );
  });

  it('always returns one of the translations or the plain name', () => {
    const language = fc.constantFrom(...LANGUAGES);
    const translation = fc.record({ lang: fc.oneof(language, fc.string()), name: fc.string() });
    fc.assert(
      fc.property(fc.string(), fc.array(translation), language, language, (plain, list, lang, fallback) => {
        const name = resolveCategoryName(plain, list, lang, fallback);
        const requested = list.find((t) => t.lang.toLowerCase() === lang && t.name.trim() !== '');
        expect(name === plain || list.some((t) => t.name === name)).toBe(true);
        if (requested !== undefined) expect(name).toBe(requested.name);
      }),
      { numRuns: 1000 },
    );
  });
});
