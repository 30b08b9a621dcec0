import type { Game, GameType } from '@lv-casino/core/catalogue/catalogue.ts';
import {
  initialFilters,
  withSearch,
  type CatalogueFilters,
} from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type {
  CategoryGamesOutcome,
  LoadCategoryGamesUseCase,
} from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/** Quiet time (ms) after the last keystroke before a pane's search is sent. */
export const SPLIT_SEARCH_DEBOUNCE_MS = 300;

/** Timers (ms), the shape of core's ClockPort: a store holds no port; the module hands it the app's clock. */
export interface PickerClock {
  schedule(delayMs: number, callback: () => void): () => void;
}

export interface PanePickerDeps {
  /** A page of 40 of the category's games (core's category grid, the search as its globalSearch). */
  readonly categoryGames: LoadCategoryGamesUseCase;
  readonly device: Device;
  readonly clock: PickerClock;
}

/** The games the picker offers: a category of a game type. */
export interface PickerSource {
  readonly categoryId: number;
  readonly gameType: GameType;
}

/** The picker's list: on its way, shown, nothing matches (no.games.found), or failed. */
export type PickerState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'games' }
  | { readonly kind: 'empty'; readonly messageKey: string }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * A pane's picker (games-and-content.md §2 split view): the games of the category, 40 a page with a
 * load-more, narrowed by a search sent after SPLIT_SEARCH_DEBOUNCE_MS of quiet or at once on Enter
 * (core's LoadCategoryGamesUseCase, the text as the query's globalSearch; never the whole catalogue).
 * A newer list drops the answer of an older one.
 */
export class PanePickerStore {
  /** What the search field holds. */
  text = '';
  /** The searched text (trimmed) of the list shown or on its way; '' for the whole category. */
  searched = '';
  list: PickerState = { kind: 'loading' };
  games: readonly Game[] = [];
  /** Games of the category matching the search, over all pages. */
  total = 0;
  canLoadMore = false;
  loadingMore = false;
  loadMoreError: ErrorDescriptor | null = null;

  readonly #deps: PanePickerDeps;
  #source: PickerSource | null = null;
  #filters: CatalogueFilters | null = null;
  #run = 0;
  #cancelTimer: (() => void) | null = null;

  constructor(deps: PanePickerDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** The category to pick from; a new one lists its games (with the search applied). */
  setSource(source: PickerSource): void {
    const current = this.#source;
    if (current?.categoryId === source.categoryId && current.gameType === source.gameType) return;
    this.#source = source;
    void this.#load(this.searched);
  }

  /** The player typed: the search follows after SPLIT_SEARCH_DEBOUNCE_MS without another keystroke. */
  setText(text: string): void {
    this.text = text;
    this.#stopTimer();
    this.#cancelTimer = this.#deps.clock.schedule(SPLIT_SEARCH_DEBOUNCE_MS, () => {
      this.#cancelTimer = null;
      this.submit();
    });
  }

  /** Searches the text now (Enter, or the quiet time elapsed); the text already shown asks nothing. */
  submit(): void {
    this.#stopTimer();
    const text = this.text.trim();
    if (text === this.searched && this.list.kind !== 'failed') return;
    void this.#load(text);
  }

  /** Asks again for what failed: the list, or its next page. */
  retry(): void {
    if (this.list.kind === 'failed') void this.#load(this.searched);
    else if (this.loadMoreError !== null) void this.loadMore();
  }

  /** The next 40 games of the list. */
  async loadMore(): Promise<void> {
    const filters = this.#filters;
    if (filters === null || this.loadingMore || !this.canLoadMore || this.list.kind !== 'games') return;
    const run = this.#run;
    this.loadingMore = true;
    this.loadMoreError = null;
    const outcome = await this.#deps.categoryGames.execute({
      filters,
      device: this.#deps.device,
      loaded: this.games,
      total: this.total,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.loadingMore = false;
      if (outcome.kind === 'failed') this.loadMoreError = outcome.error;
      else if (outcome.kind === 'complete') this.canLoadMore = false;
      else if (outcome.kind === 'games') this.#show(outcome.games, outcome.total, outcome.canLoadMore);
    });
  }

  /** The modal closed: the timer stops and answers still on their way are dropped. */
  dispose(): void {
    this.#stopTimer();
    this.#run += 1;
  }

  async #load(text: string): Promise<void> {
    const run = ++this.#run;
    this.searched = text;
    this.loadingMore = false;
    this.loadMoreError = null;
    this.list = { kind: 'loading' };
    const source = this.#source;
    // Without a source yet, setSource loads the list once the category is known.
    if (source === null) return;
    const { device } = this.#deps;
    const filters = withSearch(initialFilters(device, source.gameType, source.categoryId), text);
    this.#filters = filters;
    const outcome = await this.#deps.categoryGames.execute({ filters, device, loaded: [], total: null });
    if (run !== this.#run) return;
    runInAction(() => {
      this.#listed(outcome);
    });
  }

  #listed(outcome: CategoryGamesOutcome): void {
    if (outcome.kind === 'complete') return;
    if (outcome.kind === 'games') {
      this.#show(outcome.games, outcome.total, outcome.canLoadMore);
      this.list = { kind: 'games' };
      return;
    }
    this.#show([], 0, false);
    this.list = outcome;
  }

  #show(games: readonly Game[], total: number, canLoadMore: boolean): void {
    this.games = games;
    this.total = total;
    this.canLoadMore = canLoadMore;
  }

  #stopTimer(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
  }
}
