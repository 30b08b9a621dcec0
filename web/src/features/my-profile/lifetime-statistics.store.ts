import {
  lifetimeFigures,
  type LifetimeFigures,
} from '@lv-casino/core/lifetime-statistics/lifetime-figures.rule.ts';
import type { LoadLifetimeStatisticsUseCase } from '@lv-casino/core/lifetime-statistics/load-lifetime-statistics.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LOADING, type Loaded } from './form-state.ts';

export interface LifetimeStatisticsDeps {
  readonly load: LoadLifetimeStatisticsUseCase;
  /** The player's clock's offset east of UTC at an instant, in minutes. */
  readonly utcOffsetAt: (epochMs: number) => number;
}

/**
 * The lifetime-statistics sub-area: the totals since registration as core's figures (amounts with
 * two decimals and the currency, the registration date as DD/MM/YYYY). One store per showing.
 */
export class LifetimeStatisticsStore {
  figures: Loaded<LifetimeFigures> = LOADING;
  readonly #deps: LifetimeStatisticsDeps;
  /** Bumped by dispose: an answer that arrives after it is dropped. */
  #generation = 0;

  constructor(deps: LifetimeStatisticsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    void this.#load();
  }

  dispose(): void {
    this.#generation += 1;
  }

  retry(): void {
    void this.#load();
  }

  async #load(): Promise<void> {
    const generation = this.#generation;
    this.figures = LOADING;
    const outcome = await this.#deps.load.execute();
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.figures =
        outcome.kind === 'loaded'
          ? {
              kind: 'ready',
              value: lifetimeFigures(outcome.value, this.#deps.utcOffsetAt(outcome.value.registeredAt)),
            }
          : { kind: 'failed', messageKey: outcome.error.messageKey };
    });
  }
}
