import type { Language } from '@lv-casino/core/routing/language.ts';
import { makeAutoObservable } from 'mobx';
import { TimedMessage, type MessageClock } from './timed-message.ts';

export interface LanguageChoiceDeps {
  /** The language the site shows. */
  readonly current: () => Language;
  /** The languages the site supports, in the config's order. */
  readonly supported: () => readonly Language[];
  /**
   * Switches the site to `language` as the header's switcher does: the route's prefix changes (the
   * profile stays open), the choice is stored, saved to the profile and broadcast (LanguageSync).
   */
  readonly switchTo: (language: Language) => void;
  readonly clock: MessageClock;
}

/** The success text (shown in the language chosen). */
export const LANGUAGE_SAVED = 'myProfile.language.saved';

/**
 * The change-language sub-area: the supported languages, the site's own chosen. Saving another one
 * switches the site, stores it in the profile and shows a message for 3000 ms. One store per showing.
 */
export class LanguageChoiceStore {
  /** The language picked; null until the player picks one (the site's language shows as picked). */
  picked: Language | null = null;
  readonly message: TimedMessage;
  readonly #deps: LanguageChoiceDeps;

  constructor(deps: LanguageChoiceDeps) {
    this.#deps = deps;
    this.message = new TimedMessage(deps.clock);
    makeAutoObservable(this, {}, { deep: false });
  }

  get current(): Language {
    return this.#deps.current();
  }

  get choice(): Language {
    return this.picked ?? this.current;
  }

  get languages(): readonly Language[] {
    return this.#deps.supported();
  }

  dispose(): void {
    this.message.hide();
  }

  pick(language: Language): void {
    this.picked = language;
  }

  save(): void {
    const choice = this.choice;
    if (choice !== this.current) this.#deps.switchTo(choice);
    this.picked = null;
    this.message.show(LANGUAGE_SAVED);
  }
}
