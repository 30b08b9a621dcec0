import { isFavouriteGame } from '@lv-casino/core/player-games/favourites.rule.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../app-navigator.ts';
import type { SessionStore } from '../session.store.ts';

export interface FavouriteDeps {
  readonly playerGames: LoadPlayerGamesUseCase;
  readonly toggleFavourite: ToggleFavouriteUseCase;
  readonly session: Pick<SessionStore, 'isLoggedIn'>;
  readonly navigator: Pick<AppNavigator, 'perform'>;
  readonly device: Device;
}

/**
 * A game's heart (the game modal, the game-play page): whether the player's favourites hold the game
 * (null until the player's lists answer, and for a visitor, whose lists say nothing: no call is made),
 * and its toggle, which shows what the server answers; a visitor is sent to the login core names.
 */
export class FavouriteStore {
  isFavourite: boolean | null = null;
  busy = false;
  /** The catalogue text of a toggle that failed, or null. */
  error: string | null = null;

  readonly #deps: FavouriteDeps;
  #gameId: number | null = null;
  /** Bumped by every game shown and by dispose: an answer about an older one is dropped. */
  #run = 0;

  constructor(deps: FavouriteDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  /** The heart of `gameId` (null: no game yet), looked up in the player's lists. */
  async show(gameId: number | null): Promise<void> {
    const run = ++this.#run;
    this.#gameId = gameId;
    this.isFavourite = null;
    this.busy = false;
    this.error = null;
    if (gameId === null) return;
    const lists = await this.#deps.playerGames.execute({
      loggedIn: this.#deps.session.isLoggedIn,
      device: this.#deps.device,
    });
    if (run !== this.#run || lists.kind !== 'lists') return;
    runInAction(() => {
      this.isFavourite = isFavouriteGame(lists.favourites, gameId);
    });
  }

  /** Asks the server for the opposite state (core decides; a visitor gets the login for it). */
  async toggle(): Promise<void> {
    const gameId = this.#gameId;
    if (gameId === null || this.busy) return;
    this.busy = true;
    this.error = null;
    const run = this.#run;
    const outcome = await this.#deps.toggleFavourite.execute({
      gameId,
      isFavourite: this.isFavourite ?? false,
      loggedIn: this.#deps.session.isLoggedIn,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.busy = false;
      this.isFavourite = outcome.isFavourite;
      if (outcome.kind === 'failed') this.error = outcome.error.messageKey;
    });
    if (outcome.kind === 'login-required') this.#deps.navigator.perform(outcome.next);
  }

  /** The screen closed: answers still on their way are dropped. */
  dispose(): void {
    this.#run += 1;
  }
}
