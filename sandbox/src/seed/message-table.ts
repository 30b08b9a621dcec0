import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationsByCategory } from '../dto.ts';

/** Languages the sandbox translates; one `messages.<lang>.json` file each. */
export const messageLanguages = ['lv', 'en', 'ru'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** Language → category → message id → ICU text. */
export type MessageTable = ReadonlyMap<MessageLanguage, TranslationsByCategory>;

/** Folder of the message files shipped with the sandbox. */
export const defaultMessagesDirectory = import.meta.dirname;

/**
 * Reads `messages.<lang>.json` of every language from `directory`. Each file is an object of
 * categories (GENERAL, CUSTOMER, GAME_VENDORS, SEO, COUNTRY, …), each an object of message id → text,
 * so adding a message or a category is a change of the data files only. A malformed file fails
 * start-up with its name and the offending path.
 */
export function loadMessageTable(directory: string = defaultMessagesDirectory): MessageTable {
  const table = new Map<MessageLanguage, TranslationsByCategory>();
  for (const lang of messageLanguages) {
    const file = join(directory, `messages.${lang}.json`);
    table.set(lang, parseMessages(JSON.parse(readFileSync(file, 'utf8')), file));
  }
  return table;
}

/** Checks the shape of one language's messages. */
export function parseMessages(json: unknown, source: string): TranslationsByCategory {
  if (!isRecord(json)) throw new Error(`${source}: expected an object of categories`);
  const categories: Record<string, Record<string, string>> = {};
  for (const [category, messages] of Object.entries(json)) {
    if (!isRecord(messages)) throw new Error(`${source}: ${category} is not an object of messages`);
    const texts: Record<string, string> = {};
    for (const [id, text] of Object.entries(messages)) {
      if (typeof text !== 'string') throw new Error(`${source}: ${category}.${id} is not a string`);
      texts[id] = text;
    }
    categories[category] = texts;
  }
  return categories;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
