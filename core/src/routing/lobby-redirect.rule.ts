import type { Device } from '../shared/device.ts';
import type { Language } from './language.ts';
import { LANDING_PATH } from './language-route.rule.ts';

/**
 * What /lobby/{page} does (games-and-content.md §2 Redirects): on desktop the location is replaced
 * with the casino; on mobile the site runs inside a parent frame whose location changes to the
 * language-prefixed page.
 */
export type LobbyRedirect =
  | { readonly kind: 'none' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'change-parent-location'; readonly to: string };

/**
 * @param rest path after the language prefix, starting with `/` (LanguageRoute `rest`).
 * @param search query string kept on the mobile parent location (with or without `?`; may be empty).
 */
export function resolveLobbyRedirect(input: {
  readonly lang: Language;
  readonly rest: string;
  readonly search: string;
  readonly device: Device;
}): LobbyRedirect {
  const match = /^\/lobby\/([^/]+)\/?$/.exec(input.rest);
  const page = match?.[1];
  if (page === undefined) return { kind: 'none' };
  if (input.device === 'desktop') return { kind: 'redirect', to: `/${input.lang}${LANDING_PATH}` };
  const query = input.search.replace(/^\?/, '');
  return { kind: 'change-parent-location', to: `/${input.lang}/${page}${query === '' ? '' : `?${query}`}` };
}
