import type { Game } from '../catalogue/catalogue.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/** The logged-in player's own lists of games. */
export interface PlayerGameLists {
  /** The player's favourite games, as the server orders them. */
  readonly favourites: readonly Game[];
  /** The games the player played last, newest first (the lobby strip shows the first 8). */
  readonly lastPlayed: readonly Game[];
}

/**
 * The logged-in player's favourite and last-played games (games-and-content.md §1, §6, §7 Games).
 * Both calls are private: without a session they fail with 401 errorCode 3.
 */
export interface PlayerGamesPort {
  /**
   * GET api/v2/customerfacing/gaming/games/favouriteAndLastPlayedGames?mobile= : both lists at once.
   * @param mobile true when the site is rendered for mobile (only games playable there are listed).
   */
  getFavouritesAndLastPlayed(mobile: boolean): Promise<Result<PlayerGameLists, ApiFailure>>;
  /**
   * POST customers/gaming/games/{gameId}/favourite?isFavourite= : marks or unmarks a favourite.
   * An unknown game fails with 404 errorCode -1.
   * @param gameId the catalogue id of the game.
   * @param isFavourite true to add the game to the favourites, false to remove it.
   * @returns whether the game is a favourite after the call, as the server answers it.
   */
  setFavourite(gameId: number, isFavourite: boolean): Promise<Result<boolean, ApiFailure>>;
}
export const PlayerGamesPort = Symbol('PlayerGamesPort');
