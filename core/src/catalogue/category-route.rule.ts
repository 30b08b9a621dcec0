import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { Category, LobbyPage } from './catalogue.ts';
import {
  SPECIAL_FRIENDLY_URLS,
  type CategoryRoute,
  type CategoryShape,
  type SpecialFriendlyUrl,
} from './category-path.rule.ts';

const PAGE_SEGMENTS: Readonly<Record<string, LobbyPage>> = { casino: 'CASINO', 'live-casino': 'LIVE_CASINO' };
const SHAPE_SEGMENTS: Readonly<Record<string, CategoryShape>> = {
  providers: 'provider',
  collections: 'collection',
};

const isSpecial = (value: string): value is SpecialFriendlyUrl =>
  (SPECIAL_FRIENDLY_URLS as readonly string[]).includes(value);

/**
 * Reads a lobby or category route from the path after the language prefix (a trailing slash is
 * ignored), or null for any other path. /casino and /live-casino with 0, 1 or 2 more segments.
 */
export function parseCategoryRoute(rest: string): CategoryRoute | null {
  const segments = rest.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  const [first = '', second, third, ...more] = segments;
  const page = Object.hasOwn(PAGE_SEGMENTS, first) ? PAGE_SEGMENTS[first] : undefined;
  if (page === undefined || more.length > 0 || second === '' || third === '') return null;
  if (second === undefined) return { kind: 'lobby', page };
  if (third === undefined) {
    return isSpecial(second)
      ? { kind: 'special', page, list: second }
      : { kind: 'category', page, shape: 'plain', friendlyUrl: second };
  }
  const shape = Object.hasOwn(SHAPE_SEGMENTS, second) ? SHAPE_SEGMENTS[second] : undefined;
  return shape === undefined ? null : { kind: 'category', page, shape, friendlyUrl: third };
}

/** What a category page shows. */
export type CategoryPageOutcome =
  | { readonly kind: 'category'; readonly category: Category }
  /** The category is unknown but a search or filter is active: the page stays with its results. */
  | { readonly kind: 'search-results' }
  | { readonly kind: 'not-found'; readonly intent: NavigationIntent };

/**
 * The category of a category route among the loaded categories (by friendlyUrl). An unknown
 * category with no active search or filter leads to /404 (games-and-content.md §2).
 */
export function resolveCategoryPage(
  friendlyUrl: string,
  categories: readonly Category[],
  filters: { readonly activeSearch: boolean; readonly activeFilters: boolean },
): CategoryPageOutcome {
  const category = categories.find((candidate) => candidate.friendlyUrl === friendlyUrl);
  if (category !== undefined) return { kind: 'category', category };
  if (filters.activeSearch || filters.activeFilters) return { kind: 'search-results' };
  return { kind: 'not-found', intent: { kind: 'navigate', to: { name: 'not-found' } } };
}

/** Message key of a search or filter that finds no game. */
export const NO_GAMES_FOUND_MESSAGE_KEY = 'no.games.found';

/** Whether a special page's list is fetched again each time it opens (favourites, last-played). */
export const reloadsOnOpen = (route: CategoryRoute): boolean =>
  route.kind === 'special' && (route.list === 'favourites' || route.list === 'last-played');

/** The grid of a search or filtered category: its games, or the no-games message when none match. */
export const gridView = <T>(
  games: readonly T[],
):
  | { readonly kind: 'games'; readonly games: readonly T[] }
  | { readonly kind: 'empty'; readonly messageKey: string } =>
  games.length === 0 ? { kind: 'empty', messageKey: NO_GAMES_FOUND_MESSAGE_KEY } : { kind: 'games', games };
