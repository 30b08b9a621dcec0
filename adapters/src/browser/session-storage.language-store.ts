import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';

/** Session-storage key of the chosen language (account-and-session.md §4 Session). */
export const LANGUAGE_STORAGE_KEY = 'lv-casino.lang';

export interface SessionStorageLanguageStoreOptions {
  /** Where the language lives; defaults to `globalThis.sessionStorage`. */
  readonly storage?: Storage;
}

/** The player's language in session storage under `lv-casino.lang`; an unknown value is removed. */
export class SessionStorageLanguageStore {
  readonly #storage: Storage;

  constructor(options: SessionStorageLanguageStoreOptions = {}) {
    this.#storage = options.storage ?? globalThis.sessionStorage;
  }

  read(): Language | null {
    const value = this.#storage.getItem(LANGUAGE_STORAGE_KEY);
    if (value === null) return null;
    if (!isLanguage(value)) {
      this.#storage.removeItem(LANGUAGE_STORAGE_KEY);
      return null;
    }
    return value;
  }

  write(lang: Language): void {
    this.#storage.setItem(LANGUAGE_STORAGE_KEY, lang);
  }

  clear(): void {
    this.#storage.removeItem(LANGUAGE_STORAGE_KEY);
  }
}
