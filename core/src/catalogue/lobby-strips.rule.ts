import type { Device } from '../shared/device.ts';
import type { Category, CategoryPage, Game, GameType, LobbyPage } from './catalogue.ts';
import { isCategoryVisible } from './category-visibility.rule.ts';

/** One category strip of a lobby with the games loaded for it, in catalogue order. */
export interface LobbyStrip {
  readonly category: Category;
  readonly games: readonly Game[];
  /** Games of the category over all pages (the strip shows a page, the category page all). */
  readonly total: number;
}

/** The game type a lobby lists: live-casino games under /live-casino, RNG games under /casino. */
export const gameTypeOfLobby = (lobby: LobbyPage): GameType =>
  lobby === 'LIVE_CASINO' ? 'LIVE_CASINO' : 'RNG';

/** The desktop lobby shows only categories with an orderNumber below this (games-and-content.md §2). */
export const DESKTOP_LOBBY_ORDER_LIMIT = 5;

/** orderNumber 1 comes first, then ascending orderNumber; ties keep the server's order. */
const byLobbyOrder = (a: Category, b: Category): number =>
  Number(b.orderNumber === 1) - Number(a.orderNumber === 1) || a.orderNumber - b.orderNumber;

/**
 * The visible categories of a page in lobby order: what the category bar, the provider slider and the
 * collections list show (every visible category, whatever the device).
 */
export const pageCategories = (categories: readonly Category[], page: CategoryPage): Category[] =>
  categories.filter((category) => isCategoryVisible(category, page)).sort(byLobbyOrder);

/**
 * The categories of a lobby page that get strips, in lobby order. On desktop only those with
 * orderNumber below 5 are kept (games-and-content.md §2).
 */
export function lobbyCategories(
  categories: readonly Category[],
  page: LobbyPage,
  device: Device,
): Category[] {
  return pageCategories(categories, page).filter(
    (category) => device === 'mobile' || category.orderNumber < DESKTOP_LOBBY_ORDER_LIMIT,
  );
}

/**
 * The category strips of a lobby: the lobby categories, each with the games that belong to it.
 * A category none of whose games were loaded (e.g. not available on this device) gets no strip.
 */
export function buildLobbyStrips(
  categories: readonly Category[],
  games: readonly Game[],
  options: { readonly page: LobbyPage; readonly device: Device },
): LobbyStrip[] {
  return lobbyCategories(categories, options.page, options.device)
    .map((category) => {
      const own = games.filter((game) => game.categoryIds.includes(category.id));
      return { category, games: own, total: own.length };
    })
    .filter((strip) => strip.games.length > 0);
}
