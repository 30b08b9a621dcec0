import type { Game, GameDescription } from '@lv-casino/core/catalogue/catalogue.ts';
import { loginForGame, playPage } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { LoadGameDescriptionUseCase } from '@lv-casino/core/player-games/load-game-description.use-case.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import { FavouriteStore } from '../../kernel/catalogue/favourite.store.ts';
import type { SessionStore } from '../../kernel/session.store.ts';
import type { FindGameByFriendlyUrlUseCase } from '@lv-casino/core/catalogue/find-game-by-friendly-url.use-case.ts';

export interface GameDetailsDeps {
  readonly findGame: FindGameByFriendlyUrlUseCase;
  readonly loadDescription: LoadGameDescriptionUseCase;
  readonly playerGames: LoadPlayerGamesUseCase;
  readonly toggleFavourite: ToggleFavouriteUseCase;
  readonly session: SessionStore;
  readonly navigator: AppNavigator;
  readonly device: Device;
}

/** The game of the modal's friendly URL: being looked up, found, unknown, or the catalogue's failure. */
export type GameLookup =
  | { readonly kind: 'loading' }
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly messageKey: string };

/** The game's description: `none` when it has none (404), which shows nothing. */
export type DescriptionState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly description: GameDescription }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly messageKey: string };

const LOADING = { kind: 'loading' } as const;

/**
 * The game modal (games-and-content.md §2 gameModal, §7 Games): the game of `?game=` looked up by its
 * friendly URL, its description in the page's language, and for a logged-in player whether it is a
 * favourite. Its actions are core's links: the demo, real play for a player or the login for the game
 * for a visitor, and the favourite toggle. One store per opening of the modal.
 */
export class GameDetailsStore {
  lookup: GameLookup = LOADING;
  description: DescriptionState = LOADING;
  /** The game's heart. */
  readonly favourite: FavouriteStore;

  readonly #deps: GameDetailsDeps;
  #friendlyUrl: string | null = null;
  #language: Language | null = null;
  /** Bumped by every new look-up and by dispose: an answer of an older one is dropped. */
  #run = 0;
  #descriptionRun = 0;

  constructor(deps: GameDetailsDeps) {
    this.#deps = deps;
    this.favourite = new FavouriteStore(deps);
    makeAutoObservable(this, { favourite: false }, { deep: false });
  }

  get game(): Game | null {
    return this.lookup.kind === 'game' ? this.lookup.game : null;
  }

  /** Shows the game of `friendlyUrl` with its description in `language` (another language reloads only that). */
  show(friendlyUrl: string, language: Language): void {
    const sameGame = friendlyUrl === this.#friendlyUrl;
    if (sameGame && language === this.#language) return;
    this.#friendlyUrl = friendlyUrl;
    this.#language = language;
    const { game } = this;
    if (sameGame && game !== null) void this.#loadDescription(game.id);
    else void this.#open();
  }

  /** Forgets what was shown and drops the answers under way (`show` may follow, under StrictMode). */
  dispose(): void {
    this.#friendlyUrl = null;
    this.#language = null;
    this.#run += 1;
    this.#descriptionRun += 1;
    this.favourite.dispose();
  }

  retryGame(): void {
    void this.#open();
  }

  retryDescription(): void {
    const { game } = this;
    if (game !== null) void this.#loadDescription(game.id);
  }

  playDemo(): void {
    const { game } = this;
    if (game !== null) this.#deps.navigator.perform(playPage('demo', game.friendlyUrl));
  }

  /** Real money: a player goes to the real play page; a visitor gets the login for the game first. */
  playForReal(): void {
    const { game } = this;
    if (game === null) return;
    this.#deps.navigator.perform(
      this.#deps.session.isLoggedIn ? playPage('real', game.friendlyUrl) : loginForGame(game.friendlyUrl),
    );
  }

  async #open(): Promise<void> {
    const friendlyUrl = this.#friendlyUrl;
    if (friendlyUrl === null) return;
    const run = ++this.#run;
    this.lookup = LOADING;
    this.description = LOADING;
    void this.favourite.show(null);
    const found = await this.#deps.findGame.execute({ friendlyUrl, device: this.#deps.device });
    if (run !== this.#run) return;
    runInAction(() => {
      this.lookup = found.kind === 'failed' ? { kind: 'failed', messageKey: found.error.messageKey } : found;
    });
    if (found.kind !== 'game') return;
    await Promise.all([this.#loadDescription(found.game.id), this.favourite.show(found.game.id)]);
  }

  async #loadDescription(gameId: number): Promise<void> {
    const lang = this.#language;
    if (lang === null) return;
    const run = ++this.#descriptionRun;
    this.description = LOADING;
    const outcome = await this.#deps.loadDescription.execute({ gameId, lang });
    if (run !== this.#descriptionRun) return;
    runInAction(() => {
      this.description =
        outcome.kind === 'description'
          ? { kind: 'shown', description: outcome.description }
          : outcome.kind === 'none'
            ? { kind: 'none' }
            : { kind: 'failed', messageKey: outcome.error.messageKey };
    });
  }
}
