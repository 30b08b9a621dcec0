import type { Language } from '../routing/language.ts';

/**
 * Where the player's chosen language lives between page loads (session storage in the browser,
 * account-and-session.md §9 "Session storage keys hold tokens and language"). Synchronous by design.
 */
export interface LanguageStorePort {
  /** The stored language, or null when none (or an unknown one) is stored. */
  read(): Language | null;
  write(lang: Language): void;
  clear(): void;
}
export const LanguageStorePort = Symbol('LanguageStorePort');
