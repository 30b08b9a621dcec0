import type { Game } from '../dto.ts';

/** How many games a last-played list keeps (the lobby strip shows the first 8). */
export const lastPlayedLimit = 24;

interface PlayerGames {
  /** Game ids in the order they were marked, newest first. */
  favourites: number[];
  /** Game ids, newest first, without duplicates. */
  lastPlayed: number[];
}

/**
 * Favourite and last-played games per player id. Seeded for the demo players (anna has a few of each;
 * janis starts empty), changed by setGameFavourite, prepareGame and evaluateRandomGame.
 */
export class PlayerGamesStore {
  readonly #byPlayer = new Map<number, PlayerGames>();

  /** Seeds anna (1001) from the catalogue: the first hot RNG games as favourites, some others played. */
  static seeded(games: readonly Game[]): PlayerGamesStore {
    const store = new PlayerGamesStore();
    const hot = games.filter((g) => g.isHot && g.gameType === 'RNG').slice(0, 3);
    const live = games.filter((g) => g.gameType === 'LIVE_CASINO').slice(0, 2);
    const played = [...games.filter((g) => g.gameType === 'RNG').slice(10, 14), ...live];
    store.#byPlayer.set(1001, { favourites: hot.map((g) => g.id), lastPlayed: played.map((g) => g.id) });
    return store;
  }

  favourites(playerId: number): readonly number[] {
    return this.#of(playerId).favourites;
  }

  lastPlayed(playerId: number): readonly number[] {
    return this.#of(playerId).lastPlayed;
  }

  /** Adds (at the front) or removes a favourite; returns whether the game is now a favourite. */
  setFavourite(playerId: number, gameId: number, isFavourite: boolean): boolean {
    const entry = this.#of(playerId);
    entry.favourites = entry.favourites.filter((id) => id !== gameId);
    if (isFavourite) entry.favourites.unshift(gameId);
    return isFavourite;
  }

  /** Moves a game to the front of the last-played list (capped at {@link lastPlayedLimit}). */
  markPlayed(playerId: number, gameId: number): void {
    const entry = this.#of(playerId);
    entry.lastPlayed = [gameId, ...entry.lastPlayed.filter((id) => id !== gameId)].slice(0, lastPlayedLimit);
  }

  #of(playerId: number): PlayerGames {
    let entry = this.#byPlayer.get(playerId);
    if (entry === undefined) {
      entry = { favourites: [], lastPlayed: [] };
      this.#byPlayer.set(playerId, entry);
    }
    return entry;
  }
}
