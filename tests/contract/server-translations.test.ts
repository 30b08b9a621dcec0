import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en, messageIds } from '../../web/src/i18n/messages.en.ts';

/**
 * The sandbox answers the translations call with server texts that override the web's bundled
 * defaults, so it must translate every id the web uses, with the same ICU arguments.
 */
type ServerTable = Record<string, Record<string, string>>;

const serverTable = (lang: string): Record<string, string> => {
  const url = new URL(`../../sandbox/src/seed/messages.${lang}.json`, import.meta.url);
  const byCategory = JSON.parse(readFileSync(url, 'utf8')) as ServerTable;
  return Object.assign({}, ...Object.values(byCategory)) as Record<string, string>;
};

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) {
        names.add(element.value);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe.each(['lv', 'en', 'ru'])('sandbox translations (%s)', (lang) => {
  const table = serverTable(lang);

  it('cover every message id of the web', () => {
    expect(messageIds.filter((id) => table[id] === undefined)).toEqual([]);
  });

  it('use the ICU arguments of the web defaults', () => {
    const mismatched = messageIds.filter(
      (id) => table[id] !== undefined && argumentNames(table[id]).join() !== argumentNames(en[id]).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
