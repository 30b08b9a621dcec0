import type { Game, GameType } from '@lv-casino/core/catalogue/catalogue.ts';
import {
  initialFilters,
  withSearch,
  type CatalogueFilters,
} from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { SearchGamesUseCase } from '@lv-casino/core/catalogue/search-games.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/** Quiet time (ms) after the last keystroke before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Timers (ms), the shape of core's ClockPort: a store holds no port; the module hands it the app's clock. */
export interface SearchClock {
  schedule(delayMs: number, callback: () => void): () => void;
}

/** What is searched: one category's games, or the whole catalogue (categoryId null), of a game type. */
export interface SearchScope {
  readonly categoryId: number | null;
  readonly gameType: GameType;
}

export type SearchState =
  /** Nothing to search: the text is blank. */
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'games' }
  /** Nothing matches (core's no.games.found). */
  | { readonly kind: 'empty'; readonly messageKey: string }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export interface SearchStoreDeps {
  /** The whole catalogue in one answer (core's standalone search, 9999 games at most). */
  readonly search: SearchGamesUseCase;
  /** A category's games, 40 a page (core's category grid with the search as its globalSearch). */
  readonly categoryGames: LoadCategoryGamesUseCase;
  readonly device: Device;
  readonly clock: SearchClock;
}

const sameScope = (a: SearchScope, b: SearchScope): boolean =>
  a.categoryId === b.categoryId && a.gameType === b.gameType;

/**
 * The search modals (games-and-content.md §2): the text the player types, searched after
 * SEARCH_DEBOUNCE_MS of quiet or at once on Enter, over the whole catalogue (core's
 * SearchGamesUseCase) or within one category (core's LoadCategoryGamesUseCase, which pages by 40: a
 * load-more adds the next page). A newer search drops the answer of an older one. One per opening.
 */
export class SearchStore {
  /** What the search field holds. */
  text = '';
  state: SearchState = { kind: 'idle' };
  games: readonly Game[] = [];
  /** Games matching the search over all pages. */
  total = 0;
  canLoadMore = false;
  loadingMore = false;
  loadMoreError: ErrorDescriptor | null = null;
  /** Index of the first game a load-more added, until the view has moved focus to it. */
  focusIndex: number | null = null;

  readonly #deps: SearchStoreDeps;
  #scope: SearchScope = { categoryId: null, gameType: 'RNG' };
  /** The searched text (trimmed) of the results shown or on their way; '' for none. */
  #applied = '';
  #filters: CatalogueFilters | null = null;
  #run = 0;
  #cancelTimer: (() => void) | null = null;

  constructor(deps: SearchStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** Where to search; a new scope searches the applied text again. */
  setScope(scope: SearchScope): void {
    if (sameScope(scope, this.#scope)) return;
    this.#scope = scope;
    if (this.#applied !== '') void this.#search(this.#applied);
  }

  /** The player typed: the search follows after SEARCH_DEBOUNCE_MS without another keystroke. */
  setText(text: string): void {
    this.text = text;
    this.#stopTimer();
    this.#cancelTimer = this.#deps.clock.schedule(SEARCH_DEBOUNCE_MS, () => {
      this.#cancelTimer = null;
      this.submit();
    });
  }

  /** Searches the text now (Enter, or the quiet time elapsed); the text already shown asks nothing. */
  submit(): void {
    this.#stopTimer();
    const text = this.text.trim();
    if (text === this.#applied && this.state.kind !== 'failed') return;
    void this.#search(text);
  }

  /** Asks again for what failed: the search, or its next page. */
  retry(): void {
    if (this.state.kind === 'failed') void this.#search(this.#applied);
    else if (this.loadMoreError !== null) void this.loadMore();
  }

  /** The next 40 games of a category search; focus then goes to the first of them (focusIndex). */
  async loadMore(): Promise<void> {
    const filters = this.#filters;
    if (filters === null || this.loadingMore || !this.canLoadMore || this.state.kind !== 'games') return;
    const run = this.#run;
    const shown = this.games.length;
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
      else if (outcome.kind === 'games') {
        this.#show(outcome.games, outcome.total, outcome.canLoadMore);
        this.focusIndex = outcome.games.length > shown ? shown : null;
      }
    });
  }

  /** The view has moved focus to the first added game. */
  focusDone(): void {
    this.focusIndex = null;
  }

  /** The modal closed: the timer stops and answers still on their way are dropped. */
  dispose(): void {
    this.#stopTimer();
    this.#run++;
  }

  async #search(text: string): Promise<void> {
    const run = ++this.#run;
    this.#applied = text;
    this.loadingMore = false;
    this.loadMoreError = null;
    this.focusIndex = null;
    if (text === '') {
      this.#filters = null;
      this.state = { kind: 'idle' };
      this.#show([], 0, false);
      return;
    }
    this.state = { kind: 'loading' };
    const { categoryId, gameType } = this.#scope;
    const { device } = this.#deps;
    if (categoryId === null) {
      this.#filters = null;
      const outcome = await this.#deps.search.execute({ text, device, gameType });
      if (run !== this.#run) return;
      runInAction(() => {
        if (outcome.kind === 'games') this.#found(outcome.games, outcome.games.length, false);
        else if (outcome.kind === 'idle') this.state = { kind: 'idle' };
        else this.#missed(outcome);
      });
      return;
    }
    const filters = withSearch(initialFilters(device, gameType, categoryId), text);
    this.#filters = filters;
    const outcome = await this.#deps.categoryGames.execute({ filters, device, loaded: [], total: null });
    if (run !== this.#run) return;
    runInAction(() => {
      if (outcome.kind === 'games') this.#found(outcome.games, outcome.total, outcome.canLoadMore);
      else if (outcome.kind !== 'complete') this.#missed(outcome);
    });
  }

  #found(games: readonly Game[], total: number, canLoadMore: boolean): void {
    this.#show(games, total, canLoadMore);
    this.state = { kind: 'games' };
  }

  #missed(
    outcome:
      | { readonly kind: 'empty'; readonly messageKey: string }
      | { readonly kind: 'failed'; readonly error: ErrorDescriptor },
  ): void {
    this.#show([], 0, false);
    this.state = outcome;
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
