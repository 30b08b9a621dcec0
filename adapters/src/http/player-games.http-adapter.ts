import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { PlayerGameLists, PlayerGamesPort } from '@lv-casino/core/player-games/player-games.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import type { ThumbnailSource } from './catalogue.mapper.ts';
import { DEFAULT_GAME_THUMBNAIL_URL } from './catalogue.http-adapter.ts';
import { toFavouriteState, toPlayerGameLists } from './player-games.mapper.ts';

export interface PlayerGamesHttpAdapterOptions {
  /** API origin the game image paths are resolved against (the client's baseUrl; `''` for same origin). */
  readonly baseUrl: string;
  /** Image of games without a uniqueGameId; defaults to DEFAULT_GAME_THUMBNAIL_URL. */
  readonly defaultThumbnailUrl?: string;
}

/**
 * PlayerGamesPort over GET api/v2/customerfacing/gaming/games/favouriteAndLastPlayedGames?mobile= and
 * POST customers/gaming/games/{gameId}/favourite?isFavourite= (both private: the SDK client sends the
 * stored session's bearer token; without one the server answers 401 errorCode 3). Games are mapped as
 * the catalogue maps them.
 */
export class PlayerGamesHttpAdapter implements PlayerGamesPort {
  readonly #client: CustomerFacingClient;
  readonly #thumbnails: ThumbnailSource;

  constructor(client: CustomerFacingClient, options: PlayerGamesHttpAdapterOptions) {
    this.#client = client;
    this.#thumbnails = {
      baseUrl: options.baseUrl,
      defaultThumbnailUrl: options.defaultThumbnailUrl ?? DEFAULT_GAME_THUMBNAIL_URL,
    };
  }

  getFavouritesAndLastPlayed(mobile: boolean): Promise<Result<PlayerGameLists, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v2/customerfacing/gaming/games/favouriteAndLastPlayedGames', {
          params: { query: { mobile } },
        }),
      (body) => toPlayerGameLists(body, this.#thumbnails),
    );
  }

  setFavourite(gameId: number, isFavourite: boolean): Promise<Result<boolean, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/gaming/games/{gameId}/favourite', {
          params: { path: { gameId }, query: { isFavourite } },
        }),
      (body) => toFavouriteState(body, gameId),
    );
  }
}
