import type { GameDescription } from '@lv-casino/core/catalogue/catalogue.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { GameLaunch, GamePort } from '@lv-casino/core/game-start/game.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toGameDescription } from './game-description.mapper.ts';
import { toGameLaunch } from './game.mapper.ts';

/**
 * GamePort over POST gaming/games/{gameId}/prepare?real=&mobile= and GET api/v2/customerfacing/gaming/
 * gameDescriptions/game/{gameId}?locale= (public) (games-and-content.md §7 Games).
 * The contract's security of prepareGame is optional (bearer or none): the SDK client sends the
 * stored session's bearer token, and nothing for a visitor. A refusal carries the server's errorCode
 * (39 self-excluded, 44, 45, 50, 2, 69, 91, 40; 401 errorCode 3 for real play without a session).
 */
export class GameHttpAdapter implements GamePort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  prepare(gameId: number, real: boolean, mobile: boolean): Promise<Result<GameLaunch, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/gaming/games/{gameId}/prepare', {
          params: { path: { gameId }, query: { real, mobile } },
        }),
      (body) => toGameLaunch(body, { gameId, real }),
    );
  }

  /** The description in `lang` (the lower-case locale); an answer about another game is rejected. */
  getDescription(gameId: number, lang: Language): Promise<Result<GameDescription, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v2/customerfacing/gaming/gameDescriptions/game/{gameId}', {
          params: { path: { gameId }, query: { locale: lang } },
        }),
      (body) => toGameDescription(body, gameId),
    );
  }
}
