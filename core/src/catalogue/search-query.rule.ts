import type { Device } from '../shared/device.ts';
import type { CatalogueQuery, GameType } from './catalogue.ts';
import { DEFAULT_GAME_TYPE, defaultColumnSearches } from './catalogue-query.rule.ts';

/*
 * The catalogue queries of searches and look-ups (not the lobby's first paint, which needs only
 * catalogue-query.rule.ts): the bulk fetch, the standalone search and a game by its friendly URL.
 */

/** Page size of a bulk or standalone-search fetch (games-and-content.md §9); the API maximum. */
export const BULK_PAGE_SIZE = 9999;

/** Page size of a standalone search (games-and-content.md §9). */
export const STANDALONE_SEARCH_PAGE_SIZE = 9999;

/** Every game of a type for a device in one page, ordered by id ascending (start-up's ordered games). */
export const bulkGamesQuery = (device: Device, gameType: GameType = DEFAULT_GAME_TYPE): CatalogueQuery => ({
  pageStart: 0,
  pageSize: BULK_PAGE_SIZE,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: defaultColumnSearches(device, gameType),
  mobile: device === 'mobile',
});

/**
 * A standalone search (the global search modal): every game of the type for the device whose name
 * matches `text`, in one page of 9999. Surrounding blanks of the text are dropped.
 */
export const standaloneSearchQuery = (
  device: Device,
  text: string,
  gameType: GameType = DEFAULT_GAME_TYPE,
): CatalogueQuery => ({
  pageStart: 0,
  pageSize: STANDALONE_SEARCH_PAGE_SIZE,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: defaultColumnSearches(device, gameType),
  mobile: device === 'mobile',
  globalSearch: text.trim(),
});

/**
 * The game of a friendly URL (the game-play page, games-and-content.md §2 Game play), of any game type:
 * one page of at most two answers, so a duplicate friendly URL in the catalogue shows.
 */
export const gameByFriendlyUrlQuery = (device: Device, friendlyUrl: string): CatalogueQuery => ({
  pageStart: 0,
  pageSize: 2,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: [{ key: 'friendlyUrl', operation: 'EQUALS', value: friendlyUrl }],
  mobile: device === 'mobile',
});

/**
 * The game of a uniqueGameId (a win of the activity feed names its game by it, games-and-content.md
 * §3), of any game type: one page of at most two answers.
 */
export const gameByUniqueIdQuery = (device: Device, uniqueGameId: string): CatalogueQuery => ({
  pageStart: 0,
  pageSize: 2,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: [{ key: 'uniqueGameId', operation: 'EQUALS', value: uniqueGameId }],
  mobile: device === 'mobile',
});
