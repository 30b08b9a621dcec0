import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { CatalogueFilters } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type {
  CategoryGamesOutcome,
  LoadCategoryGamesUseCase,
} from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { SearchGamesOutcome } from '@lv-casino/core/catalogue/search-games.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { GamePages } from './load-more-games.tsx';

export type GamePagesState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'games' }
  /** Nothing matches (core's no.games.found). */
  | { readonly kind: 'empty'; readonly messageKey: string }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export interface GamePagesOptions {
  /** Whether a failed first page also clears the games shown (a search's list) or keeps them (a category's grid). */
  readonly clearOnFailure?: boolean;
}

/**
 * Games that come in pages (games-and-content.md §2, §9: a category's grid, a search within a
 * category, a split-view pane's picker): the first 40 for the filters, 40 more on each load-more
 * (core's LoadCategoryGamesUseCase). A newer load drops the answer of an older one; the games shown
 * stay while new filters load. A whole list in one answer (showAll) has no pages.
 */
export class GamePagesStore implements GamePages {
  state: GamePagesState = { kind: 'idle' };
  games: readonly Game[] = [];
  /** Games matching the filters over all pages; null before the first answer. */
  total: number | null = null;
  canLoadMore = false;
  loadingMore = false;
  loadMoreError: ErrorDescriptor | null = null;
  /** Index of the first game a load-more added, until the view has moved focus to it. */
  focusIndex: number | null = null;

  readonly #load: LoadCategoryGamesUseCase;
  readonly #device: Device;
  readonly #clearOnFailure: boolean;
  #filters: CatalogueFilters | null = null;
  #run = 0;

  constructor(
    load: LoadCategoryGamesUseCase,
    device: Device,
    { clearOnFailure = false }: GamePagesOptions = {},
  ) {
    this.#load = load;
    this.#device = device;
    this.#clearOnFailure = clearOnFailure;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** Loads the first page for `filters`. */
  async show(filters: CatalogueFilters): Promise<void> {
    const run = this.#begin(filters);
    const outcome = await this.#load.execute({ filters, device: this.#device, loaded: [], total: null });
    if (run !== this.#run) return;
    runInAction(() => {
      this.#first(outcome);
    });
  }

  /** Shows a whole list that `load` answers at once; no load-more follows. */
  async showAll(load: () => Promise<SearchGamesOutcome>): Promise<void> {
    const run = this.#begin(null);
    const outcome = await load();
    if (run !== this.#run) return;
    runInAction(() => {
      if (outcome.kind === 'idle') this.state = outcome;
      else if (outcome.kind === 'games')
        this.#first({ kind: 'games', games: outcome.games, total: outcome.games.length, canLoadMore: false });
      else this.#first(outcome);
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

  /** The view has moved focus to the first added game. */
  focusDone(): void {
    this.focusIndex = null;
  }

  /** No games and no answer pending (another category, an empty search, or the screen left). */
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

  #begin(filters: CatalogueFilters | null): number {
    this.#filters = filters;
    this.state = { kind: 'loading' };
    this.loadingMore = false;
    this.loadMoreError = null;
    this.focusIndex = null;
    return ++this.#run;
  }

  #first(outcome: CategoryGamesOutcome): void {
    if (outcome.kind === 'games') {
      this.#take(outcome);
      this.state = { kind: 'games' };
    } else if (outcome.kind === 'empty' || (outcome.kind === 'failed' && this.#clearOnFailure)) {
      this.#take({ games: [], total: 0, canLoadMore: false });
      this.state = outcome;
    } else if (outcome.kind === 'failed') {
      this.state = outcome;
    }
  }

  #take(page: {
    readonly games: readonly Game[];
    readonly total: number;
    readonly canLoadMore: boolean;
  }): void {
    this.games = page.games;
    this.total = page.total;
    this.canLoadMore = page.canLoadMore;
  }
}
