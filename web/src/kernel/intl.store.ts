import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  compiledMessage,
  literalAst,
  type CompiledMessages,
  type MessageLoader,
  type ServerTextsSource,
} from '../i18n/compiled-messages.ts';
import { textHash } from '../i18n/text-hash.ts';

export type { MessageLoader, ServerTextsSource } from '../i18n/compiled-messages.ts';

const NO_MESSAGES: CompiledMessages = {};

const pick = (messages: CompiledMessages, ids: readonly string[]): CompiledMessages =>
  Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id] ?? []]));

/** Server texts by id, as the translations call answers them (ICU MessageFormat). */
type ServerTexts = Readonly<Record<string, string>>;

/**
 * The page language and its messages: each loaded feature's bundled messages (compiled, one chunk per
 * feature and language, only the current language loaded) with the server's translations laid over
 * them. A feature registers its loader once; a language switch loads every registered feature's
 * messages of the new language before the page changes language, so no id ever shows.
 *
 * Server texts win. A plain one applies at once. One with ICU syntax is compared with the bundled
 * source's fingerprint once its feature's messages are loaded: the same text needs nothing, a changed
 * one is parsed by the ICU parser, a chunk of its own that loads only then.
 *
 * Start-up brings the server's texts of the whole site. A loader may ask its messages' server texts
 * itself (an account feature's, which the CMS keeps under CUSTOMER: customerMessageLoader) through
 * `serverTexts`; those come with its messages and apply with them.
 */
export class IntlStore {
  language: Language;
  /** Bundled (compiled) messages by language, as loaded so far. */
  bundled: Partial<Record<Language, CompiledMessages>> = {};
  /** Server translations by language, compiled. */
  server: Partial<Record<Language, CompiledMessages>> = {};
  /**
   * What the page shows of each language: the bundled texts with the server's over them. A feature's
   * bundled texts whose ids are new are added to this object in place: its views render only once
   * they are in (FeatureModules), so nothing on the page changes and nothing re-renders (a feature's
   * texts arriving while the player taps would otherwise re-render every text of the page first). A
   * server text, or a bundled one under an id already shown, replaces the object, which re-renders.
   */
  shown: Partial<Record<Language, Record<string, MessageFormatElement[]>>> = {};
  /** The owners whose texts have loaded, as `owner:language` (observable: see `has`). */
  loaded: ReadonlySet<string> = new Set();
  readonly #loaders = new Map<string, MessageLoader>();
  readonly #hashes = new Map<Language, Map<string, string>>();
  /** Server texts with ICU syntax whose bundled fingerprint is not known yet, by language. */
  readonly #pending = new Map<Language, Map<string, string>>();
  readonly #serverTexts: ServerTextsSource | undefined;

  constructor(initialLanguage: Language, serverTexts?: ServerTextsSource) {
    this.language = initialLanguage;
    this.#serverTexts = serverTexts;
    // Its getters stay plain getters, not MobX computeds: each is cheap to run again, and the lobby's
    // start-up then runs none of MobX's computed machinery (2.6 kB less JavaScript before it is idle).
    makeAutoObservable(this, { messages: false }, { deep: false });
  }

  get messages(): CompiledMessages {
    return this.shown[this.language] ?? NO_MESSAGES;
  }

  /** Whether `owner`'s texts of the page's language have loaded (what waits for them observes this). */
  has(owner: string): boolean {
    return this.loaded.has(`${owner}:${this.language}`);
  }

  /** Registers a feature's messages and loads them in the current language (once per language). */
  use(owner: string, loader: MessageLoader): Promise<void> {
    return this.useAll([[owner, loader]]);
  }

  /**
   * Registers several features' messages and loads them in the current language, laid over the
   * page's messages in one change (the page re-renders once, not once per feature).
   */
  async useAll(features: readonly (readonly [string, MessageLoader])[]): Promise<void> {
    for (const [owner, loader] of features) this.#loaders.set(owner, loader);
    await this.#loadAll(features, this.language);
  }

  /** Loads every registered feature's messages of `language`, then switches to it. */
  async setLanguage(language: Language): Promise<void> {
    await this.#loadAll([...this.#loaders], language);
    runInAction(() => {
      this.language = language;
    });
  }

