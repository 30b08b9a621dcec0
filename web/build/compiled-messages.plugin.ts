import { compile } from '@formatjs/cli-lib';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { ICU_SYNTAX } from '../src/i18n/compiled-messages.ts';
import { textHash } from '../src/i18n/text-hash.ts';

/**
 * Message files: `<feature>/messages/<lang>.json` (or `customer-messages/`, the account area's, see
 * `messageLoader`), one object of id → ICU text per language.
 */
export const MESSAGE_FILE = /[\\/](?:customer-)?messages[\\/](lv|en|ru)\.json$/;

/**
 * Compiles every message file to formatjs ASTs (`@formatjs/cli` compile --ast) as it is imported, so
 * the app never parses its own texts and the parser does not ship (a plain text stays its string); with each AST file goes the
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
      const asts = JSON.parse(await compile([file], { ast: true, format: 'simple' })) as Record<
        string,
        MessageFormatElement[]
      >;
      // A plain text stays a string (its AST is one literal): a quarter of the file's size, rebuilt when
      // the texts are laid over the page (IntlStore, `compiledMessage`).
      const messages = Object.fromEntries(
        Object.entries(asts).map(([messageId, ast]) => [messageId, literalOf(ast) ?? ast]),
      );
      // Still JSON: Vite's own JSON plugin turns it into a module (and a chunk when imported lazily).
      return { code: JSON.stringify({ messages, hashes }), map: null };
    },
  };
}

/** The text of an AST that is one literal, as react-intl formats it; null for anything else. */
function literalOf(ast: readonly MessageFormatElement[]): string | null {
  const [only] = ast;
  return ast.length === 1 && only?.type === TYPE.literal ? only.value : null;
}
