import type { Device } from '../shared/device.ts';
import type { CatalogueQuery, ColumnSearch, GameType } from './catalogue.ts';

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
