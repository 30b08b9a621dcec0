import type { Messages } from '@lv-casino/core/ports/translations.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { makeAutoObservable } from 'mobx';
import { en } from '../i18n/messages.en.ts';
import { lv } from '../i18n/messages.lv.ts';
import { ru } from '../i18n/messages.ru.ts';

/** The texts bundled with the web, used until (and wherever) the server's translations say nothing. */
export const BUNDLED_MESSAGES: Readonly<Record<Language, Messages>> = { lv, en, ru };

/** The page language and its messages: the server's translations laid over the bundled defaults. */
export class IntlStore {
  language: Language;
  /** Server translations by language, as loaded (start-up or a language switch). */
  serverMessages: Partial<Record<Language, Messages>> = {};

  constructor(initialLanguage: Language) {
    this.language = initialLanguage;
    makeAutoObservable(this);
  }

  get messages(): Messages {
    return { ...BUNDLED_MESSAGES[this.language], ...this.serverMessages[this.language] };
  }

  /** Switches to `language`, with the server's translations of it. */
  apply(language: Language, serverMessages: Messages): void {
    this.serverMessages = { ...this.serverMessages, [language]: serverMessages };
    this.language = language;
  }

  /** Switches to `language` with what is known of it so far (bundled texts until the server answers). */
  setLanguage(language: Language): void {
    this.language = language;
  }
}
