import { compile } from '@formatjs/cli-lib';
import type { Plugin } from 'vite';
import { ICU_SYNTAX } from '../src/i18n/compiled-messages.ts';
import { textHash } from '../src/i18n/text-hash.ts';

/** Message files: `<feature>/messages/<lang>.json`, one object of id → ICU text per language. */
export const MESSAGE_FILE = /[\\/]messages[\\/](lv|en|ru)\.json$/;

/**
 * Compiles every message file to formatjs ASTs (`@formatjs/cli` compile --ast) as it is imported, so
 * the app never parses its own texts and the parser does not ship; with each AST file goes the
 * fingerprint of every source text with ICU syntax, so a server text equal to it needs no parsing.
 * The source JSON stays the one place a text lives; the sandbox serves the same files.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'lv-casino:compiled-messages',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!MESSAGE_FILE.test(file)) return null;
      const sources = JSON.parse(code) as Record<string, string>;
      const hashes = Object.fromEntries(
        Object.entries(sources)
          .filter(([, text]) => ICU_SYNTAX.test(text))
          .map(([messageId, text]) => [messageId, textHash(text)]),
      );
      const messages = JSON.parse(await compile([file], { ast: true, format: 'simple' })) as unknown;
      // Still JSON: Vite's own JSON plugin turns it into a module (and a chunk when imported lazily).
      return { code: JSON.stringify({ messages, hashes }), map: null };
    },
  };
}
