import {
  lifetimeFigures,
  type LifetimeFigures,
} from '@lv-casino/core/lifetime-statistics/lifetime-figures.rule.ts';
import type { LoadLifetimeStatisticsUseCase } from '@lv-casino/core/lifetime-statistics/load-lifetime-statistics.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { LOADING, type Loaded } from '../../kernel/loaded.ts';
import { Showing } from '../../kernel/showing.ts';

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
  readonly #showing = new Showing();

  constructor(deps: LifetimeStatisticsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    void this.#load();
  }

  dispose(): void {
    this.#showing.end();
  }

  retry(): void {
    void this.#load();
  }

  async #load(): Promise<void> {
    this.figures = LOADING;
    await this.#showing.answer(this.#deps.load.execute(), (outcome) => {
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
