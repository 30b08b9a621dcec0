import { isLanguage, LANGUAGES, type Language } from '@lv-casino/core/routing/language.ts';

/** The language of the first path segment, else the product's first language until config says more. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return isLanguage(first) ? first : LANGUAGES[0];
}

/** The first segment of a path (the route's language when it is one), or null for `/`. */
export const firstPathSegment = (pathname: string): string | null => pathname.split('/')[1] || null;
