import type { ApiFailure } from '../errors/api-failure.ts';
import type { TranslationsPort } from '../content/translations.port.ts';
import type { Messages, TranslationCategory } from '../content/translations.ts';
import type { Language } from '../routing/language.ts';
import { fail, ok, type Result } from '../shared/result.ts';

/** A TranslationsPort over a message table per language; records every call. */
export class FakeTranslationsPort implements TranslationsPort {
  /** Messages per language; a language not listed gets an empty table. */
  messages: Partial<Record<Language, Messages>> = {
    lv: { 'page.notFound.message': 'Lapa nav atrasta' },
    en: { 'page.notFound.message': 'Page not found' },
    ru: { 'page.notFound.message': 'Страница не найдена' },
  };
  /** When set, every load fails with it. */
  failure: ApiFailure | null = null;
  readonly calls: { readonly lang: Language; readonly categories: readonly TranslationCategory[] }[] = [];

  load(lang: Language, categories: readonly TranslationCategory[]): Promise<Result<Messages, ApiFailure>> {
    this.calls.push({ lang, categories });
    return Promise.resolve(this.failure === null ? ok(this.messages[lang] ?? {}) : fail(this.failure));
  }
}
