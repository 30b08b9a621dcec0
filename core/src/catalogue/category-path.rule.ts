import type { CategoryPage, LobbyPage } from './catalogue.ts';

/** friendlyUrl values with a page of their own instead of a category (games-and-content.md §2). */
export const SPECIAL_FRIENDLY_URLS = ['last-played', 'favourites', 'providers', 'collections'] as const;
export type SpecialFriendlyUrl = (typeof SPECIAL_FRIENDLY_URLS)[number];

/** How a category page is addressed: /casino/{url}, /casino/providers/{url}, /casino/collections/{url}. */
export type CategoryShape = 'plain' | 'provider' | 'collection';

/** A lobby or category route of the casino or live casino, from the path after the language. */
export type CategoryRoute =
  | { readonly kind: 'lobby'; readonly page: LobbyPage }
  | { readonly kind: 'special'; readonly page: LobbyPage; readonly list: SpecialFriendlyUrl }
  | {
      readonly kind: 'category';
      readonly page: LobbyPage;
      readonly shape: CategoryShape;
      readonly friendlyUrl: string;
    };

/** The path (after the language prefix) of a lobby or category route; parseCategoryRoute reads it back. */
export function categoryRoutePath(route: CategoryRoute): string {
  const base = route.page === 'CASINO' ? '/casino' : '/live-casino';
  if (route.kind === 'lobby') return base;
  if (route.kind === 'special') return `${base}/${route.list}`;
  const prefix = { plain: '', provider: '/providers', collection: '/collections' }[route.shape];
  return `${base}${prefix}/${route.friendlyUrl}`;
}

/** The page whose categories a category page's shape lists: providers, collections, or the lobby's own. */
export const categoryPageOf = (shape: CategoryShape, lobby: LobbyPage): CategoryPage =>
  shape === 'provider' ? 'PROVIDERS' : shape === 'collection' ? 'COLLECTIONS' : lobby;
