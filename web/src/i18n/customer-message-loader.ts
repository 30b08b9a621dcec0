import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { Messages } from '@lv-casino/core/content/translations.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import {
  compiledMessage,
  literalAst,
  type CompiledMessageFile,
  type MessageLoader,
  type ServerTextsSource,
} from './compiled-messages.ts';
import { textHash } from './text-hash.ts';

/**
 * The CUSTOMER answers asked so far, by the page's source of server texts (one per app) and language:
 * every account feature of a language waits for the same answer. A failed one (null) is forgotten,
 * so the next account feature to load asks again.
 */
const answers = new WeakMap<ServerTextsSource, Map<Language, Promise<Messages | null>>>();

function customerTexts(server: ServerTextsSource, language: Language): Promise<Messages | null> {
  const byLanguage = answers.get(server) ?? new Map<Language, Promise<Messages | null>>();
  answers.set(server, byLanguage);
  const asked = byLanguage.get(language);
  if (asked !== undefined) return asked;
  const answer = server(language, ['CUSTOMER']).then(
    (texts) => texts,
    () => null,
  );
  byLanguage.set(language, answer);
  void answer.then((texts) => {
    if (texts === null && byLanguage.get(language) === answer) byLanguage.delete(language);
  });
  return answer;
}

/** The server texts of `file`'s messages that differ from them (its plain texts and ICU sources). */
function changedTexts(file: CompiledMessageFile, texts: Messages): Messages {
  return Object.fromEntries(
    Object.entries(texts).filter(([id, text]) => {
      const bundled = file.messages[id];
      if (bundled === undefined) return false;
      const literal = literalAst(text);
      if (literal === null) return file.hashes[id] !== textHash(text);
      const [only, ...rest] = compiledMessage(bundled);
      const [plain] = literal;
      const same =
        rest.length === 0 &&
        only?.type === TYPE.literal &&
        plain?.type === TYPE.literal &&
        only.value === plain.value;
      return !same;
    }),
  );
}

/**
 * A MessageLoader over `import.meta.glob('./customer-messages/*.json', { import: 'default' })` of an
 * account feature: the CMS keeps these texts under CUSTOMER, which start-up does not load (the
 * site's first paint needs none of them). The first account feature to load in a language asks
 * CUSTOMER, in parallel with its own chunks; its messages come with the server's texts that differ
 * from them (`server`), so none of its texts changes once shown. The sandbox serves the folder by the
 * same rule (sandbox/src/seed/message-table.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function customerMessageLoader(files: Record<string, () => Promise<unknown>>): MessageLoader {
  return async (language, server) => {
    const load = files[`./customer-messages/${language}.json`];
    if (load === undefined)
      throw new Error(`No customer-messages/${language}.json in ${Object.keys(files).join(', ')}`);
    const [file, texts] = await Promise.all([
      load() as Promise<CompiledMessageFile>,
      server === undefined ? null : customerTexts(server, language),
    ]);
    return texts === null ? file : { ...file, server: changedTexts(file, texts) };
  };
}
