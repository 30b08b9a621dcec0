import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LoadLobbyStripsUseCase } from '@lv-casino/core/catalogue/load-lobby-strips.use-case.ts';
import type { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import {
  gameTypeOfLobby,
  lobbyCategories,
  type LobbyStrip,
} from '@lv-casino/core/catalogue/lobby-strips.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StartUpStore } from '../../kernel/start-up.store.ts';

/** Strips revealed at a time as the player scrolls (games-and-content.md §9: infinite scroll, 3 at a time). */
export const STRIPS_PER_STEP = 3;

/**
 * A lobby, one per visit of the page: the casino lobby's categories come with start-up, the live
 * casino's are asked for when it opens (and again in another language, for their names); their strips
 * load a page of games each, three categories at a time as the end of the list scrolls into view. A
 * failed batch keeps what is shown and offers a retry of the same batch.
 */
export class LobbyStore {
  page: LobbyPage = 'CASINO';
  /** The live casino's visible categories (null until they have come); the casino's are start-up's. */
  ownCategories: readonly Category[] | null = null;
  /** Strips loaded so far, in lobby order. */
  strips: readonly LobbyStrip[] = [];
  /** How many categories have been asked for (their strips are loaded, or they had no games). */
  asked = 0;
  loading = false;
  /** Why the last batch failed; null when it did not. */
  error: ErrorDescriptor | null = null;

  readonly #startUp: StartUpStore;
  readonly #load: LoadLobbyStripsUseCase;
  /** Loads core's page categories (a chunk only the live casino needs). */
  readonly #loadCategories: () => Promise<LoadPageCategoriesUseCase>;
  readonly #device: Device;
  #language: Language | null = null;
  #active = false;

  constructor(
    startUp: StartUpStore,
    load: LoadLobbyStripsUseCase,
    loadCategories: () => Promise<LoadPageCategoriesUseCase>,
    device: Device,
  ) {
    this.#startUp = startUp;
    this.#load = load;
    this.#loadCategories = loadCategories;
    this.#device = device;
    // Its getters stay plain getters, not MobX computeds: each is cheap to run again, and the lobby's
    // start-up then runs none of MobX's computed machinery (2.6 kB less JavaScript before it is idle).
    makeAutoObservable(
      this,
      {
        pageCategories: false,
        categories: false,
        visibleStrips: false,
        waiting: false,
        hasMore: false,
        isEmpty: false,
      },
      { deep: false },
    );
  }

  /** The lobby's visible categories in lobby order (the category bar). */
  get pageCategories(): readonly Category[] {
    return this.page === 'CASINO' ? this.#startUp.categories : (this.ownCategories ?? []);
  }

  /** The categories that get strips (on desktop only those with orderNumber below 5). */
  get categories(): readonly Category[] {
    return lobbyCategories(this.pageCategories, this.page, this.#device);
  }

  /** The loaded strips with the category names of the current language. */
  get visibleStrips(): readonly LobbyStrip[] {
    const current = new Map(this.categories.map((category) => [category.id, category]));
    return this.strips.map((strip) => ({
      ...strip,
      category: current.get(strip.category.id) ?? strip.category,
    }));
  }

  /** True until start-up has brought the categories (the page paints before they arrive). */
  get waiting(): boolean {
    return this.#startUp.status !== 'ready';
  }

  get hasMore(): boolean {
    return this.waiting || this.#categoriesMissing || this.asked < this.categories.length;
  }

  get #categoriesMissing(): boolean {
    return this.page !== 'CASINO' && this.ownCategories === null;
  }

  /** True once every category was asked for and none had games. */
  get isEmpty(): boolean {
    return !this.hasMore && !this.loading && this.strips.length === 0;
  }

  /** The page is on screen. */
  activate(): void {
    this.#active = true;
  }

  /** The page left the screen: answers still under way are dropped. */
  dispose(): void {
    this.#active = false;
  }

  /**
   * Loads the first strips of the lobby, once start-up is ready (the page calls it then, and again
   * when the language changes: the live casino's category names are asked for again).
   */
  async start(page: LobbyPage, language: Language): Promise<void> {
    this.page = page;
    const renamed = this.#language !== null && this.#language !== language;
    this.#language = language;
    if (renamed && page !== 'CASINO' && this.ownCategories !== null) await this.#fetchCategories();
    if (this.asked === 0 && this.strips.length === 0) await this.revealMore();
  }

  /** The live casino's categories in this language; false when they could not be had (error set). */
  async #fetchCategories(): Promise<boolean> {
    const outcome = await (
      await this.#loadCategories()
    ).execute({
      page: this.page,
      lobby: this.page,
      device: this.#device,
      language: this.#language ?? 'lv',
    });
    if (!this.#active) return false;
    runInAction(() => {
      if (outcome.kind === 'failed') this.error = outcome.error;
      else this.ownCategories = outcome.categories;
    });
    return outcome.kind === 'categories';
  }

  /** Loads the next strips (when the end of the list scrolls into view, or on retry). */
  async revealMore(): Promise<void> {
    if (this.loading || this.waiting || !this.hasMore) return;
    this.loading = true;
    this.error = null;
    if (this.#categoriesMissing && !(await this.#fetchCategories())) {
      runInAction(() => {
        this.loading = false;
      });
      return;
    }
    const batch = this.categories.slice(this.asked, this.asked + STRIPS_PER_STEP);
    const outcome = await this.#load.execute({
      categories: batch,
      device: this.#device,
      gameType: gameTypeOfLobby(this.page),
    });
    if (!this.#active) {
      runInAction(() => {
        this.loading = false;
      });
      return;
    }
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'failed') {
        this.error = outcome.error;
        return;
      }
      this.strips = [...this.strips, ...outcome.strips];
      this.asked += batch.length;
    });
    // A batch of categories without games shows nothing: ask for the next one at once.
    if (outcome.kind === 'strips' && outcome.strips.length === 0) await this.revealMore();
  }
}
