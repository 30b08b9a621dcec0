import type { Category, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/** What a browse section lists: the game providers (the slider) or the collections. */
export type BrowsePart = 'providers' | 'collections';

/**
 * A lobby's provider slider or collections (games-and-content.md §2 lobby layout), one per section
 * on screen: the visible categories of the PROVIDERS or COLLECTIONS page for the lobby's game type,
 * asked for again in another language. A failure leaves the section out: the lobby does not depend
 * on it.
 */
export class BrowseStore {
  categories: readonly Category[] = [];
  #key: string | null = null;
  #run = 0;

  readonly #load: LoadPageCategoriesUseCase;
  readonly #device: Device;

  constructor(load: LoadPageCategoriesUseCase, device: Device) {
    this.#load = load;
    this.#device = device;
    makeAutoObservable(this);
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
    if (key === this.#key) return;
    this.#key = key;
    const run = ++this.#run;
    const outcome = await this.#load.execute({
      page: part === 'providers' ? 'PROVIDERS' : 'COLLECTIONS',
      lobby,
      device: this.#device,
      language,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.categories = outcome.kind === 'categories' ? outcome.categories : [];
    });
  }
}
