import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { literalAst, type CompiledMessages, type MessageLoader } from '../i18n/compiled-messages.ts';

export type { MessageLoader } from '../i18n/compiled-messages.ts';

type Mutable = Record<string, MessageFormatElement[]>;

/** Server texts by id, as the translations call answers them (ICU MessageFormat). */
type ServerTexts = Readonly<Record<string, string>>;

/**
 * The page language and its messages: each loaded feature's bundled messages (compiled, one chunk per
 * feature and language, only the current language loaded) with the server's translations laid over
 * them. A feature registers its loader once; a language switch loads every registered feature's
 * messages of the new language before the page changes language, so no id ever shows.
 */
export class IntlStore {
  language: Language;
  /** Bundled (compiled) messages by language, as loaded so far. */
  bundled: Partial<Record<Language, CompiledMessages>> = {};
  /** Server translations by language, compiled. */
  server: Partial<Record<Language, CompiledMessages>> = {};
  readonly #loaders = new Map<string, MessageLoader>();
  readonly #loaded = new Set<string>();

  constructor(initialLanguage: Language) {
    this.language = initialLanguage;
    makeAutoObservable(this);
  }

  get messages(): CompiledMessages {
    return { ...this.bundled[this.language], ...this.server[this.language] };
  }

  /** Registers a feature's messages and loads them in the current language (once per language). */
  async use(owner: string, loader: MessageLoader): Promise<void> {
    this.#loaders.set(owner, loader);
    await this.#load(owner, loader, this.language);
  }

  /** Loads every registered feature's messages of `language`, then switches to it. */
  async setLanguage(language: Language): Promise<void> {
    await Promise.all([...this.#loaders].map(([owner, loader]) => this.#load(owner, loader, language)));
    runInAction(() => {
      this.language = language;
    });
  }

  /**
   * Lays the server's translations of `language` over the bundled texts (the server's text wins).
   * Plain texts apply at once; texts with ICU syntax need the parser, a chunk of its own loaded in the
   * background, so it is never on the way to the first paint. @returns when every text has applied.
   */
  applyServerMessages(language: Language, messages: ServerTexts): Promise<void> {
    const compiled: Mutable = {};
    const icu: [string, string][] = [];
    for (const [id, text] of Object.entries(messages)) {
      const literal = literalAst(text);
      if (literal === null) icu.push([id, text]);
      else compiled[id] = literal;
    }
    this.#merge('server', language, compiled);
    return icu.length === 0 ? Promise.resolve() : this.#parseAndApply(language, icu);
  }

  async #parseAndApply(language: Language, texts: readonly (readonly [string, string])[]): Promise<void> {
    const { parse } = await import('@lv-casino/icu-parser');
    const parsed: Mutable = {};
    for (const [id, text] of texts) {
      try {
        parsed[id] = parse(text);
      } catch {
        // A server text that is not valid ICU is ignored; the bundled text stays.
      }
    }
    this.#merge('server', language, parsed);
  }

  async #load(owner: string, loader: MessageLoader, language: Language): Promise<void> {
    const key = `${owner}:${language}`;
    if (this.#loaded.has(key)) return;
    const messages = await loader(language);
    this.#loaded.add(key);
    this.#merge('bundled', language, messages);
  }

  #merge(layer: 'bundled' | 'server', language: Language, messages: CompiledMessages): void {
    runInAction(() => {
      this[layer] = { ...this[layer], [language]: { ...this[layer][language], ...messages } };
    });
  }
}
