import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/** What a list of categories shows: the game providers or the collections. */
export type BrowsePart = 'providers' | 'collections';

/**
 * The providers or collections under a lobby (games-and-content.md §2: the lobby's provider slider
 * and collections, the /providers and /collections pages), one per list on screen: the visible
 * categories of the PROVIDERS or COLLECTIONS page for the lobby's game type, asked for again in
 * another language. `error` says why the list could not be had (the lobby leaves its section out, a
 * list page says so).
 */
export class PageCategoriesStore {
  categories: readonly Category[] = [];
  loading = false;
  /** Why the list could not be had; null when it could. */
  error: ErrorDescriptor | null = null;
  #key: string | null = null;
  #run = 0;

  readonly #load: LoadPageCategoriesUseCase;
  readonly #device: Device;

  constructor(load: LoadPageCategoriesUseCase, device: Device) {
    this.#load = load;
    this.#device = device;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    // Nothing to start: `open` loads once the section knows its lobby and language.
  }

  dispose(): void {
    this.#run += 1;
    this.#key = null;
  }

  async open(part: BrowsePart, lobby: LobbyPage, language: Language): Promise<void> {
    const key = `${part}/${lobby}/${language}`;
    if (key === this.#key && (this.loading || this.error === null)) return;
    this.#key = key;
    const run = ++this.#run;
    this.loading = true;
    const outcome = await this.#load.execute({
      page: part === 'providers' ? 'PROVIDERS' : 'COLLECTIONS',
      lobby,
      device: this.#device,
      language,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.loading = false;
      this.error = outcome.kind === 'failed' ? outcome.error : null;
      this.categories = outcome.kind === 'categories' ? outcome.categories : [];
    });
  }
}
