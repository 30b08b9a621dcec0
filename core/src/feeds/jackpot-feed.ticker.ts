import type { ClockPort } from '../shared/clock.port.ts';
import type { FeedsPort } from '../feeds/feeds.port.ts';
import type { JackpotFeed } from './feeds.ts';
import { JACKPOT_ANIMATION_TICK_MS, jackpotAnimationStep, jackpotTargets } from './jackpot-feed.rule.ts';

/** What the jackpot section shows: the last feed and the animated value of each of its amounts. */
export interface JackpotDisplay {
  readonly feed: JackpotFeed;
  /** Displayed amount (minor units) by jackpotTargets key. */
  readonly values: ReadonlyMap<string, number>;
}

/**
 * The jackpot feed started at start-up: loaded at once and every `refreshMs`; between loads every
 * displayed amount moves toward its target once a second so that it arrives by the next load. The
 * first load shows its amounts as they are; an amount new to a later load too. A failed load keeps
 * the last feed and is not reported (the feed never opens the error modal).
 */
export class JackpotFeedTicker {
  readonly #feeds: FeedsPort;
  readonly #clock: ClockPort;
  #feed: JackpotFeed = {};
  /** Shown and target amount by jackpotTargets key. */
  #amounts = new Map<string, { shown: number; readonly target: number }>();
  #nextLoadAt = 0;
  #cancels: (() => void)[] = [];
  #generation = 0;

  constructor(feeds: FeedsPort, clock: ClockPort) {
    this.#feeds = feeds;
    this.#clock = clock;
  }

  /** @param refreshMs period between loads (jackpotRefreshMs of the config). */
  start(refreshMs: number, onDisplay: (display: JackpotDisplay) => void): Promise<void> {
    this.stop();
    const generation = this.#generation;
    const emit = (): void => {
      onDisplay({
        feed: this.#feed,
        values: new Map([...this.#amounts].map(([key, { shown }]) => [key, shown])),
      });
    };
    const tick = (): void => {
      const ticksLeft = Math.max(
        1,
        Math.ceil((this.#nextLoadAt - this.#clock.now()) / JACKPOT_ANIMATION_TICK_MS),
      );
      for (const amount of this.#amounts.values()) {
        amount.shown = jackpotAnimationStep(amount.shown, amount.target, ticksLeft);
      }
      emit();
      this.#cancels.push(this.#clock.schedule(JACKPOT_ANIMATION_TICK_MS, tick));
    };
    const load = async (): Promise<void> => {
      const found = await this.#feeds.getJackpotFeed();
      if (generation !== this.#generation) return;
      this.#nextLoadAt = this.#clock.now() + refreshMs;
      if (found.ok) {
        this.#feed = found.value;
        this.#amounts = new Map(
          [...jackpotTargets(found.value)].map(([key, target]) => [
            key,
            { shown: this.#amounts.get(key)?.shown ?? target, target },
          ]),
        );
        emit();
      }
      this.#cancels.push(this.#clock.schedule(refreshMs, () => void load()));
    };
    this.#cancels.push(this.#clock.schedule(JACKPOT_ANIMATION_TICK_MS, tick));
    return load();
  }

  stop(): void {
    this.#generation += 1;
    for (const cancel of this.#cancels) cancel();
    this.#cancels = [];
  }
}
