import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/** A prepared game session. */
export interface GameLaunch {
  /** Where the game runs (loaded in the game-play page's frame). */
  readonly url: string;
}

/** Game sessions (games-and-content.md §7 Games). */
export interface GamePort {
  /**
   * Prepares a session of a game (POST gaming/games/{gameId}/prepare?real=&mobile=; private when
   * logged in). Fails with errorCode 39 for a self-excluded player.
   * @param gameId the catalogue id of the game.
   * @param real true for real money, false for demo.
   * @param mobile true when the site is rendered for mobile.
   */
  prepare(gameId: number, real: boolean, mobile: boolean): Promise<Result<GameLaunch, ApiFailure>>;
}
export const GamePort = Symbol('GamePort');
