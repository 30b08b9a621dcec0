import { cmsSlugOf } from './cms-page.rule.ts';
import { parseHelpRoute } from './help-route.rule.ts';
import type { SportsbookVersion } from './sportsbook.rule.ts';

/**
 * The content page of a path under a language that no other route claims (games-and-content.md §2
 * Promotions; Help, unsubscribe, landing, 404; Sportsbook widget pages).
 */
export type ContentRoute =
  /** /promotions and /promotions/{categoryOrPromoPage}. */
  | { readonly kind: 'promotions'; readonly segment: string | null }
  /** /sport-betting, /sport-betting-live and /sport-betting-virtuals. */
  | { readonly kind: 'sportsbook'; readonly version: SportsbookVersion }
  /** /unsubscribe (its `u` parameter is in the query). */
  | { readonly kind: 'unsubscribe' }
  /**
   * A CMS page by slug: /help (the help page) and /help/{selectedPage}; /landing and /landing/{slug}
   * (a landing page, which stores the btag); any other path (an ordinary page).
   */
  | { readonly kind: 'cms'; readonly slug: string; readonly layout: 'page' | 'help' | 'landing' }
  /** Nothing to look up (the empty path). */
  | { readonly kind: 'not-found' };

/** The sportsbook pages and their widget versions. */
const SPORTSBOOK_PAGES: Readonly<Record<string, SportsbookVersion>> = {
  'sport-betting': 'prelive',
  'sport-betting-live': 'live',
  'sport-betting-virtuals': 'virtuals',
};

/** The widget version of a sportsbook page's slug (`sport-betting-live` → live), or null for another page. */
export const sportsbookVersionOf = (slug: string): SportsbookVersion | null =>
  Object.hasOwn(SPORTSBOOK_PAGES, slug) ? (SPORTSBOOK_PAGES[slug] ?? null) : null;

const PROMOTIONS = /^\/promotions(?:\/([^/]+))?\/?$/;
const LANDING = /^\/landing(?:\/([^/]+))?\/?$/;

/** The content route of `rest`, the path after the language prefix (starting with `/`). */
export function contentRouteOf(rest: string): ContentRoute {
  const promotions = PROMOTIONS.exec(rest);
  if (promotions !== null) return { kind: 'promotions', segment: promotions[1] ?? null };
  const help = parseHelpRoute(rest);
  if (help !== null) return { kind: 'cms', slug: help.selectedPage ?? 'help', layout: 'help' };
  const landing = LANDING.exec(rest);
  if (landing !== null) return { kind: 'cms', slug: landing[1] ?? 'landing', layout: 'landing' };
  const slug = cmsSlugOf(rest);
  if (slug === null) return { kind: 'not-found' };
  if (slug === 'unsubscribe') return { kind: 'unsubscribe' };
  const version = sportsbookVersionOf(slug);
  if (version !== null) return { kind: 'sportsbook', version };
  return { kind: 'cms', slug, layout: 'page' };
}
