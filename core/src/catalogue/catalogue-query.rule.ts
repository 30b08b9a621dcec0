import type { Device } from '../shared/device.ts';
import type { CatalogueQuery, GameType } from './catalogue.ts';

/** Page size of a bulk or standalone-search fetch (games-and-content.md §9); the API maximum. */
export const BULK_PAGE_SIZE = 9999;

/**
 * The default filters of every catalogue query (games-and-content.md §3 Catalogue query): the game
 * type, and support for the device the site is rendered for.
 */
export const defaultColumnSearches = (
  device: Device,
  gameType: GameType,
): CatalogueQuery['columnSearches'] => [
  { key: 'gameType', operation: 'EQUALS', value: gameType },
  { key: device === 'mobile' ? 'supportsMobile' : 'supportsDesktop', operation: 'EQUALS', value: 'true' },
];

/** Every game of a type for a device in one page, ordered by id (start-up's ordered games). */
export const bulkGamesQuery = (device: Device, gameType: GameType): CatalogueQuery => ({
  pageStart: 0,
  pageSize: BULK_PAGE_SIZE,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: defaultColumnSearches(device, gameType),
  mobile: device === 'mobile',
});
