import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages, TranslationCategory } from '@lv-casino/core/content/translations.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';

/** Messages compiled to formatjs ASTs, by id (what react-intl formats without a parser). */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * A message file as the build compiles it (build/compiled-messages.plugin.ts): the ASTs (a plain text
 * as its string, see `compiledMessage`), and the textHash of the source of every message with ICU syntax.
 * `server`: the server's texts of these messages that differ from them, from a loader that asks the
 * server itself (customer-message-loader.ts); other messages' server texts come with start-up.
 */
export interface CompiledMessageFile {
  readonly messages: Readonly<Record<string, MessageFormatElement[] | string>>;
  readonly hashes: Readonly<Record<string, string>>;
  readonly server?: Messages;
}

/**
 * The server's texts of some CMS categories in a language (the translations call); null when they
 * could not be loaded (the bundled texts stay).
 */
export type ServerTextsSource = (
  language: Language,
  categories: readonly TranslationCategory[],
) => Promise<Messages | null>;

/**
 * Loads a feature's (or the app's) messages in one language, as that language's own chunk; `server`,
 * where the page has one, is how a loader may ask the server's texts of its messages itself.
 */
export type MessageLoader = (language: Language, server?: ServerTextsSource) => Promise<CompiledMessageFile>;

/**
 * A MessageLoader over `import.meta.glob('./messages/*.json', { import: 'default' })` of a feature
 * folder: each language file is a lazy chunk, compiled at build time. Their server texts are the CMS's
 * GENERAL category, which start-up loads (an account feature's `customer-messages/` are CUSTOMER's:
 * customerMessageLoader).
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
