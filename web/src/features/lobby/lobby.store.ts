import type { Category } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LoadLobbyStripsUseCase } from '@lv-casino/core/catalogue/load-lobby-strips.use-case.ts';
import type { LobbyStrip } from '@lv-casino/core/catalogue/lobby-strips.rule.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StartUpStore } from '../../app/start-up.store.ts';

/** Strips revealed at a time as the player scrolls (games-and-content.md §9: infinite scroll, 3 at a time). */
export const STRIPS_PER_STEP = 3;

/**
 * The casino lobby, one per visit of the page: the categories of start-up, whose strips load a page
 * of games each, three categories at a time as the end of the list scrolls into view. A failed batch
 * keeps what is shown and offers a retry of the same batch.
 */
export class LobbyStore {
  /** Strips loaded so far, in lobby order. */
  strips: readonly LobbyStrip[] = [];
  /** How many categories have been asked for (their strips are loaded, or they had no games). */
  asked = 0;
  loading = false;
  /** Why the last batch failed; null when it did not. */
  error: ErrorDescriptor | null = null;

  readonly #startUp: StartUpStore;
  readonly #load: LoadLobbyStripsUseCase;
  readonly #device: Device;
  #active = false;

  constructor(startUp: StartUpStore, load: LoadLobbyStripsUseCase, device: Device) {
    this.#startUp = startUp;
    this.#load = load;
    this.#device = device;
    makeAutoObservable(this);
  }

  get categories(): readonly Category[] {
    return this.#startUp.categories;
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
    return this.waiting || this.asked < this.categories.length;
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

  /** Loads the first strips, once start-up has the categories (the page calls it when they arrive). */
  start(): Promise<void> {
    return this.asked === 0 && this.strips.length === 0 ? this.revealMore() : Promise.resolve();
  }

  /** Loads the next strips (when the end of the list scrolls into view, or on retry). */
  async revealMore(): Promise<void> {
    if (this.loading || this.waiting || !this.hasMore) return;
    this.loading = true;
    this.error = null;
    const batch = this.categories.slice(this.asked, this.asked + STRIPS_PER_STEP);
    const outcome = await this.#load.execute({ categories: batch, device: this.#device });
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
