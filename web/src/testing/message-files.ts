import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the catalogue's texts (errors, notifications, form errors): kernel/catalogue. */
export const CATALOGUE_FOLDER = join(import.meta.dirname, '..', 'kernel', 'catalogue');

/**
 * The texts of `lang` in the message files of `folders` (each's `messages/<lang>.json`) as written:
 * an import would bring them compiled. A later folder's text wins.
 */
export const messageFilesOf = (lang: string, ...folders: readonly string[]): Record<string, string> =>
  Object.assign(
    {},
    ...folders.map(
      (folder) =>
        JSON.parse(readFileSync(join(folder, 'messages', `${lang}.json`), 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
