import type { Language } from '@lv-casino/core/routing/language.ts';
import type { LoadContentBlockUseCase } from '@lv-casino/core/content/load-content-block.use-case.ts';
import { NOT_FOUND_CONTENT_BLOCK, notFoundView } from '@lv-casino/core/content/not-found.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../kernel/latest-load.ts';
import type { IntlStore } from '../../kernel/intl.store.ts';

/** What /404 shows: nothing while the CMS is asked, its block, or the default message. */
export type NotFoundState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'cms'; readonly html: string; readonly title: string | null }
  | { readonly kind: 'message' };

/**
 * /404 in the page language (games-and-content.md §2): the CMS content block 404_ERROR_PAGE when the
 * CMS has it for the language, otherwise the default message (also when the CMS cannot be reached).
 * Asked again when the language changes.
 */
export class NotFoundStore {
  state: NotFoundState = { kind: 'loading' };

  readonly #load: LoadContentBlockUseCase;
  readonly #intl: IntlStore;
  readonly #device: Device;
  readonly #loads = new LatestLoad<Language>();

  constructor(load: LoadContentBlockUseCase, intl: IntlStore, device: Device) {
    this.#load = load;
    this.#intl = intl;
    this.#device = device;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    this.#loads.follow(
      () => this.#intl.language,
      () => void this.#refresh(),
    );
  }

  dispose(): void {
    this.#loads.stop();
  }

  async #refresh(): Promise<void> {
    const latest = this.#loads.begin();
    const outcome = await this.#load.execute({
      key: NOT_FOUND_CONTENT_BLOCK,
      lang: this.#intl.language,
      device: this.#device,
    });
    if (!latest()) return;
    const block = outcome.kind === 'block' ? outcome.block : null;
    const view = notFoundView(block?.content ?? null);
    const title = block?.title?.trim() ? block.title : null;
    runInAction(() => {
      this.state = view.kind === 'cms' ? { kind: 'cms', html: view.html, title } : { kind: 'message' };
    });
  }
}
