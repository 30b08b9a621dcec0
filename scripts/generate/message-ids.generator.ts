import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { banner, jsDoc, literal } from './typescript-source.ts';

/**
 * Where the web's messages live: every `messages/en.json` under it (a feature's, or the kernel's), and
 * `customer-messages/en.json` (an account feature's, served by the CMS under CUSTOMER).
 */
export const WEB_SOURCES = 'web/src';

const MESSAGE_FOLDER = /\/(?:customer-)?messages\/en\.json$/;

/** The web's English message files, relative to `root`'s web/src, in path order. */
export function findMessageFiles(root: string): readonly string[] {
  const sources = join(root, WEB_SOURCES);
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => MESSAGE_FOLDER.test(file) && !file.includes('node_modules'))
    .sort();
}

/** An identifier for a message file's type import: `features/login/messages/en.json` → `featuresLogin`. */
function importName(file: string): string {
  const words = file
    .replace(MESSAGE_FOLDER, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  const [first = 'messages', ...rest] = words;
  return `${first}${rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}

/**
 * `MessageId`: every message id of the web, the keys of its English message files, so a feature's
 * messages folder is all a feature adds for its texts to be typed (react-intl's `id` props and
 * `formatMessage` check against it). `outputFile` is where the module is written, relative to the
 * repository root.
 */
export function renderMessageIds(files: readonly string[], outputFile: string): string {
  const from = relative(join(outputFile, '..'), WEB_SOURCES).replaceAll('\\', '/');
  const names = files.map(importName);
  const clash = names.find((name, index) => names.indexOf(name) !== index);
  if (clash !== undefined) throw new Error(`two message folders of the web are both named ${clash}`);
  const imports = files.map(
    (file, index) => `import type ${names[index] ?? ''} from ${literal(`${from}/${file}`)};`,
  );
  return (
    banner(`${WEB_SOURCES}/**/messages/en.json`) +
    `${imports.join('\n')}\n\n` +
    jsDoc(
      'Every message id of the web: the keys of its English message files (a test checks lv and ru\nhold the same ids).',
    ) +
    `export type MessageId =\n${names.map((name) => `  | keyof typeof ${name}`).join('\n')};\n`
  );
}
