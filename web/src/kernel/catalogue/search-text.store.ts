import { makeAutoObservable } from 'mobx';

/** Quiet time (ms) after the last keystroke before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Timers (ms), the shape of core's ClockPort: a store holds no port; the module hands it the app's clock. */
export interface SearchClock {
  schedule(delayMs: number, callback: () => void): () => void;
}

/**
 * What a search field holds (the search modals, a split-view pane, a category page): `onQuiet` runs
 * SEARCH_DEBOUNCE_MS after the last keystroke; stop() drops a search still waiting (one sent at once
 * on Enter, or a screen that closed).
 */
export class SearchTextStore {
  text = '';

  readonly #clock: SearchClock;
  readonly #onQuiet: () => void;
  #cancel: (() => void) | null = null;

  constructor(clock: SearchClock, onQuiet: () => void) {
    this.#clock = clock;
    this.#onQuiet = onQuiet;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** The player typed: `onQuiet` follows after SEARCH_DEBOUNCE_MS without another keystroke. */
  setText(text: string): void {
    this.text = text;
    this.stop();
    this.#cancel = this.#clock.schedule(SEARCH_DEBOUNCE_MS, () => {
      this.#cancel = null;
      this.#onQuiet();
    });
  }

  /** An empty field, and no search waiting. */
  clear(): void {
    this.stop();
    this.text = '';
  }

  stop(): void {
    this.#cancel?.();
    this.#cancel = null;
  }
}
