import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadMessageTable, messageLanguages, parseMessages } from './message-table.ts';

const table = loadMessageTable();
/** The names of the ICU arguments of a text, each once (plural branches may repeat one). */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(text));
  return [...names].sort();
}

describe('the shipped message table', () => {
  it('has the same categories and message ids in lv, en and ru', () => {
    const shape = (lang: (typeof messageLanguages)[number]) =>
      Object.entries(table.get(lang) ?? {}).map(([category, messages]) => [
        category,
        Object.keys(messages).sort(),
      ]);
    expect(shape('lv')).toEqual(shape('en'));
    expect(shape('ru')).toEqual(shape('en'));
  });

  it('uses the same ICU arguments in every language', () => {
    for (const [category, messages] of Object.entries(table.get('en') ?? {})) {
      for (const [id, text] of Object.entries(messages)) {
        for (const lang of ['lv', 'ru'] as const) {
          expect(argumentsOf(table.get(lang)?.[category]?.[id] ?? ''), `${lang} ${id}`).toEqual(
            argumentsOf(text),
          );
        }
      }
    }
  });

  it('holds the categories the spec names', () => {
    expect(Object.keys(table.get('lv') ?? {})).toEqual(
      expect.arrayContaining(['GENERAL', 'SEO', 'COUNTRY', 'GAME_VENDORS', 'CUSTOMER']),
    );
  });
});

describe('loading message files', () => {
  it('reads whatever ids the files hold', () => {
    const directory = mkdtempSync(join(tmpdir(), 'messages-'));
    for (const lang of messageLanguages) {
      writeFileSync(join(directory, `messages.${lang}.json`), JSON.stringify({ GENERAL: { 'x.y': lang } }));
    }
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    expect(loadMessageTable({ directory, webRoot }).get('ru')).toEqual({ GENERAL: { 'x.y': 'ru' } });
  });

  /** A web root with one message folder per entry of `folders` (path under the root → its texts). */
  function webRootWith(folders: Readonly<Record<string, Readonly<Record<string, string>>>>): string {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    for (const [folder, texts] of Object.entries(folders)) {
      mkdirSync(join(webRoot, folder), { recursive: true });
      for (const lang of messageLanguages) {
        const inLanguage = Object.fromEntries(
          Object.entries(texts).map(([id, text]) => [id, `${text} ${lang}`]),
        );
        writeFileSync(join(webRoot, folder, `${lang}.json`), JSON.stringify(inLanguage));
      }
    }
    return webRoot;
  }

  function directoryWith(categories: Readonly<Record<string, Readonly<Record<string, string>>>>): string {
    const directory = mkdtempSync(join(tmpdir(), 'messages-'));
    for (const lang of messageLanguages) {
      writeFileSync(join(directory, `messages.${lang}.json`), JSON.stringify(categories));
    }
    return directory;
  }

  it('serves the web’s message files as GENERAL, over the sandbox’s own', () => {
    const directory = directoryWith({ SEO: { 's.t': 'seo' } });
    const webRoot = webRootWith({ 'features/lobby/messages': { 'lobby.title': 'title' } });
    expect(loadMessageTable({ directory, webRoot }).get('lv')).toEqual({
      SEO: { 's.t': 'seo' },
      GENERAL: { 'lobby.title': 'title lv' },
    });
  });

  it('serves an account feature’s customer-messages as CUSTOMER, beside the sandbox’s own', () => {
    const directory = directoryWith({ CUSTOMER: { 'customer.kyc.VERIFIED': 'Verified' } });
    const webRoot = webRootWith({
      'features/lobby/messages': { 'lobby.title': 'title' },
      'features/login/customer-messages': { 'login.title': 'log in' },
    });
    expect(loadMessageTable({ directory, webRoot }).get('ru')).toEqual({
      CUSTOMER: { 'customer.kyc.VERIFIED': 'Verified', 'login.title': 'log in ru' },
      GENERAL: { 'lobby.title': 'title ru' },
    });
  });

  it('serves no other folder of the web', () => {
    const webRoot = webRootWith({ 'features/lobby/fixtures': { 'x.y': 'not a message' } });
    expect(loadMessageTable({ directory: directoryWith({}), webRoot }).get('en')).toEqual({});
  });

  it('names the file and path of a malformed message', () => {
    expect(() => parseMessages({ GENERAL: { 'a.b': 1 } }, 'messages.lv.json')).toThrow(
      'messages.lv.json: GENERAL.a.b is not a string',
    );
    expect(() => parseMessages(['x'], 'messages.en.json')).toThrow('messages.en.json: expected an object');
  });
});
