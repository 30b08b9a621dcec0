export const LANGUAGES = ['lv', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);
