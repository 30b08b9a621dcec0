import { reaction, type IReactionDisposer } from 'mobx';

/**
 * A screen store's loads that follow what the screen shows (the player, the language, a route): the
 * first when the store activates, another each time the followed value changes. A load asks `begin()`
 * for its check and, once answered, keeps its answer only while the check holds: no newer load has
 * begun and the store has not been disposed since.
 */
export class LatestLoad<T> {
  #stop: IReactionDisposer | null = null;
  #run = 0;

  /** Calls `load` now and whenever `followed` changes, until stop(); a second call while following does nothing. */
  follow(followed: () => T, load: (value: T, previous: T | undefined) => void): void {
    this.#stop ??= reaction(followed, load, { fireImmediately: true });
  }

  /** Begins a load: the check says whether it is still the latest. */
  begin(): () => boolean {
    const run = ++this.#run;
    return () => run === this.#run;
  }

  /** Stops following; an answer still on its way is dropped. */
  stop(): void {
    this.#stop?.();
    this.#stop = null;
    this.#run += 1;
  }
}
