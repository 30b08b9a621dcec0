import { describe, expect, it } from 'vitest';
import { isLanguage } from './language.ts';

describe('isLanguage', () => {
  it.each(['lv', 'en', 'ru'])('accepts %s', (code) => {
    expect(isLanguage(code)).toBe(true);
  });

  it.each(['LV', 'de', ''])('rejects %s', (code) => {
    expect(isLanguage(code)).toBe(false);
  });
});
