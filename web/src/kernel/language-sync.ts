import type { PageContext } from '@lv-casino/core/session/logged-in-session.ts';
import type { ChangeLanguageUseCase } from '@lv-casino/core/session/change-language.use-case.ts';
import { LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';
import type { DomainEvents } from './domain-events.ts';
import type { IntlStore } from './intl.store.ts';
import type { SiteConfig } from './site-config.ts';

/**
 * Container token of the loader of the language store (session storage in the browser): a chunk of
 * its own, with the language-change use-case that needs it.
 */
export const LanguageStoreLoader = Symbol('LanguageStoreLoader');

export interface LanguageSyncDeps {
  /** Loads core's language-change use-case (a chunk of its own: only a player's choice needs it). */
  readonly changeLanguage: () => Promise<ChangeLanguageUseCase>;
  readonly intl: IntlStore;
  readonly site: SiteConfig;
  readonly events: DomainEvents;
  /** Scrolls the page to its top (window.scrollTo in the browser). */
  readonly scrollToTop: () => void;
}

/**
 * The page language and the player's (account-and-session.md §4 Session): tells core which page a
 * session starts on, so a login or a restored session switches to the user's language; a player's
 * own choice of language is stored, saved to the profile when logged in, broadcast as
 * LANGUAGE_CHANGED, and scrolls a casino page to its top.
 */
export class LanguageSync {
  readonly #deps: LanguageSyncDeps;

  constructor(deps: LanguageSyncDeps) {
    this.#deps = deps;
  }

  /** The page being shown: its language and the languages the site supports. */
  pageContext(): PageContext {
    return {
      pageLanguage: this.#deps.intl.language,
      supportedLanguages: this.#deps.site.general?.supportedLanguages ?? LANGUAGES,
    };
  }

  /**
   * The player chose `language` (the route changes with the link they followed).
   * @param onCasinoPage the lobby or a casino category page, which scrolls to the top.
   */
  async choose(language: Language, onCasinoPage: boolean): Promise<void> {
    const changeLanguage = await this.#deps.changeLanguage();
    const changed = await changeLanguage.execute({ language, onCasinoPage });
    if (changed.scrollToTop) this.#deps.scrollToTop();
    this.#deps.events.publish(changed.events);
  }
}
