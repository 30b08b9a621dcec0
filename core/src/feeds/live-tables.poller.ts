import type { ClockPort } from '../shared/clock.port.ts';
import type { FeedsPort } from '../feeds/feeds.port.ts';
import type { LiveTable } from './feeds.ts';

/**
 * How often the live tables' state is asked again while a lobby shows it (ms). Our choice: the
 * specification names no period; 30 s keeps the last results of a roulette table (a round lasts
 * about 45 s) close to the studio without a call per round from every open lobby.
 */
export const LIVE_TABLES_REFRESH_MS = 30_000;

/**
 * The state of the live casino tables (gaming/evolution/state): loaded on start, then every
 * LIVE_TABLES_REFRESH_MS until stopped. A failed load keeps the tables shown and is not reported (a
 * feed never opens the error modal).
 */
export class LiveTablesPoller {
  readonly #feeds: FeedsPort;
  readonly #clock: ClockPort;
  #cancel: (() => void) | null = null;
  #generation = 0;

  constructor(feeds: FeedsPort, clock: ClockPort) {
    this.#feeds = feeds;
    this.#clock = clock;
  }

  /** Starts (or restarts) polling; `onTables` receives every successful load. */
  start(onTables: (tables: readonly LiveTable[]) => void): Promise<void> {
    this.stop();
    const generation = this.#generation;
    const load = async (): Promise<void> => {
      const found = await this.#feeds.getLiveTables();
      if (generation !== this.#generation) return;
      if (found.ok) onTables(found.value);
      this.#cancel = this.#clock.schedule(LIVE_TABLES_REFRESH_MS, () => void load());
    };
    return load();
  }

  stop(): void {
    this.#generation += 1;
    this.#cancel?.();
    this.#cancel = null;
  }
}
