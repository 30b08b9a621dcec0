import { REFUSAL_MESSAGE_KEYS } from '@lv-casino/core/registration/registration-refusal.rule.ts';
import { LANGUAGES } from '@lv-casino/core/routing/language.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The catalogue chunk's texts in a language: core's form errors live there (kernel/catalogue/messages). */
const textsIn = (language: string): Readonly<Record<string, string>> =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../kernel/catalogue/messages', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

describe('the errors a refused registration puts on a field', () => {
  it.each(LANGUAGES)('have a text in %s', (language) => {
    const texts = textsIn(language);
    expect(REFUSAL_MESSAGE_KEYS.filter((key) => (texts[key] ?? '').trim() === '')).toEqual([]);
  });
});