  /**
   * Lays the server's translations of `language` over the bundled texts. @returns when every text
   * that could be decided has applied (texts of features not loaded yet wait for them).
   */
  applyServerMessages(language: Language, messages: ServerTexts): Promise<void> {
    const literals: Record<string, MessageFormatElement[]> = {};
    const pending = this.#pendingOf(language);
    for (const [id, text] of Object.entries(messages)) {
      const literal = literalAst(text);
      if (literal === null) pending.set(id, text);
      else literals[id] = literal;
    }
    this.#merge('server', language, literals);
    return this.#reconcile(language);
  }

  async #loadAll(features: readonly (readonly [string, MessageLoader])[], language: Language): Promise<void> {
    const missing = features.filter(([owner]) => !this.loaded.has(`${owner}:${language}`));
    if (missing.length === 0) return;
    const files = await Promise.all(
      missing.map(async ([owner, loader]) => [owner, await loader(language, this.#serverTexts)] as const),
    );
    const hashes = this.#hashes.get(language) ?? new Map<string, string>();
    const messages: Record<string, MessageFormatElement[]> = {};
    const keys = new Set<string>();
    const server: Record<string, string> = {};
    for (const [owner, file] of files) {
      const key = `${owner}:${language}`;
      // Two overlapping loads of the same feature: the first to finish applies it.
      if (this.loaded.has(key) || keys.has(key)) continue;
      keys.add(key);
      for (const [id, hash] of Object.entries(file.hashes)) hashes.set(id, hash);
      for (const [id, message] of Object.entries(file.messages)) messages[id] = compiledMessage(message);
      Object.assign(server, file.server);
    }
    this.#hashes.set(language, hashes);
    if (Object.keys(messages).length > 0) this.#merge('bundled', language, messages);
    // The server texts a loader brought (only those that differ from the bundled ones), laid over
    // them before anything that waits for the owner's texts renders them: none changes once shown.
    if (Object.keys(server).length > 0) await this.applyServerMessages(language, server);
    // After the texts are in: what waits for an owner's texts (`has`) then renders them.
    runInAction(() => {
      this.loaded = new Set([...this.loaded, ...keys]);
    });
    await this.#reconcile(language);
  }

  /** Decides the pending server texts whose bundled fingerprint is known; parses the changed ones. */
  async #reconcile(language: Language): Promise<void> {
    const pending = this.#pendingOf(language);
    const hashes = this.#hashes.get(language);
    const bundledIds = this.bundled[language] ?? {};
    const changed: [string, string][] = [];
    for (const [id, text] of pending) {
      // A bundled text without ICU syntax has no fingerprint: any ICU text from the server differs.
      const bundled = hashes?.get(id) ?? (id in bundledIds ? '' : undefined);
      if (bundled === undefined) continue;
      pending.delete(id);
      if (bundled !== textHash(text)) changed.push([id, text]);
    }
    if (changed.length === 0) return;
    const { parse } = await import('@lv-casino/icu-parser');
    const parsed: Record<string, MessageFormatElement[]> = {};
    for (const [id, text] of changed) {
      try {
        parsed[id] = parse(text);
      } catch {
        // A server text that is not valid ICU is ignored; the bundled text stays.
      }
    }
    this.#merge('server', language, parsed);
  }

  #pendingOf(language: Language): Map<string, string> {
    const pending = this.#pending.get(language) ?? new Map<string, string>();
    this.#pending.set(language, pending);
    return pending;
  }

  #merge(layer: 'bundled' | 'server', language: Language, messages: CompiledMessages): void {
    const server = this.server[language] ?? {};
    // A bundled text under a server text stays hidden by it.
    const shownNow = layer === 'server' ? messages : { ...messages, ...pick(server, Object.keys(messages)) };
    const shown = this.shown[language];
    runInAction(() => {
      this[layer] = { ...this[layer], [language]: { ...this[layer][language], ...messages } };
      if (layer === 'bundled' && shown !== undefined && Object.keys(shownNow).every((id) => !(id in shown))) {
        Object.assign(shown, shownNow);
      } else {
        this.shown = { ...this.shown, [language]: { ...shown, ...shownNow } };
      }
    });
  }
}
