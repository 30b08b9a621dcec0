import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { CatalogueFilters } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type {
  CategoryGamesOutcome,
  LoadCategoryGamesUseCase,
} from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export type GridState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'games' }
  /** Nothing matches (core's no.games.found). */
  | { readonly kind: 'empty'; readonly messageKey: string }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The game grid of a category page (games-and-content.md §2, §9): the first 40 games for the filters,
 * 40 more on each load-more (core's LoadCategoryGamesUseCase). A newer load drops the answer of an
 * older one; the shown games stay while new filters load.
 */
export class CategoryGridStore {
  state: GridState = { kind: 'idle' };
  games: readonly Game[] = [];
  /** Games matching the filters over all pages; null before the first answer. */
  total: number | null = null;
  canLoadMore = false;
  loadingMore = false;
  loadMoreError: ErrorDescriptor | null = null;
  /** Index of the first game a load-more added, until the grid has moved focus to it. */
  focusIndex: number | null = null;

  readonly #load: LoadCategoryGamesUseCase;
  readonly #device: Device;
  #filters: CatalogueFilters | null = null;
  #run = 0;

  constructor(load: LoadCategoryGamesUseCase, device: Device) {
    this.#load = load;
    this.#device = device;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** Loads the first page for `filters`. */
  async show(filters: CatalogueFilters): Promise<void> {
    const run = ++this.#run;
    this.#filters = filters;
    this.state = { kind: 'loading' };
    this.loadingMore = false;
    this.loadMoreError = null;
    this.focusIndex = null;
    const outcome = await this.#load.execute({ filters, device: this.#device, loaded: [], total: null });
    if (run !== this.#run) return;
    runInAction(() => {
      if (outcome.kind === 'failed') {
        this.state = { kind: 'failed', error: outcome.error };
      } else if (outcome.kind === 'empty') {
        this.games = [];
        this.total = 0;
        this.canLoadMore = false;
        this.state = { kind: 'empty', messageKey: outcome.messageKey };
      } else if (outcome.kind === 'games') {
        this.#take(outcome);
        this.state = { kind: 'games' };
      }
    });
  }

  /** Adds the next 40 games; focus then goes to the first of them (focusIndex). */
  async loadMore(): Promise<void> {
    const filters = this.#filters;
    if (filters === null || this.loadingMore || !this.canLoadMore || this.state.kind !== 'games') return;
    const run = this.#run;
    const shown = this.games.length;
    this.loadingMore = true;
    this.loadMoreError = null;
    const outcome = await this.#load.execute({
      filters,
      device: this.#device,
      loaded: this.games,
      total: this.total,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.loadingMore = false;
      if (outcome.kind === 'failed') this.loadMoreError = outcome.error;
      else if (outcome.kind === 'complete') this.canLoadMore = false;
      else if (outcome.kind === 'games') {
        this.#take(outcome);
        this.focusIndex = outcome.games.length > shown ? shown : null;
      }
    });
  }

  /** Asks again for what failed: the first page or the next one. */
  retry(): void {
    if (this.state.kind === 'failed' && this.#filters !== null) void this.show(this.#filters);
    else if (this.loadMoreError !== null) void this.loadMore();
  }

  /** The grid has moved focus to the first added game. */
  focusDone(): void {
    this.focusIndex = null;
  }

  /** No games and no answer pending (another category, or the page left). */
  reset(): void {
    this.#run++;
    this.#filters = null;
    this.state = { kind: 'idle' };
    this.games = [];
    this.total = null;
    this.canLoadMore = false;
    this.loadingMore = false;
    this.loadMoreError = null;
    this.focusIndex = null;
  }

  #take(outcome: Extract<CategoryGamesOutcome, { kind: 'games' }>): void {
    this.games = outcome.games;
    this.total = outcome.total;
    this.canLoadMore = outcome.canLoadMore;
  }
}
