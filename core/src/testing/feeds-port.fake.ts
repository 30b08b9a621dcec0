import type { ApiFailure } from '../errors/api-failure.ts';
import type { ActivityFeedItem, GameProduct, JackpotFeed, LiveTable } from '../feeds/feeds.ts';
import type { FeedsPort } from '../feeds/feeds.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';

/**
 * A FeedsPort over in-memory feeds; getActivityFeed filters by gameProduct. Records every call
 * (`activity:<product|all>`, `jackpots`, `live-tables`).
 */
export class FakeFeedsPort implements FeedsPort {
  activity: readonly ActivityFeedItem[] = [];
  jackpots: JackpotFeed = {};
  liveTables: readonly LiveTable[] = [];
  /** When set, every call fails with it. */
  failure: ApiFailure | null = null;
  readonly calls: string[] = [];

  getActivityFeed(gameProduct: GameProduct | null): Promise<Result<readonly ActivityFeedItem[], ApiFailure>> {
    this.calls.push(`activity:${gameProduct ?? 'all'}`);
    return this.#answer(
      gameProduct === null ? this.activity : this.activity.filter((item) => item.gameProduct === gameProduct),
    );
  }

  getJackpotFeed(): Promise<Result<JackpotFeed, ApiFailure>> {
    this.calls.push('jackpots');
    return this.#answer(this.jackpots);
  }

  getLiveTables(): Promise<Result<readonly LiveTable[], ApiFailure>> {
    this.calls.push('live-tables');
    return this.#answer(this.liveTables);
  }

  #answer<T>(value: T): Promise<Result<T, ApiFailure>> {
    return Promise.resolve(this.failure === null ? ok(value) : fail(this.failure));
  }
}
