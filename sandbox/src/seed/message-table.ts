import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { TranslationsByCategory } from '../dto.ts';

/** Languages the sandbox translates; one `messages.<lang>.json` file each. */
export const messageLanguages = ['lv', 'en', 'ru'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** Language → category → message id → ICU text. */
export type MessageTable = ReadonlyMap<MessageLanguage, TranslationsByCategory>;

/** Folder of the message files shipped with the sandbox (the server-only categories). */
export const defaultMessagesDirectory = import.meta.dirname;

/** The web's sources: every `messages/<lang>.json` under it is served as the GENERAL category. */
export const defaultWebMessagesRoot = join(import.meta.dirname, '..', '..', '..', 'web', 'src');

/** Where the message table is read from. */
export interface MessageSources {
  /** Folder of `messages.<lang>.json` (categories CUSTOMER, GAME_VENDORS, SEO, COUNTRY, …). */
  readonly directory?: string;
  /**
   * Folder searched for the web's `messages/<lang>.json` files (default: the web's sources); their
   * ids and texts form GENERAL, so a text of the web lives in one file, bundled and served alike.
   */
  readonly webRoot?: string;
}

/**
 * Reads `messages.<lang>.json` of every language from `directory` — an object of categories, each an
 * object of message id → text — and lays the web's message files over its GENERAL category. Adding a
 * message or a category is a change of the data files only. A malformed file fails start-up with its
 * name and the offending path.
 */
export function loadMessageTable(sources: MessageSources = {}): MessageTable {
  const { directory = defaultMessagesDirectory, webRoot = defaultWebMessagesRoot } = sources;
  const webFiles = webMessageFolders(webRoot);
  const table = new Map<MessageLanguage, TranslationsByCategory>();
  for (const lang of messageLanguages) {
    const file = join(directory, `messages.${lang}.json`);
    const categories = parseMessages(JSON.parse(readFileSync(file, 'utf8')), file);
    const general = { ...categories['GENERAL'] };
    for (const folder of webFiles) {
      const webFile = join(folder, `${lang}.json`);
      const parsed = parseMessages(
        { GENERAL: JSON.parse(readFileSync(webFile, 'utf8')) as unknown },
        webFile,
      );
      Object.assign(general, parsed['GENERAL']);
    }
    table.set(lang, { ...categories, GENERAL: general });
  }
  return table;
}

/** The `messages` folders under `root` (none when it does not exist, e.g. a sandbox shipped alone). */
function webMessageFolders(root: string): string[] {
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const marker = `messages${sep}en.json`;
  return files
    .filter((file) => file.endsWith(marker) && !file.includes('node_modules'))
    .map((file) => join(root, file.slice(0, -'en.json'.length)))
    .sort();
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
