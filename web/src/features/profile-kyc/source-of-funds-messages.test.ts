import { DECLARATION_ERROR_KEYS } from '@lv-casino/core/source-of-funds/declaration-form.rule.ts';
import { describe, expect, it } from 'vitest';
import { messageFilesOf } from '../../testing/message-files.ts';

describe('the source-of-funds errors core names', () => {
  it.each(['lv', 'en', 'ru'])('exist in %s', (lang) => {
    const messages = messageFilesOf(lang, import.meta.dirname);
    expect(Object.values(DECLARATION_ERROR_KEYS).filter((key) => !(key in messages))).toEqual([]);
  });
});
