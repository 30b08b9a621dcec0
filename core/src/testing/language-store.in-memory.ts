import type { LanguageStorePort } from '../routing/language-store.port.ts';
import type { Language } from '../routing/language.ts';

/** A LanguageStorePort in memory that records every write. */
export class InMemoryLanguageStore implements LanguageStorePort {
  #lang: Language | null;
  readonly writes: Language[] = [];

  constructor(initial: Language | null = null) {
    this.#lang = initial;
  }

  read(): Language | null {
    return this.#lang;
  }

  write(lang: Language): void {
    this.writes.push(lang);
    this.#lang = lang;
  }

  clear(): void {
    this.#lang = null;
  }
}
