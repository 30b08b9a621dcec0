import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { OpenGamePlayUseCase } from '@lv-casino/core/game-start/open-game-play.use-case.ts';
import { loginForGame, playPage } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import type { StartGameOutcome } from '@lv-casino/core/game-start/start-game.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import { FavouriteStore } from '../../kernel/catalogue/favourite.store.ts';
import type { SessionStore } from '../../kernel/session.store.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';

export interface GamePlayDeps {
  readonly openGamePlay: OpenGamePlayUseCase;
  readonly playerGames: LoadPlayerGamesUseCase;
  readonly toggleFavourite: ToggleFavouriteUseCase;
  readonly session: SessionStore;
  readonly site: SiteConfig;
  readonly navigator: AppNavigator;
  readonly device: Device;
}

/** A game-play path: /{lang}/game-play/{mode}/{friendlyUrl}. */
export interface GamePlayPath {
  readonly mode: 'real' | 'demo';
  readonly friendlyUrl: string;
}

/**
 * What the page shows: `loading` until the game is prepared; `playing` the game's frame; `message`
 * a text the rules chose (demo not supported, a block, a refusal) with a retry when the call failed.
 */
export type GamePlayView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'playing'; readonly mode: 'real' | 'demo'; readonly launchUrl: string }
  | { readonly kind: 'message'; readonly messageKey: string; readonly retry: boolean }
  | { readonly kind: 'left' };

/**
 * The game-play page (games-and-content.md §2 Game play, §4; account-and-session.md §4 Game start):
 * opens the game of the path through core's OpenGamePlayUseCase once the stored session is known and
 * again when the player logs in or out; performs core's navigation (the demo path, the login modal
 * for the game, the KYC tab, the self-excluded modal, /404).
 */
export class GamePlayStore {
  view: GamePlayView = { kind: 'loading' };
  path: GamePlayPath | null = null;
  /** The game's name once the catalogue has answered (the page's heading and the frame's title). */
  gameName: string | null = null;
  /** The game's catalogue id, once known (the favourite button). */
  gameId: number | null = null;
  /** The game's heart. */
  readonly favourite: FavouriteStore;

  readonly #deps: GamePlayDeps;
  #run = 0;
  #stopWatching: IReactionDisposer | null = null;

  constructor(deps: GamePlayDeps) {
    this.#deps = deps;
    this.favourite = new FavouriteStore(deps);
    makeAutoObservable(this, { favourite: false }, { deep: false });
  }

  /** Watches the session: the game is (re)opened when it is known, and whenever the player changes. */
  activate(): void {
    this.#stopWatching ??= reaction(
      () =>
        [this.#sessionKnown, this.#deps.session.user?.id ?? null, this.#deps.site.general !== null] as const,
      () => {
        void this.#open();
      },
    );
  }

  dispose(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    this.#run += 1;
    this.favourite.dispose();
  }

  /** The route's path (a new friendly URL or mode opens that game). */
  show(path: GamePlayPath): void {
    if (this.path?.mode === path.mode && this.path.friendlyUrl === path.friendlyUrl) return;
    this.path = path;
    void this.#open();
  }

  retry(): void {
    void this.#open();
  }

  get #sessionKnown(): boolean {
    const { status } = this.#deps.session;
    return status === 'anonymous' || status === 'authenticated';
  }

  async #open(): Promise<void> {
    const { path } = this;
    const config = this.#deps.site.general;
    if (path === null || !this.#sessionKnown || config === null) return;
    const run = ++this.#run;
    this.view = { kind: 'loading' };
    const { game, outcome } = await this.#deps.openGamePlay.execute({
      mode: path.mode,
      friendlyUrl: path.friendlyUrl,
      user: this.#deps.session.user,
      config,
      device: this.#deps.device,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.gameName = game?.name ?? null;
      this.gameId = game?.id ?? null;
      this.view = viewOf(outcome);
    });
    this.#navigate(outcome);
    await this.favourite.show(game?.id ?? null);
  }

  /**
   * From the demo to real money: a player goes to the real path; a visitor gets the login for the game,
   * after which core sends them to its real play.
   */
  playForReal(): void {
    const { path } = this;
    if (path === null) return;
    this.#deps.navigator.perform(
      this.#deps.session.isLoggedIn ? playPage('real', path.friendlyUrl) : loginForGame(path.friendlyUrl),
    );
  }

  #navigate(outcome: StartGameOutcome): void {
    const { navigator } = this.#deps;
    switch (outcome.kind) {
      case 'redirect':
      case 'not-found':
        navigator.perform(outcome.next, ...(outcome.loginModal === null ? [] : [outcome.loginModal]));
        return;
      case 'message':
        if (outcome.loginModal !== null) navigator.perform(outcome.loginModal);
        return;
      case 'kyc-required':
      case 'self-excluded':
        navigator.perform(outcome.next);
        return;
      case 'blocked':
        // The KYC restriction's way on (the kyc tab); a lock has none.
        if (outcome.next !== null) navigator.perform(outcome.next);
        return;
      case 'play':
      case 'failed':
        return;
    }
  }
}

/** Shown behind the profile's KYC tab, where a player without verified identity is sent. */
export const KYC_REQUIRED_MESSAGE = 'gamePlay.kycRequired';

const message = (error: ErrorDescriptor, retry: boolean): GamePlayView => ({
  kind: 'message',
  messageKey: error.messageKey,
  retry,
});

function viewOf(outcome: StartGameOutcome): GamePlayView {
  switch (outcome.kind) {
    case 'play':
      return { kind: 'playing', mode: outcome.mode, launchUrl: outcome.launchUrl };
    case 'message':
      return { kind: 'message', messageKey: outcome.messageKey, retry: false };
    case 'self-excluded':
      return { kind: 'message', messageKey: outcome.messageKey, retry: false };
    case 'blocked':
      return message(outcome.error, false);
    case 'failed':
      return message(outcome.error, true);
    case 'kyc-required':
      return { kind: 'message', messageKey: KYC_REQUIRED_MESSAGE, retry: false };
    case 'redirect':
    case 'not-found':
      return { kind: 'left' };
  }
}
