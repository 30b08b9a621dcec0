import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the catalogue's texts (errors, notifications, form errors): kernel/catalogue. */
export const CATALOGUE_FOLDER = join(import.meta.dirname, '..', 'kernel', 'catalogue');

/**
 * The texts of `lang` in the message files of `folders` (each's `messages/<lang>.json`, or an account
 * feature's `customer-messages/<lang>.json`) as written: an import would bring them compiled. A later
 * folder's text wins.
 */
export const messageFilesOf = (lang: string, ...folders: readonly string[]): Record<string, string> =>
  Object.assign(
    {},
    ...folders.map((folder) => {
      const own = join(folder, 'messages', `${lang}.json`);
      const file = existsSync(own) ? own : join(folder, 'customer-messages', `${lang}.json`);
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    }),
  ) as Record<string, string>;
