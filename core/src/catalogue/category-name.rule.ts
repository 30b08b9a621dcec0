import type { Language } from '../routing/language.ts';

/** One entry of a category's gameCategoryNameTranslations. */
export interface CategoryNameTranslation {
  /** Language code as the API sends it, in any case (e.g. `LV`, `en`). */
  readonly lang: string;
  readonly name: string;
}

/**
 * The name a category shows (games-and-content.md §3 Category): the translation of the requested
 * language, then the translation of the default language, then the plain name. Blank translations
 * are ignored; language codes compare case-insensitively. The HTTP mapper calls this rule.
 */
export function resolveCategoryName(
  plainName: string,
  translations: readonly CategoryNameTranslation[],
  lang: Language,
  defaultLanguage: Language,
): string {
  const named = (language: Language): string | undefined =>
    translations.find(
      (translation) => translation.lang.toLowerCase() === language && translation.name.trim() !== '',
    )?.name;
  return named(lang) ?? named(defaultLanguage) ?? plainName;
}
