/** A CMS category of the server's texts (games-and-content.md §9: GENERAL, SEO, COUNTRY, GAME_VENDORS, CUSTOMER and others). */
export type TranslationCategory = 'GENERAL' | 'SEO' | 'COUNTRY' | 'GAME_VENDORS' | 'CUSTOMER';
/** Message id → ICU message text. */
export type Messages = Readonly<Record<string, string>>;
