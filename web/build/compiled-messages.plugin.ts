import { compile } from '@formatjs/cli-lib';
import type { Plugin } from 'vite';

/** Message files: `<feature>/messages/<lang>.json`, one object of id → ICU text per language. */
export const MESSAGE_FILE = /[\\/]messages[\\/](lv|en|ru)\.json$/;

/**
 * Compiles every message file to formatjs ASTs (`@formatjs/cli` compile --ast) as it is imported, so
 * the app never parses ICU at run time and the parser does not ship. The source JSON stays the one
 * place a text lives; the sandbox serves the same files.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'lv-casino:compiled-messages',
    enforce: 'pre',
    async transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (!MESSAGE_FILE.test(file)) return null;
      // Still JSON: Vite's own JSON plugin turns it into a module (and a chunk when imported lazily).
      return { code: await compile([file], { ast: true, format: 'simple' }), map: null };
    },
  };
}
