import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../routing/language.ts';
import { languageToSwitchTo } from './user-language.rule.ts';

const all = LANGUAGES;
const language = fc.constantFrom(...LANGUAGES);

describe('languageToSwitchTo', () => {
  it("switches to the user's language when the page shows another one", () => {
    expect(languageToSwitchTo('lv', 'en', all)).toBe('en');
  });

  it('keeps the page language when it is the user’s', () => {
    expect(languageToSwitchTo('ru', 'ru', all)).toBeNull();
  });

  it('keeps the page language when the user’s is unknown', () => {
    expect(languageToSwitchTo('lv', null, all)).toBeNull();
  });

  it('keeps the page language when the site does not support the user’s', () => {
    expect(languageToSwitchTo('lv', 'ru', ['lv', 'en'])).toBeNull();
  });

  it('answers a supported language other than the page’s, or null (property)', () => {
    fc.assert(
      fc.property(language, fc.option(language), fc.subarray([...LANGUAGES]), (page, user, supported) => {
        const switched = languageToSwitchTo(page, user, supported);
        const expected = user !== null && user !== page && supported.includes(user) ? user : null;
        expect(switched).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
