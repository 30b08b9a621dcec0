import type { ApiFailure } from '../errors/api-failure.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';
import type { Messages, TranslationCategory } from './translations.ts';

export interface TranslationsPort {
  /** Server translations of the given categories, flattened into one message table. */
  load(lang: Language, categories: readonly TranslationCategory[]): Promise<Result<Messages, ApiFailure>>;
}
export const TranslationsPort = Symbol('TranslationsPort');
