import type { Device } from '../shared/device.ts';
import type { ColumnSearch, GameType } from './catalogue.ts';
import { defaultColumnSearches } from './catalogue-query.rule.ts';

/**
 * The search and filters of a category page (games-and-content.md §4 Catalogue filters).
 * `activeSearch` is true while a search text is applied, `activeFilters` while a provider filter is.
 */
export interface CatalogueFilters {
  readonly columnSearches: readonly ColumnSearch[];
  /** The applied search text; `''` for none. */
  readonly globalSearch: string;
  readonly activeSearch: boolean;
  readonly activeFilters: boolean;
}

/** Column-search keys that clearing keeps: device support, game type and category. */
export const KEPT_FILTER_KEYS: readonly string[] = [
  'supportsMobile',
  'supportsDesktop',
  'gameType',
  'gameCategoryIds',
];

/** The filters of a category page before the player searches or filters anything. */
export function initialFilters(
  device: Device,
  gameType: GameType,
  categoryId: number | null,
): CatalogueFilters {
  const category: ColumnSearch[] =
    categoryId === null ? [] : [{ key: 'gameCategoryIds', operation: 'CONTAINS', value: String(categoryId) }];
  return {
    columnSearches: [...defaultColumnSearches(device, gameType), ...category],
    globalSearch: '',
    activeSearch: false,
    activeFilters: false,
  };
}

/** Drops the search and every filter but the kept ones (on category change or "clear"). */
export const clearFilters = (filters: CatalogueFilters): CatalogueFilters => ({
  columnSearches: filters.columnSearches.filter((search) => KEPT_FILTER_KEYS.includes(search.key)),
  globalSearch: '',
  activeSearch: false,
  activeFilters: false,
});

/** Applies a search text (trimmed); a blank text removes the search. */
export function withSearch(filters: CatalogueFilters, text: string): CatalogueFilters {
  const globalSearch = text.trim();
  return { ...filters, globalSearch, activeSearch: globalSearch !== '' };
}

/** Replaces the provider filter with the given providers; none removes it. */
export function withProviders(filters: CatalogueFilters, providers: readonly string[]): CatalogueFilters {
  const others = filters.columnSearches.filter((search) => search.key !== 'gameProvider');
  const chosen = providers.map((value) => ({ key: 'gameProvider', operation: 'EQUALS', value }));
  return { ...filters, columnSearches: [...others, ...chosen], activeFilters: chosen.length > 0 };
}
