import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Device } from '../shared/device.ts';
import type { CatalogueQuery, Game } from './catalogue.ts';
import type { CatalogueFilters } from './catalogue-filters.rule.ts';
import { NO_GAMES_FOUND_MESSAGE_KEY } from './category-route.rule.ts';
import { nextGridPage } from './game-grid.rule.ts';

export type CategoryGamesOutcome =
  | {
      readonly kind: 'games';
      /** Every game shown so far: the ones already loaded followed by the new page. */
      readonly games: readonly Game[];
      readonly total: number;
      /** Whether the load-more button shows. */
      readonly canLoadMore: boolean;
    }
  /** The search or filter finds no game (message no.games.found). */
  | { readonly kind: 'empty'; readonly messageKey: string }
  /** Every game is already loaded: nothing was asked. */
  | { readonly kind: 'complete' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The game grid of a category page (games-and-content.md §2): the first 40 games for the filters, and
 * 40 more on each load-more, sorted by id. A search is sent as the query's globalSearch.
 */
export class LoadCategoryGamesUseCase {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  /**
   * @param input.loaded the games already shown ([] for the first page).
   * @param input.total totalElements of the previous answer, null before the first page.
   */
  async execute(input: {
    readonly filters: CatalogueFilters;
    readonly device: Device;
    readonly loaded: readonly Game[];
    readonly total: number | null;
  }): Promise<CategoryGamesOutcome> {
    const page = nextGridPage(input.loaded.length, input.total);
    if (page === null) return { kind: 'complete' };
    const query: CatalogueQuery = {
      ...page,
      sortBy: 'id',
      sortAsc: true,
      columnSearches: input.filters.columnSearches,
      mobile: input.device === 'mobile',
      ...(input.filters.activeSearch ? { globalSearch: input.filters.globalSearch } : {}),
    };
    const found = await this.#catalogue.searchGames(query);
    if (!found.ok) return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
    const games = [...input.loaded, ...found.value.games];
    if (games.length === 0) return { kind: 'empty', messageKey: NO_GAMES_FOUND_MESSAGE_KEY };
    return {
      kind: 'games',
      games,
      total: found.value.total,
      canLoadMore: nextGridPage(games.length, found.value.total) !== null,
    };
  }
}
