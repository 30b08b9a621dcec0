import type { CategoryRoute } from '../catalogue/category-path.rule.ts';
import { parseCategoryRoute } from '../catalogue/category-route.rule.ts';
import { cmsSlugOf } from '../content/cms-page.rule.ts';
import { sportsbookVersionOf } from '../content/content-route.rule.ts';
import { parseHelpRoute } from '../content/help-route.rule.ts';
import { parsePromotionsRoute, type PromotionsRoute } from '../content/promotions.rule.ts';
import type { SportsbookVersion } from '../content/sportsbook.rule.ts';

/**
 * The page a served path shows (games-and-content.md §2 Screens and routes), from the path after the
 * language prefix. Paths that are no other page are CMS pages looked up by slug.
 */
export type PageRoute =
  | CategoryRoute
  | { readonly kind: 'game-play'; readonly mode: 'real' | 'demo'; readonly friendlyUrl: string }
  | { readonly kind: 'promotions'; readonly route: PromotionsRoute }
  | { readonly kind: 'help'; readonly selectedPage: string | null }
  | { readonly kind: 'unsubscribe' }
  | { readonly kind: 'landing'; readonly slug: string | null }
  | { readonly kind: 'sportsbook'; readonly version: SportsbookVersion }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'cms'; readonly slug: string };

/** Splits `/a/b/` into ['a', 'b']; the root gives []. */
const segmentsOf = (rest: string): string[] => rest.split('/').filter((segment) => segment !== '');

/**
 * What a served path shows. The root (`/`) and any path without a page of its own go to the CMS by
 * slug; an empty slug (the root) is the not-found page.
 */
export function resolvePageRoute(rest: string): PageRoute {
  const category = parseCategoryRoute(rest);
  if (category !== null) return category;
  const help = parseHelpRoute(rest);
  if (help !== null) return { kind: 'help', selectedPage: help.selectedPage };

  const segments = segmentsOf(rest);
  const [first = '', second, third, ...more] = segments;
  if (
    first === 'game-play' &&
    (second === 'real' || second === 'demo') &&
    third !== undefined &&
    more.length === 0
  ) {
    return { kind: 'game-play', mode: second, friendlyUrl: third };
  }
  if (first === 'promotions' && third === undefined) {
    return { kind: 'promotions', route: parsePromotionsRoute(second ?? null) };
  }
  if (first === 'landing' && third === undefined) return { kind: 'landing', slug: second ?? null };
  if (segments.length === 1) {
    if (first === 'unsubscribe') return { kind: 'unsubscribe' };
    if (first === '404') return { kind: 'not-found' };
    const version = sportsbookVersionOf(first);
    if (version !== null) return { kind: 'sportsbook', version };
  }
  const slug = cmsSlugOf(rest);
  return slug === null ? { kind: 'not-found' } : { kind: 'cms', slug };
}

/** Whether `pathname`, with its language prefix (`/lv/game-play/real/…`), is a game-play page. */
export function isGamePlayPath(pathname: string): boolean {
  return resolvePageRoute(pathname.replace(/^\/[^/]*/, '')).kind === 'game-play';
}
