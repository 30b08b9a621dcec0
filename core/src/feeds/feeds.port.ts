import type { ApiFailure } from '../errors/api-failure.ts';
import type { ActivityFeedItem, GameProduct, JackpotFeed, LiveTable } from '../feeds/feeds.ts';
import type { Result } from '../shared/result.ts';

/**
 * The public feeds of the lobby (games-and-content.md §7 Jackpots and feed, Games). Their HTTP 500s
 * never open the error modal (errors/server-error.rule.ts).
 */
export interface FeedsPort {
  /** GET getActivityFeedMonthlyBiggestWins, for one product or (null) all. */
  getActivityFeed(gameProduct: GameProduct | null): Promise<Result<readonly ActivityFeedItem[], ApiFailure>>;
  /** GET gaming/jackpotFeed. */
  getJackpotFeed(): Promise<Result<JackpotFeed, ApiFailure>>;
  /** GET gaming/evolution/state: the live tables. */
  getLiveTables(): Promise<Result<readonly LiveTable[], ApiFailure>>;
}
export const FeedsPort = Symbol('FeedsPort');
