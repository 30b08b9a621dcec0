import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { ActivityFeedItem, GameProduct, JackpotFeed, LiveTable } from '@lv-casino/core/feeds/feeds.ts';
import type { FeedsPort } from '@lv-casino/core/feeds/feeds.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toActivityFeed, toJackpotFeed, toLiveTables } from './feeds.mapper.ts';

/**
 * FeedsPort over the public feeds of the lobby (games-and-content.md §7 Jackpots and feed, Games):
 * GET getActivityFeedMonthlyBiggestWins?gameProduct=, GET gaming/jackpotFeed and GET
 * gaming/evolution/state. Amounts stay in minor units; a body the contract does not describe fails
 * with errorCode -1.
 */
export class FeedsHttpAdapter implements FeedsPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  /** gameProduct null asks for the wins of every product (no query parameter). */
  getActivityFeed(gameProduct: GameProduct | null): Promise<Result<readonly ActivityFeedItem[], ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/getActivityFeedMonthlyBiggestWins', {
          params: { query: gameProduct === null ? {} : { gameProduct } },
        }),
      toActivityFeed,
    );
  }

  getJackpotFeed(): Promise<Result<JackpotFeed, ApiFailure>> {
    return call(() => this.#client.GET('/api/v1/customerfacing/gaming/jackpotFeed'), toJackpotFeed);
  }

  getLiveTables(): Promise<Result<readonly LiveTable[], ApiFailure>> {
    return call(() => this.#client.GET('/api/v1/customerfacing/gaming/evolution/state'), toLiveTables);
  }
}
