import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@lv-casino/core/routing/language.ts';

/** Messages compiled to formatjs ASTs, by id (what react-intl formats without a parser). */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * A message file as the build compiles it (build/compiled-messages.plugin.ts): the ASTs (a plain text
 * as its string, see `compiledMessage`), and the textHash of the source of every message with ICU syntax.
 */
export interface CompiledMessageFile {
  readonly messages: Readonly<Record<string, MessageFormatElement[] | string>>;
  readonly hashes: Readonly<Record<string, string>>;
}

/** Loads a feature's (or the app's) messages in one language, as that language's own chunk. */
export type MessageLoader = (language: Language) => Promise<CompiledMessageFile>;

/**
 * A MessageLoader over `import.meta.glob('./messages/*.json', { import: 'default' })` of a feature
 * folder: each language file is a lazy chunk, compiled at build time.
 */
/* @__NO_SIDE_EFFECTS__ */
export function messageLoader(files: Record<string, () => Promise<unknown>>): MessageLoader {
  return async (language) => {
    const load = files[`./messages/${language}.json`];
    if (load === undefined)
      throw new Error(`No messages/${language}.json in ${Object.keys(files).join(', ')}`);
    return (await load()) as CompiledMessageFile;
  };
}

/** One loader over several message files (a feature's own and the catalogue texts it shows at once). */
/* @__NO_SIDE_EFFECTS__ */
export function combineLoaders(...loaders: readonly MessageLoader[]): MessageLoader {
  return async (language) => {
    const files = await Promise.all(loaders.map((load) => load(language)));
    return {
      messages: Object.assign({}, ...files.map((file) => file.messages)) as CompiledMessageFile['messages'],
      hashes: Object.assign({}, ...files.map((file) => file.hashes)) as Readonly<Record<string, string>>,
    };
  };
}

/** Characters that make a text more than a literal in ICU MessageFormat (an apostrophe alone does not). */
export const ICU_SYNTAX = /[{}<>]/;

/**
 * A server text as an AST: a plain text becomes one literal without a parser (`''` is an escaped
 * apostrophe); null when the text has ICU syntax and needs the parser.
 */
export function literalAst(text: string): MessageFormatElement[] | null {
  return ICU_SYNTAX.test(text) ? null : [{ type: TYPE.literal, value: text.replaceAll("''", "'") }];
}

/** A message of a compiled file as react-intl takes it: a plain text (a string in the file) is one literal. */
export const compiledMessage = (message: MessageFormatElement[] | string): MessageFormatElement[] =>
  typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message;
