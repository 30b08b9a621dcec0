import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@lv-casino/core/routing/language.ts';

/** Messages compiled to formatjs ASTs, by id (what react-intl formats without a parser). */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/** Loads a feature's (or the app's) messages in one language, as that language's own chunk. */
export type MessageLoader = (language: Language) => Promise<CompiledMessages>;

/**
 * A MessageLoader over `import.meta.glob('./messages/*.json', { import: 'default' })` of a feature
 * folder: each language file is a lazy chunk, compiled at build time.
 */
export function messageLoader(files: Record<string, () => Promise<unknown>>): MessageLoader {
  return async (language) => {
    const load = files[`./messages/${language}.json`];
    if (load === undefined)
      throw new Error(`No messages/${language}.json in ${Object.keys(files).join(', ')}`);
    return (await load()) as CompiledMessages;
  };
}

/** Characters that make a text more than a literal in ICU MessageFormat. */
const ICU_SYNTAX = /[{}<>']/;

/**
 * A server text as an AST: a plain text becomes one literal without a parser; null when the text has
 * ICU syntax and needs the (lazily loaded) parser.
 */
export function literalAst(text: string): MessageFormatElement[] | null {
  return ICU_SYNTAX.test(text) ? null : [{ type: TYPE.literal, value: text }];
}
