import type { Device } from '../shared/device.ts';
import type { CatalogueQuery, ColumnSearch, GameType } from './catalogue.ts';

/** Page size of a bulk or standalone-search fetch (games-and-content.md §9); the API maximum. */
export const BULK_PAGE_SIZE = 9999;

/** Page size of a standalone search (games-and-content.md §9). */
export const STANDALONE_SEARCH_PAGE_SIZE = 9999;

/** The game type of a catalogue query when none is named (games-and-content.md §3 Catalogue query). */
export const DEFAULT_GAME_TYPE: GameType = 'RNG';

/**
 * The default filters of every catalogue query (games-and-content.md §3 Catalogue query): the game
 * type (RNG unless named), and support for the device the site is rendered for.
 */
export const defaultColumnSearches = (
  device: Device,
  gameType: GameType = DEFAULT_GAME_TYPE,
): readonly ColumnSearch[] => [
  { key: 'gameType', operation: 'EQUALS', value: gameType },
  { key: device === 'mobile' ? 'supportsMobile' : 'supportsDesktop', operation: 'EQUALS', value: 'true' },
];

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

/** Games a lobby strip shows (one page; the category page has the rest). */
export const LOBBY_STRIP_PAGE_SIZE = 24;

/**
 * The first page of a lobby strip: the category's games of the type for the device, ordered by id
 * ascending, LOBBY_STRIP_PAGE_SIZE of them (the answer's total says how many the category has).
 */
export const lobbyStripQuery = (
  categoryId: number,
  device: Device,
  gameType: GameType = DEFAULT_GAME_TYPE,
): CatalogueQuery => ({
  pageStart: 0,
  pageSize: LOBBY_STRIP_PAGE_SIZE,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: [
    ...defaultColumnSearches(device, gameType),
    { key: 'gameCategoryIds', operation: 'CONTAINS', value: String(categoryId) },
  ],
  mobile: device === 'mobile',
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
