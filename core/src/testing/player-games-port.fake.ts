import type { Game } from '../catalogue/catalogue.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { PlayerGameLists, PlayerGamesPort } from '../player-games/player-games.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { createApiFailure } from './failure.builder.ts';
import { answerPrivateCall } from './private-call.ts';

export interface FakePlayerGamesPortOptions {
  /** When given, every call fails with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

/**
 * A PlayerGamesPort over in-memory lists, as the sandbox keeps them: setFavourite puts a game at the
 * front of `favourites` or takes it out, and answers the new state; a game found in neither list nor
 * `games` fails with 404 errorCode -1. Each call can be told to fail; every call is recorded.
 */
export class FakePlayerGamesPort implements PlayerGamesPort {
  favourites: readonly Game[] = [];
  /** Newest first. */
  lastPlayed: readonly Game[] = [];
  /** The catalogue setFavourite finds a game in (besides the two lists). */
  games: readonly Game[] = [];
  /** When set, getFavouritesAndLastPlayed fails with it. */
  listsFailure: ApiFailure | null = null;
  /** When set, setFavourite fails with it and changes nothing. */
  favouriteFailure: ApiFailure | null = null;
  /** The `mobile` argument of every list call. */
  readonly listCalls: boolean[] = [];
  readonly favouriteCalls: { readonly gameId: number; readonly isFavourite: boolean }[] = [];
  readonly #tokens: TokenStorePort | undefined;

  constructor(options: FakePlayerGamesPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  getFavouritesAndLastPlayed(mobile: boolean): Promise<Result<PlayerGameLists, ApiFailure>> {
    this.listCalls.push(mobile);
    const lists = { favourites: this.favourites, lastPlayed: this.lastPlayed };
    return answerPrivateCall(this.#tokens, this.listsFailure === null ? ok(lists) : fail(this.listsFailure));
  }

  setFavourite(gameId: number, isFavourite: boolean): Promise<Result<boolean, ApiFailure>> {
    this.favouriteCalls.push({ gameId, isFavourite });
    const signedOut = this.#tokens !== undefined && this.#tokens.read() === null;
    // Signed out, the answer is 401 errorCode 3 whatever is given here, and nothing changes.
    return answerPrivateCall(this.#tokens, signedOut ? ok(false) : this.#mark(gameId, isFavourite));
  }

  #mark(gameId: number, isFavourite: boolean): Result<boolean, ApiFailure> {
    if (this.favouriteFailure !== null) return fail(this.favouriteFailure);
    const game = [...this.favourites, ...this.lastPlayed, ...this.games].find((g) => g.id === gameId);
    if (game === undefined) return fail(createApiFailure(-1));
    const others = this.favourites.filter((favourite) => favourite.id !== gameId);
    this.favourites = isFavourite ? [game, ...others] : others;
    return ok(isFavourite);
  }
}
