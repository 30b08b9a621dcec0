import type { UnsubscribeUseCase } from '@lv-casino/core/content/unsubscribe.use-case.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The unsubscribe page (games-and-content.md §2, §4): the button sends the link's `u` value; whatever
 * the answer (a failure is ignored, as the specification says), the visitor then goes home.
 */
export class UnsubscribeStore {
  busy = false;

  readonly #unsubscribe: UnsubscribeUseCase;
  readonly #perform: (intent: NavigationIntent) => void;

  constructor(unsubscribe: UnsubscribeUseCase, perform: (intent: NavigationIntent) => void) {
    this.#unsubscribe = unsubscribe;
    this.#perform = perform;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Unsubscribes the link of `search` (the page's query), then goes where core says (home). */
  async unsubscribe(search: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const next = await this.#unsubscribe.execute(search);
    runInAction(() => {
      this.busy = false;
    });
    this.#perform(next);
  }
}
