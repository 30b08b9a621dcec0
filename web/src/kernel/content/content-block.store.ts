import type { Language } from '@lv-casino/core/routing/language.ts';
import type { ContentBlock, ContentBlockKey } from '@lv-casino/core/content/content.ts';
import type { LoadContentBlockUseCase } from '@lv-casino/core/content/load-content-block.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../latest-load.ts';
import type { IntlStore } from '../intl.store.ts';

/**
 * One CMS content block on a page (games-and-content.md §7: a main banner or an SEO text), in the
 * page language: loaded when its key is shown and again when the language changes (the use-case
 * keeps every answer, so going back to a language is instant). A block is decoration: when the key
 * has no content, or the call fails, there is nothing to show and nothing to report.
 */
export class ContentBlockStore {
  /** The block to show; null while the first one loads and when there is none. */
  block: ContentBlock | null = null;
  /** Whether the SEO text is shown whole rather than its first lines. */
  expanded = false;

  /** The key shown; null until the view names one. */
  key: ContentBlockKey | null = null;

  readonly #load: LoadContentBlockUseCase;
  readonly #intl: IntlStore;
  readonly #device: Device;
  readonly #loads = new LatestLoad<readonly [ContentBlockKey | null, Language]>();

  constructor(load: LoadContentBlockUseCase, intl: IntlStore, device: Device) {
    this.#load = load;
    this.#intl = intl;
    this.#device = device;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Shows the block of `key` (a new key starts folded). */
  show(key: ContentBlockKey): void {
    if (key === this.key) return;
    this.key = key;
    this.expanded = false;
  }

  toggle(): void {
    this.expanded = !this.expanded;
  }

  expand(): void {
    this.expanded = true;
  }

  activate(): void {
    this.#loads.follow(
      // Runs again only when the key or the language changes (MobX ignores an unchanged value).
      () => [this.key, this.#intl.language] as const,
      () => void this.#refresh(),
    );
  }

  dispose(): void {
    this.#loads.stop();
  }

  async #refresh(): Promise<void> {
    const key = this.key;
    if (key === null) return;
    const latest = this.#loads.begin();
    const outcome = await this.#load.execute({ key, lang: this.#intl.language, device: this.#device });
    if (!latest()) return;
    runInAction(() => {
      // No content and a failed call alike leave the place empty: the page does not depend on it.
      this.block = outcome.kind === 'block' ? outcome.block : null;
    });
  }
}
