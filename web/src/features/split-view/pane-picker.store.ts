import type { GameType } from '@lv-casino/core/catalogue/catalogue.ts';
import { initialFilters, withSearch } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable } from 'mobx';
import { GamePagesStore, type GamePagesState } from '../../kernel/catalogue/game-pages.store.ts';
import { SearchTextStore, type SearchClock } from '../../kernel/catalogue/search-text.store.ts';

export interface PanePickerDeps {
  /** A page of 40 of the category's games (core's category grid, the search as its globalSearch). */
  readonly categoryGames: LoadCategoryGamesUseCase;
  readonly device: Device;
  readonly clock: SearchClock;
}

/** The games the picker offers: a category of a game type. */
export interface PickerSource {
  readonly categoryId: number;
  readonly gameType: GameType;
}

const LOADING: GamePagesState = { kind: 'loading' };

/**
 * A pane's picker (games-and-content.md §2 split view): the games of the category, 40 a page with a
 * load-more, narrowed by a search sent after SEARCH_DEBOUNCE_MS of quiet or at once on Enter
 * (core's LoadCategoryGamesUseCase, the text as the query's globalSearch; never the whole catalogue).
 * A newer list drops the answer of an older one.
 */
export class PanePickerStore {
  /** The searched text (trimmed) of the list shown or on its way; '' for the whole category. */
  searched = '';
  /** The category picked from; null until the split view knows it. */
  source: PickerSource | null = null;
  /** The category's games. */
  readonly pages: GamePagesStore;

  readonly #deps: PanePickerDeps;
  readonly #field: SearchTextStore;

  constructor(deps: PanePickerDeps) {
    this.#deps = deps;
    this.pages = new GamePagesStore(deps.categoryGames, deps.device, { clearOnFailure: true });
    this.#field = new SearchTextStore(deps.clock, () => {
      this.submit();
    });
    makeAutoObservable(this, { pages: false }, { autoBind: true, deep: false });
  }

  /** What the search field holds. */
  get text(): string {
    return this.#field.text;
  }

  /** The picker's list: on its way (also until the category is known), shown, nothing matches, or failed. */
  get list(): GamePagesState {
    return this.source === null ? LOADING : this.pages.state;
  }

  /** The category to pick from; a new one lists its games (with the search applied). */
  setSource(source: PickerSource): void {
    const current = this.source;
    if (current?.categoryId === source.categoryId && current.gameType === source.gameType) return;
    this.source = source;
    void this.#load(this.searched);
  }

  /** The player typed: the search follows after SEARCH_DEBOUNCE_MS without another keystroke. */
  setText(text: string): void {
    this.#field.setText(text);
  }

  /** Searches the text now (Enter, or the quiet time elapsed); the text already shown asks nothing. */
  submit(): void {
    this.#field.stop();
    const text = this.text.trim();
    if (text === this.searched && this.list.kind !== 'failed') return;
    void this.#load(text);
  }

  /** Asks again for what failed: the list, or its next page. */
  retry(): void {
    if (this.list.kind === 'failed') void this.#load(this.searched);
    else this.pages.retry();
  }

  /** The modal closed: the timer stops and answers still on their way are dropped. */
  dispose(): void {
    this.#field.stop();
    this.pages.reset();
  }

  async #load(text: string): Promise<void> {
    this.searched = text;
    const source = this.source;
    // Without a source yet, setSource loads the list once the category is known.
    if (source === null) return;
    const { device } = this.#deps;
    await this.pages.show(withSearch(initialFilters(device, source.gameType, source.categoryId), text));
  }
}
