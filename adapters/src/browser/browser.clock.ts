import type { ClockPort } from '@lv-casino/core/shared/clock.port.ts';

/** The browser's wall clock and timers; injectable so tests can drive them. */
export interface BrowserTimers {
  /** Epoch milliseconds (Date.now). */
  readonly now: () => number;
  readonly setTimeout: (callback: () => void, delayMs: number) => number;
  readonly clearTimeout: (handle: number) => void;
}

const windowTimers = (): BrowserTimers => ({
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs) as unknown as number,
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle);
  },
});

/** ClockPort over Date.now and setTimeout. */
export class BrowserClock implements ClockPort {
  readonly #timers: BrowserTimers;

  /** @param timers defaults to the page's own Date.now / setTimeout / clearTimeout. */
  constructor(timers: BrowserTimers = windowTimers()) {
    this.#timers = timers;
  }

  now(): number {
    return this.#timers.now();
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const handle = this.#timers.setTimeout(callback, delayMs);
    return () => {
      this.#timers.clearTimeout(handle);
    };
  }
}
