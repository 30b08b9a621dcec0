import type { Language } from './language.ts';

/** The languages a route may carry (GeneralConfig.supportedLanguages and defaultLanguage). */
export interface RouteLanguages {
  readonly supported: readonly Language[];
  readonly default: Language;
}

/**
 * Where a pathname stands with respect to its language prefix.
 * `ok`: the path is served; `rest` is the path after the prefix, starting with `/`.
 * `redirect`: the browser must replace the location with `to` (a pathname; the caller keeps the
 * query string and hash).
 */
export type LanguageRoute =
  | { readonly kind: 'ok'; readonly lang: Language; readonly rest: string }
  | { readonly kind: 'redirect'; readonly to: string };

/** The default landing page under a language (account-and-session.md §2). */
export const LANDING_PATH = '/casino';

/** A first path segment of two letters is read as a language code, supported or not. */
const LANGUAGE_CODE = /^[a-z]{2}$/i;

const supportedLanguage = (code: string, languages: RouteLanguages): Language | undefined =>
  languages.supported.find((language) => language === code.toLowerCase());

/**
 * The language-prefix rules of games-and-content.md §2: a path with no language goes to the default
 * language, an unsupported language code is replaced by the default one, and the root of the site
 * (or of a language) goes to the casino lobby. A supported code in upper case is lower-cased.
 */
export function resolveLanguageRoute(pathname: string, languages: RouteLanguages): LanguageRoute {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slash = path.indexOf('/', 1);
  const first = slash === -1 ? path.slice(1) : path.slice(1, slash);
  const after = slash === -1 ? '' : path.slice(slash);

  if (first === '') return { kind: 'redirect', to: `/${languages.default}${LANDING_PATH}` };
  if (!LANGUAGE_CODE.test(first)) return { kind: 'redirect', to: `/${languages.default}${path}` };

  const lang = supportedLanguage(first, languages) ?? languages.default;
  const rest = after === '' || after === '/' ? LANDING_PATH : after;
  if (lang !== first || rest !== after) return { kind: 'redirect', to: `/${lang}${rest}` };
  return { kind: 'ok', lang, rest };
}
