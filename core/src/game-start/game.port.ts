import type { GameDescription } from '../catalogue/catalogue.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';

/** A prepared game session. */
export interface GameLaunch {
  /** Where the game runs (loaded in the game-play page's frame). */
  readonly url: string;
}

/** Calls about one game beyond the catalogue search: sessions and descriptions (games-and-content.md §7 Games). */
export interface GamePort {
  /**
   * Prepares a session of a game (POST gaming/games/{gameId}/prepare?real=&mobile=; private when
   * logged in). Fails with errorCode 39 for a self-excluded player.
   * @param gameId the catalogue id of the game.
   * @param real true for real money, false for demo.
   * @param mobile true when the site is rendered for mobile.
   */
  prepare(gameId: number, real: boolean, mobile: boolean): Promise<Result<GameLaunch, ApiFailure>>;
  /**
   * The editorial description of a game (GET api/v2/customerfacing/gaming/gameDescriptions/game/{gameId}
   * ?locale=; public). An unknown game, or one without a description, fails with 404 errorCode -1.
   * @param gameId the catalogue id of the game.
   * @param lang the language of the text.
   */
  getDescription(gameId: number, lang: Language): Promise<Result<GameDescription, ApiFailure>>;
}
export const GamePort = Symbol('GamePort');
