import { resolveDepositResult, type DepositResultType } from '../deposit/deposit-result.rule.ts';
import type { Device } from '../shared/device.ts';
import type { Language } from './language.ts';
import { resolveLanguageRoute, type RouteLanguages } from './language-route.rule.ts';
import { resolveLobbyRedirect } from './lobby-redirect.rule.ts';
import { resolveModalRedirect } from './modal-route.rule.ts';

/**
 * What the site does with a location on load (games-and-content.md §2 Redirects, Language prefix,
 * Deposit screens; account-and-session.md §2 Modal host):
 * `redirect` replaces the location with `to` (path and query); `change-parent-location` sets the
 * location of the parent frame (mobile /lobby); `deposit-result` shows the deposit screen of the
 * type instead of the normal routes; `serve` renders the route `rest` under `lang`.
 */
export type SiteRoute =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'change-parent-location'; readonly to: string }
  | { readonly kind: 'deposit-result'; readonly type: DepositResultType }
  | { readonly kind: 'serve'; readonly lang: Language; readonly rest: string };

export interface SiteLocation {
  readonly pathname: string;
  /** Query string with or without the leading `?`; may be empty. */
  readonly search: string;
  readonly device: Device;
  readonly languages: RouteLanguages;
}

const withSearch = (path: string, search: string): string => {
  const query = search.replace(/^\?/, '');
  return query === '' ? path : `${path}?${query}`;
};

function resolveServed(location: SiteLocation, lang: Language, rest: string): SiteRoute {
  const input = { lang, rest, search: location.search, device: location.device };
  const lobby = resolveLobbyRedirect(input);
  if (lobby.kind !== 'none') return lobby;
  const modal = resolveModalRedirect(input);
  if (modal.kind === 'redirect') return modal;
  return { kind: 'serve', lang, rest };
}

/**
 * The redirect table in order: a deposit result path (with or without a language; the deposit rule
 * decides its type from the path and the pending/canceled/token query), the language prefix, then
 * /lobby/{page} and the modal paths. A language redirect that leads to another redirect goes
 * straight to the final one; the query string is kept on every redirect.
 */
export function resolveSiteRoute(location: SiteLocation): SiteRoute {
  const deposit = resolveDepositResult(location.pathname, location.search);
  if (deposit !== null) return { kind: 'deposit-result', type: deposit };

  const language = resolveLanguageRoute(location.pathname, location.languages);
  if (language.kind === 'ok') return resolveServed(location, language.lang, language.rest);

  const next = resolveLanguageRoute(language.to, location.languages);
  const onward = next.kind === 'ok' ? resolveServed(location, next.lang, next.rest) : null;
  if (onward !== null && onward.kind !== 'serve') return onward;
  return { kind: 'redirect', to: withSearch(language.to, location.search) };
}
