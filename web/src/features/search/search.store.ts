import type { GameType } from '@lv-casino/core/catalogue/catalogue.ts';
import { initialFilters, withSearch } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { SearchGamesUseCase } from '@lv-casino/core/catalogue/search-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable } from 'mobx';
import { GamePagesStore } from '../../kernel/catalogue/game-pages.store.ts';
import { SearchTextStore, type SearchClock } from '../../kernel/catalogue/search-text.store.ts';

/** What is searched: one category's games, or the whole catalogue (categoryId null), of a game type. */
export interface SearchScope {
  readonly categoryId: number | null;
  readonly gameType: GameType;
}

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
  /** The games found: idle while the text is blank. */
  readonly results: GamePagesStore;

  readonly #deps: SearchStoreDeps;
  readonly #field: SearchTextStore;
  #scope: SearchScope = { categoryId: null, gameType: 'RNG' };
  /** The searched text (trimmed) of the results shown or on their way; '' for none. */
  #applied = '';

  constructor(deps: SearchStoreDeps) {
    this.#deps = deps;
    this.results = new GamePagesStore(deps.categoryGames, deps.device, { clearOnFailure: true });
    this.#field = new SearchTextStore(deps.clock, () => {
      this.submit();
    });
    makeAutoObservable(this, { results: false }, { autoBind: true, deep: false });
  }

  /** What the search field holds. */
  get text(): string {
    return this.#field.text;
  }

  /** Where to search; a new scope searches the applied text again. */
  setScope(scope: SearchScope): void {
    if (sameScope(scope, this.#scope)) return;
    this.#scope = scope;
    if (this.#applied !== '') void this.#search(this.#applied);
  }

  /** The player typed: the search follows after SEARCH_DEBOUNCE_MS without another keystroke. */
  setText(text: string): void {
    this.#field.setText(text);
  }

  /** Searches the text now (Enter, or the quiet time elapsed); the text already shown asks nothing. */
  submit(): void {
    this.#field.stop();
    const text = this.text.trim();
    if (text === this.#applied && this.results.state.kind !== 'failed') return;
    void this.#search(text);
  }

  /** Asks again for what failed: the search, or its next page. */
  retry(): void {
    if (this.results.state.kind === 'failed') void this.#search(this.#applied);
    else this.results.retry();
  }

  /** The modal closed: the timer stops and answers still on their way are dropped. */
  dispose(): void {
    this.#field.stop();
    this.results.reset();
  }

  async #search(text: string): Promise<void> {
    this.#applied = text;
    if (text === '') {
      this.results.reset();
      return;
    }
    const { categoryId, gameType } = this.#scope;
    const { device } = this.#deps;
    if (categoryId === null) {
      await this.results.showAll(() => this.#deps.search.execute({ text, device, gameType }));
      return;
    }
    await this.results.show(withSearch(initialFilters(device, gameType, categoryId), text));
  }
}
