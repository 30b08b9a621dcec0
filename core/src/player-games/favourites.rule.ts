import type { Game } from '../catalogue/catalogue.ts';

/** Whether a game is among the player's favourites (the filled heart of its tile). */
export const isFavouriteGame = (favourites: readonly Game[], gameId: number): boolean =>
  favourites.some((favourite) => favourite.id === gameId);

/**
 * The favourites after a game was marked (at the front, as the newest) or unmarked, without asking
 * the server again; a game is listed once.
 */
export const withFavourite = (
  favourites: readonly Game[],
  game: Game,
  isFavourite: boolean,
): readonly Game[] => {
  const others = favourites.filter((favourite) => favourite.id !== game.id);
  return isFavourite ? [game, ...others] : others;
};
