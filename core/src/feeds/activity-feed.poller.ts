import type { ClockPort } from '../shared/clock.port.ts';
import type { FeedsPort } from '../feeds/feeds.port.ts';
import type { Language } from '../routing/language.ts';
import type { GameProduct } from './feeds.ts';
import { ACTIVITY_FEED_REFRESH_MS, buildActivityFeed, type ActivityFeedEntry } from './activity-feed.rule.ts';

export interface ActivityFeedOptions {
  /** The lobby's product, or null for every product. */
  readonly gameProduct: GameProduct | null;
  readonly lang: Language;
  readonly defaultLanguage: Language;
  /** Currency the win amounts are shown in (GeneralConfig.baseCurrency). */
  readonly currency: string;
}

/**
 * The monthly biggest-wins feed of a lobby: loaded on start, then every 120000 ms until stopped.
 * A failed load keeps the entries shown and is not reported (the feed never opens the error modal).
 */
export class ActivityFeedPoller {
  readonly #feeds: FeedsPort;
  readonly #clock: ClockPort;
  #cancel: (() => void) | null = null;
  #generation = 0;

  constructor(feeds: FeedsPort, clock: ClockPort) {
    this.#feeds = feeds;
    this.#clock = clock;
  }

  /** Starts (or restarts) polling; `onEntries` receives every successful load. */
  start(
    options: ActivityFeedOptions,
    onEntries: (entries: readonly ActivityFeedEntry[]) => void,
  ): Promise<void> {
    this.stop();
    const generation = this.#generation;
    const load = async (): Promise<void> => {
      const found = await this.#feeds.getActivityFeed(options.gameProduct);
      if (generation !== this.#generation) return;
      if (found.ok) onEntries(buildActivityFeed(found.value, options));
      this.#cancel = this.#clock.schedule(ACTIVITY_FEED_REFRESH_MS, () => void load());
    };
    return load();
  }

  stop(): void {
    this.#generation += 1;
    this.#cancel?.();
    this.#cancel = null;
  }
}
