import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import type { TranslationsByCategory } from '../dto.ts';

/** Languages the sandbox translates; one `messages.<lang>.json` file each. */
export const messageLanguages = ['lv', 'en', 'ru'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** Language → category → message id → ICU text. */
export type MessageTable = ReadonlyMap<MessageLanguage, TranslationsByCategory>;

/** Folder of the message files shipped with the sandbox (the server-only categories). */
export const defaultMessagesDirectory = import.meta.dirname;

/**
 * The web's sources: every `messages/<lang>.json` under it is served as the GENERAL category, every
 * `customer-messages/<lang>.json` (an account feature's) as CUSTOMER — the web's rule too
 * (web/src/i18n/compiled-messages.ts, `messageLoader`): it loads GENERAL at start-up and
 * CUSTOMER with the first account feature.
 */
export const defaultWebMessagesRoot = join(import.meta.dirname, '..', '..', '..', 'web', 'src');

/** The category a web message folder's texts are served under, by the folder's name. */
const WEB_FOLDER_CATEGORIES: Readonly<Record<string, string>> = {
  messages: 'GENERAL',
  'customer-messages': 'CUSTOMER',
};

/** Where the message table is read from. */
export interface MessageSources {
  /** Folder of `messages.<lang>.json` (categories CUSTOMER, GAME_VENDORS, SEO, COUNTRY, …). */
  readonly directory?: string;
  /**
   * Folder searched for the web's `messages/<lang>.json` and `customer-messages/<lang>.json` files
   * (default: the web's sources); their ids and texts form GENERAL and CUSTOMER, so a text of the web
   * lives in one file, bundled and served alike.
   */
  readonly webRoot?: string;
}

/**
 * Reads `messages.<lang>.json` of every language from `directory` — an object of categories, each an
 * object of message id → text — and lays the web's message files over its GENERAL and CUSTOMER
 * categories. Adding a message or a category is a change of the data files only. A malformed file
 * fails start-up with its name and the offending path.
 */
export function loadMessageTable(sources: MessageSources = {}): MessageTable {
  const { directory = defaultMessagesDirectory, webRoot = defaultWebMessagesRoot } = sources;
  const webFiles = webMessageFolders(webRoot);
  const table = new Map<MessageLanguage, TranslationsByCategory>();
  for (const lang of messageLanguages) {
    const file = join(directory, `messages.${lang}.json`);
    const categories = parseMessages(JSON.parse(readFileSync(file, 'utf8')), file);
    const merged: Record<string, Record<string, string>> = {};
    for (const [category, messages] of Object.entries(categories)) merged[category] = { ...messages };
    for (const { folder, category } of webFiles) {
      const webFile = join(folder, `${lang}.json`);
      const parsed = parseMessages(
        { [category]: JSON.parse(readFileSync(webFile, 'utf8')) as unknown },
        webFile,
      );
      merged[category] = { ...merged[category], ...parsed[category] };
    }
    table.set(lang, merged);
  }
  return table;
}

/**
 * The web's message folders under `root` with the category each is served under (none when `root`
 * does not exist, e.g. a sandbox shipped alone).
 */
function webMessageFolders(root: string): { readonly folder: string; readonly category: string }[] {
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((file) => !file.includes('node_modules') && file.endsWith(`${sep}en.json`))
    .map((file) => join(root, file.slice(0, -'en.json'.length)))
    .flatMap((folder) => {
      const category = WEB_FOLDER_CATEGORIES[basename(folder)];
      return category === undefined ? [] : [{ folder, category }];
    })
    .sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0));
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
