import type { Game } from './catalogue.ts';

/** Games per page of a category grid, and added by each load-more (games-and-content.md §9). */
export const GRID_PAGE_SIZE = 40;
/** Lobby strips shown per infinite-scroll step (games-and-content.md §9). */
export const STRIPS_PER_STEP = 3;
/** Last-played games on the lobby (games-and-content.md §9). */
export const LAST_PLAYED_LIMIT = 8;
/** Category the split-view picker opens on (games-and-content.md §9). */
export const SPLIT_VIEW_INITIAL_CATEGORY_ID = 877;

/** The page request of a grid: zero-based page index and page size. */
export interface GridPageRequest {
  readonly pageStart: number;
  readonly pageSize: number;
}

/**
 * The next page a category grid loads, or null when every game is loaded (no load-more button).
 * @param loaded games already shown (0 for the first page).
 * @param total totalElements of the last answer; unknown (null) before the first page.
 */
export function nextGridPage(loaded: number, total: number | null): GridPageRequest | null {
  if (total !== null && loaded >= total) return null;
  if (loaded % GRID_PAGE_SIZE !== 0) return null;
  return { pageStart: loaded / GRID_PAGE_SIZE, pageSize: GRID_PAGE_SIZE };
}

/** Whether the load-more button shows. */
export const canLoadMore = (loaded: number, total: number): boolean => nextGridPage(loaded, total) !== null;

/** How many lobby strips show after one more infinite-scroll step. */
export const nextStripCount = (shown: number, available: number): number =>
  Math.min(Math.max(shown, 0) + STRIPS_PER_STEP, available);

/** The last-played strip of the lobby: the first 8 of the player's last-played games. */
export const lastPlayedStrip = (games: readonly Game[]): readonly Game[] => games.slice(0, LAST_PLAYED_LIMIT);
