import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * Messages arrive compiled (compiledMessages), so react-intl gets the formatjs-documented no-parser
 * build of the ICU parser. The real parser stays reachable as `@lv-casino/icu-parser`, loaded lazily
 * only when the server sends a text with ICU syntax.
 */
export const aliases: Alias[] = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
  },
  {
    find: /^@lv-casino\/icu-parser$/,
    replacement: fileURLToPath(import.meta.resolve('@formatjs/icu-messageformat-parser')),
  },
];
