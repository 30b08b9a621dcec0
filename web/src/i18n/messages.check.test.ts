import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parse } from '@lv-casino/icu-parser';
import { extract } from '@formatjs/cli-lib';
import { errorCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/*
 * The message files are the one source of every text (the web bundles them compiled, the sandbox
 * serves them): every id used in code exists in lv, en and ru, the three hold the same ids with the
 * same ICU arguments, and no id is defined in two places.
 */

const SRC = dirname(import.meta.dirname);
const LANGUAGES = ['lv', 'en', 'ru'] as const;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

const folders = filesUnder(SRC)
  .filter((file) => file.endsWith(join('messages', 'en.json')))
  .map((file) => dirname(file));

const read = (folder: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8')) as Record<string, string>;

const all = (lang: string): Record<string, string> =>
  Object.assign({}, ...folders.map((folder) => read(folder, lang))) as Record<string, string>;

/** The ICU arguments of a message as `name:kind`, nested plural and select branches included. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
      if (element.type === TYPE.number) found.add(`${element.value}:number`);
      if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message files', () => {
  it('exist for the app and the features', () => {
    expect(folders.map((folder) => relative(SRC, folder)).sort()).toContain('kernel/messages');
  });

  it.each(folders.map((folder) => [relative(SRC, folder), folder]))(
    '%s holds the same ids in lv, en and ru',
    (_, folder) => {
      const ids = Object.keys(read(folder, 'en')).sort();
      for (const lang of ['lv', 'ru']) expect(Object.keys(read(folder, lang)).sort()).toEqual(ids);
    },
  );

  it.each(folders.map((folder) => [relative(SRC, folder), folder]))(
    '%s uses the same ICU arguments in every language',
    (_, folder) => {
      const en = read(folder, 'en');
      for (const lang of ['lv', 'ru']) {
        const other = read(folder, lang);
        const mismatched = Object.keys(en).filter(
          (id) => argumentsOf(other[id] ?? '').join() !== argumentsOf(en[id] ?? '').join(),
        );
        expect(mismatched, lang).toEqual([]);
      }
    },
  );

  it('defines every id once', () => {
    const ids = folders.flatMap((folder) => Object.keys(read(folder, 'en')));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('ids used in code', () => {
  it.each(LANGUAGES)('exist in %s (formatjs extract over web/src)', async (lang) => {
    const sources = filesUnder(SRC).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
    // Ids that arrive as data (catalogue keys) cannot be extracted; formatjs warns about each.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const extracted = JSON.parse(await extract(sources, {})) as Record<string, unknown>;
    warn.mockRestore();
    const messages = all(lang);
    expect(Object.keys(extracted).filter((id) => !(id in messages))).toEqual([]);
  });

  it.each(LANGUAGES)('include every message key of the contract’s catalogues in %s', (lang) => {
    const messages = all(lang);
    const keys = [...errorCatalogue, ...notificationCatalogue].map((entry) => entry.messageKey);
    expect(keys.filter((key) => !(key in messages))).toEqual([]);
  });
});
