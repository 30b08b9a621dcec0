import { runInAction } from 'mobx';

/**
 * The showings of a screen's store (one store per showing, `dispose()` on unmount): an answer is
 * taken only while the showing that asked for it lasts, so what arrives after the screen closed
 * changes nothing.
 */
export class Showing {
  /** Bumped by end(): an answer asked for before it is dropped. */
  #generation = 0;

  /** Ends the showing: the answers still on their way are dropped. */
  end(): void {
    this.#generation += 1;
  }

  /**
   * Awaits `request` and hands its answer to `apply`, in one MobX action, unless the showing ended
   * meanwhile; resolves with the answer when it was applied, undefined when it was dropped.
   */
  async answer<T>(request: Promise<T>, apply: (answer: T) => void): Promise<T | undefined> {
    const generation = this.#generation;
    const answer = await request;
    if (generation !== this.#generation) return undefined;
    runInAction(() => {
      apply(answer);
    });
    return answer;
  }
}
