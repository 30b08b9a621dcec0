import type { AccountPort } from '../account/account.port.ts';
import type { LanguageStorePort } from '../routing/language-store.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { Language } from '../routing/language.ts';
import type { DomainEvent } from '../shared/domain-event.ts';

export interface ChangeLanguageInput {
  readonly language: Language;
  /** True on a casino page (the lobby or a casino category), which scrolls to the top after the change. */
  readonly onCasinoPage: boolean;
}

export interface LanguageChanged {
  readonly kind: 'language-changed';
  readonly language: Language;
  /**
   * Whether the logged-in user's stored profile now has the language: null when logged out (no
   * call), false when the update call failed (the page still switches).
   */
  readonly profileUpdated: boolean | null;
  /** Scroll the page to the top (casino pages). */
  readonly scrollToTop: boolean;
  /** LANGUAGE_CHANGED with the new language. */
  readonly events: readonly DomainEvent[];
}

/**
 * A language change (account-and-session.md §4 Session, games-and-content.md §4): the language is
 * stored for the next load, the stored profile is updated when logged in (tokens stored), and
 * LANGUAGE_CHANGED is raised; on a casino page the page scrolls to the top. Switching the route's
 * language prefix and the translations is the UI's part.
 */
export class ChangeLanguageUseCase {
  readonly #account: AccountPort;
  readonly #tokens: TokenStorePort;
  readonly #languages: LanguageStorePort;

  constructor(account: AccountPort, tokens: TokenStorePort, languages: LanguageStorePort) {
    this.#account = account;
    this.#tokens = tokens;
    this.#languages = languages;
  }

  async execute(input: ChangeLanguageInput): Promise<LanguageChanged> {
    this.#languages.write(input.language);
    const profileUpdated =
      this.#tokens.read() === null ? null : (await this.#account.updateLanguage(input.language)).ok;
    return {
      kind: 'language-changed',
      language: input.language,
      profileUpdated,
      scrollToTop: input.onCasinoPage,
      events: [{ kind: 'LANGUAGE_CHANGED', language: input.language }],
    };
  }
}
