import { DECLARATION_ERROR_KEYS } from '@lv-casino/core/source-of-funds/declaration-form.rule.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A language's message file as written (an import would bring it compiled). */
const messagesOf = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'messages', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the source-of-funds errors core names', () => {
  it.each(['lv', 'en', 'ru'])('exist in %s', (lang) => {
    const messages = messagesOf(lang);
    expect(Object.values(DECLARATION_ERROR_KEYS).filter((key) => !(key in messages))).toEqual([]);
  });
});
