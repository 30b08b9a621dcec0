import type { ApiFailure } from '../errors/api-failure.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';

export type TranslationCategory = 'GENERAL' | 'SEO' | 'COUNTRY' | 'GAME_VENDORS' | 'CUSTOMER';
/** Message id → ICU message text. */
export type Messages = Readonly<Record<string, string>>;

export interface TranslationsPort {
  /** Server translations of the given categories, flattened into one message table. */
  load(lang: Language, categories: readonly TranslationCategory[]): Promise<Result<Messages, ApiFailure>>;
}
export const TranslationsPort = Symbol('TranslationsPort');
