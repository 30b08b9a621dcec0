import { gameProviderChoices } from '@lv-casino/core/catalogue/provider-choices.rule.ts';
import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import {
  clearFilters,
  initialFilters,
  withProviders,
  withSearch,
  type CatalogueFilters,
} from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import { categoryPageOf, type CategoryShape } from '@lv-casino/core/catalogue/category-path.rule.ts';
import { resolveCategoryPage } from '@lv-casino/core/catalogue/category-route.rule.ts';
import type {
  LoadPageCategoriesUseCase,
  PageCategoriesOutcome,
} from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import { gameTypeOfLobby } from '@lv-casino/core/catalogue/lobby-strips.rule.ts';
import type { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';
import { GamePagesStore } from '../../kernel/catalogue/game-pages.store.ts';
import { SearchTextStore, type SearchClock } from '../../kernel/catalogue/search-text.store.ts';

/** A category page's address: the lobby page, the path shape and the category's friendlyUrl. */
export interface CategoryPageRoute {
  readonly page: LobbyPage;
  readonly shape: CategoryShape;
  readonly friendlyUrl: string;
}

export type CategoryPageState =
  /** No category page is open (the filters modal opened elsewhere). */
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'category'; readonly category: Category }
  /** The category is gone but a search or filter is active: its results stay (category-route.rule). */
  | { readonly kind: 'search-results' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export interface CategoryStoreDeps {
  readonly categories: LoadPageCategoriesUseCase;
  /** The casino's visible categories from start-up, in the current language (empty until they came). */
  readonly casinoCategories: () => readonly Category[];
  readonly games: LoadCategoryGamesUseCase;
  readonly navigator: AppNavigator;
  readonly site: SiteConfig;
  readonly device: Device;
  readonly clock: SearchClock;
}

const keyOf = (route: CategoryPageRoute): string => `${route.page}/${route.shape}/${route.friendlyUrl}`;

/**
 * The category page and its filters modal (games-and-content.md §2, §4): one for the app, so the
 * modal and the page share the search and the provider filter. The page opens a route; the visible
 * categories of its lobby page decide what shows (unknown with no search or filter → /404), then its
 * grid loads. Search (debounced) and provider filter reload the grid's first page; both are cleared
 * when the category changes or the page is left.
 */
export class CategoryStore {
  route: CategoryPageRoute | null = null;
  page: CategoryPageState = { kind: 'idle' };
  filters: CatalogueFilters;
  readonly grid: GamePagesStore;

  readonly #deps: CategoryStoreDeps;
  readonly #search: SearchTextStore;
  #key: string | null = null;
  #language: Language | null = null;
  /** The route whose grid has been started (a language switch keeps it). */
  #gridKey: string | null = null;
  #run = 0;

  constructor(deps: CategoryStoreDeps) {
    this.#deps = deps;
    this.filters = initialFilters(deps.device, 'RNG', null);
    this.grid = new GamePagesStore(deps.games, deps.device);
    this.#search = new SearchTextStore(deps.clock, () => {
      this.applySearch();
    });
    makeAutoObservable(this, { grid: false }, { autoBind: true, deep: false });
  }

  /** What the search field holds; applied to the filters after SEARCH_DEBOUNCE_MS. */
  get searchText(): string {
    return this.#search.text;
  }

  /** The config's enabled game providers (not the sportsbook's), the choices of the provider filter. */
  get providers(): readonly string[] {
    return gameProviderChoices(this.#deps.site.general?.gameProviders.enabled ?? [], this.selectedProviders);
  }

  get selectedProviders(): readonly string[] {
    return this.filters.columnSearches.filter((search) => search.key === 'gameProvider').map((s) => s.value);
  }

  /** Whether a search or a provider filter is applied or typed (what "clear" removes). */
  get filtered(): boolean {
    return this.filters.activeSearch || this.filters.activeFilters || this.searchText !== '';
  }

  /**
   * Shows a category route in a language. Another category clears search, filters and grid first;
   * the same one in another language only renames it.
   */
  async open(route: CategoryPageRoute, language: Language): Promise<void> {
    const key = keyOf(route);
    if (key === this.#key && language === this.#language && this.page.kind !== 'failed') return;
    if (key !== this.#key) this.#reset();
    this.#key = key;
    this.#language = language;
    this.route = route;
    if (this.#gridKey !== key) this.page = { kind: 'loading' };
    const run = ++this.#run;
    // The casino's own categories came with start-up (in this language): no second call before the
    // grid's first page is asked for.
    const known = route.page === 'CASINO' && route.shape === 'plain' ? this.#deps.casinoCategories() : [];
    const outcome: PageCategoriesOutcome =
      known.length > 0
        ? { kind: 'categories', categories: known }
        : await this.#deps.categories.execute({
            page: categoryPageOf(route.shape, route.page),
            lobby: route.page,
            device: this.#deps.device,
            language,
          });
    if (run !== this.#run) return;
    runInAction(() => {
      this.#resolve(route, key, outcome);
    });
  }

  /** The page is gone: pending answers and the search timer are dropped, the next open starts clean. */
  leave(): void {
    this.#reset();
    this.#key = null;
    this.#language = null;
    this.route = null;
    this.page = { kind: 'idle' };
    this.#run++;
  }

  /** Loads again what failed: the page's categories, or the grid's games. */
  retry(): void {
    if (this.page.kind === 'failed' && this.route !== null && this.#language !== null) {
      void this.open(this.route, this.#language);
    } else {
      this.grid.retry();
    }
  }

  setSearchText(text: string): void {
    this.#search.setText(text);
  }

  /** Applies the search text now (Enter, or the debounce elapsed); the same text asks nothing. */
  applySearch(): void {
    this.#search.stop();
    const next = withSearch(this.filters, this.searchText);
    if (next.globalSearch === this.filters.globalSearch) return;
    this.#filter(next);
  }

  /** Shows one provider's games, or every provider's (null). */
  chooseProvider(provider: string | null): void {
    const chosen = provider === null ? [] : [provider];
    if (chosen.join() === this.selectedProviders.join()) return;
    this.#filter(withProviders(this.filters, chosen));
  }

  /** Removes the search and the provider filter (core's clearFilters keeps type, device and category). */
  clear(): void {
    this.#search.clear();
    if (!this.filters.activeSearch && !this.filters.activeFilters) return;
    this.#filter(clearFilters(this.filters));
  }

  #filter(filters: CatalogueFilters): void {
    this.filters = filters;
    void this.grid.show(filters);
  }

  #resolve(route: CategoryPageRoute, key: string, outcome: PageCategoriesOutcome): void {
    if (outcome.kind === 'failed') {
      // A failed language switch keeps the page as it was.
      if (this.#gridKey !== key) this.page = { kind: 'failed', error: outcome.error };
      return;
    }
    const resolved = resolveCategoryPage(route.friendlyUrl, outcome.categories, this.filters);
    if (resolved.kind === 'not-found') {
      this.page = { kind: 'not-found' };
      this.#deps.navigator.perform(resolved.intent);
      return;
    }
    if (resolved.kind === 'search-results') {
      this.page = { kind: 'search-results' };
      return;
    }
    this.page = { kind: 'category', category: resolved.category };
    if (this.#gridKey === key) return;
    this.#gridKey = key;
    this.#filter(initialFilters(this.#deps.device, gameTypeOfLobby(route.page), resolved.category.id));
  }

  /** Another category (or none): no search, no filter, no games (core's clearFilters). */
  #reset(): void {
    this.#search.clear();
    this.filters = clearFilters(this.filters);
    this.#gridKey = null;
    this.grid.reset();
  }
}
