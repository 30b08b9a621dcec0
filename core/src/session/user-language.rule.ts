import type { Language } from '../routing/language.ts';

/**
 * The language the site switches to after a login or a restored session (account-and-session.md §4
 * Session: if the page language differs from the user's, the app switches to the user's language).
 * Null when there is nothing to switch: the user's language is unknown, the same as the page's, or
 * not supported by the site's configuration.
 */
export function languageToSwitchTo(
  pageLanguage: Language,
  userLanguage: Language | null,
  supported: readonly Language[],
): Language | null {
  if (userLanguage === null || userLanguage === pageLanguage) return null;
  return supported.includes(userLanguage) ? userLanguage : null;
}
