import type { Game, GameType } from '@lv-casino/core/catalogue/catalogue.ts';
import { initialFilters, withSearch } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type { CatalogueFilters } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import type {
  CategoryGamesOutcome,
  LoadCategoryGamesUseCase,
} from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { tilePlayMode } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { StartGameOutcome, StartGameUseCase } from '@lv-casino/core/game-start/start-game.use-case.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/** Quiet time (ms) after the last keystroke before a pane's search is sent. */
export const SPLIT_SEARCH_DEBOUNCE_MS = 300;

/** Shown while a player without verified identity is sent to the profile's KYC tab. */
export const SPLIT_KYC_REQUIRED_MESSAGE = 'splitView.kycRequired';

/** Timers (ms), the shape of core's ClockPort: a store holds no port; the module hands it the app's clock. */
export interface PaneClock {
  schedule(delayMs: number, callback: () => void): () => void;
}

/** Who starts a game: the player (null for a visitor) and the site's config; null while either is unknown. */
export interface PaneStarter {
  readonly user: User | null;
  readonly config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>;
}

export interface SplitPaneDeps {
  /** A page of 40 of the category's games (core's category grid, the search as its globalSearch). */
  readonly categoryGames: LoadCategoryGamesUseCase;
  /** Core's game start: demo and real rules, locks, KYC, prepare. */
  readonly startGame: StartGameUseCase;
  readonly starter: () => PaneStarter | null;
  readonly navigator: { perform(intent: NavigationIntent): void };
  readonly device: Device;
  readonly clock: PaneClock;
}

/** The games the picker offers: a category of a game type. */
export interface PaneSource {
  readonly categoryId: number;
  readonly gameType: GameType;
}

/** The picker's list: on its way, shown, nothing matches (no.games.found), or failed. */
export type PickerState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'games' }
  | { readonly kind: 'empty'; readonly messageKey: string }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * What the pane shows: the picker, or the picked game being prepared, playing in a frame, or the
 * reason it cannot start (with a retry when the call failed, the login for the game for a visitor).
 */
export type PaneView =
  | { readonly kind: 'picker' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'playing'; readonly mode: 'real' | 'demo'; readonly launchUrl: string }
  | {
      readonly kind: 'message';
      readonly messageKey: string;
      readonly retry: boolean;
      readonly login: NavigationIntent | null;
    };

const PICKER: PaneView = { kind: 'picker' };

/**
 * One half of the split view (games-and-content.md §2): a picker over the category's games (40 a
 * page, a search after SPLIT_SEARCH_DEBOUNCE_MS of quiet or at once on Enter), then the picked game
 * started by core's StartGameUseCase in the mode a tile would open it in (core's tilePlayMode: real
 * for a player, the demo for a visitor when the game has one). Answers of an older search or start
 * are dropped.
 */
export class SplitPaneStore {
  text = '';
  /** The searched text (trimmed) of the list shown or on its way; '' for the whole category. */
  searched = '';
  list: PickerState = { kind: 'loading' };
  games: readonly Game[] = [];
  /** Games of the category matching the search, over all pages. */
  total = 0;
  canLoadMore = false;
  loadingMore = false;
  loadMoreError: ErrorDescriptor | null = null;
  /** The picked game; null while the pane is a picker. */
  game: Game | null = null;
  view: PaneView = PICKER;

  readonly #deps: SplitPaneDeps;
  #source: PaneSource | null = null;
  #filters: CatalogueFilters | null = null;
  #listRun = 0;
  #playRun = 0;
  #cancelTimer: (() => void) | null = null;

  constructor(deps: SplitPaneDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The category to pick from; a new one lists its games (with the search applied). */
  setSource(source: PaneSource): void {
    const current = this.#source;
    if (current?.categoryId === source.categoryId && current.gameType === source.gameType) return;
    this.#source = source;
    void this.#load(this.searched);
  }

  /** The player typed: the search follows after SPLIT_SEARCH_DEBOUNCE_MS without another keystroke. */
  setText(text: string): void {
    this.text = text;
    this.#stopTimer();
    this.#cancelTimer = this.#deps.clock.schedule(SPLIT_SEARCH_DEBOUNCE_MS, () => {
      this.#cancelTimer = null;
      this.submit();
    });
  }

  /** Searches the text now (Enter, or the quiet time elapsed); the text already shown asks nothing. */
  submit(): void {
    this.#stopTimer();
    const text = this.text.trim();
    if (text === this.searched && this.list.kind !== 'failed') return;
    void this.#load(text);
  }

  /** Asks again for what failed: the list, or its next page. */
  retry(): void {
    if (this.list.kind === 'failed') void this.#load(this.searched);
    else if (this.loadMoreError !== null) void this.loadMore();
  }

  /** The next 40 games of the list. */
  async loadMore(): Promise<void> {
    const filters = this.#filters;
    if (filters === null || this.loadingMore || !this.canLoadMore || this.list.kind !== 'games') return;
    const run = this.#listRun;
    this.loadingMore = true;
    this.loadMoreError = null;
    const outcome = await this.#deps.categoryGames.execute({
      filters,
      device: this.#deps.device,
      loaded: this.games,
      total: this.total,
    });
    if (run !== this.#listRun) return;
    runInAction(() => {
      this.loadingMore = false;
      if (outcome.kind === 'failed') this.loadMoreError = outcome.error;
      else if (outcome.kind === 'complete') this.canLoadMore = false;
      else if (outcome.kind === 'games') this.#show(outcome.games, outcome.total, outcome.canLoadMore);
    });
  }

  /** Starts `game` in this pane. */
  pick(game: Game): void {
    this.game = game;
    void this.#start();
  }

  /** Back to the picker: the game's frame goes, an answer still on its way is dropped. */
  changeGame(): void {
    this.#playRun += 1;
    this.game = null;
    this.view = PICKER;
  }

  /** Starts the picked game again (after a failed start, or when the player or the config changed). */
  restart(): void {
    if (this.game !== null) void this.#start();
  }

  /** A visitor's way to real play of a game without demo: core's login for the game (it replaces this modal). */
  logIn(): void {
    const { view } = this;
    if (view.kind === 'message' && view.login !== null) this.#deps.navigator.perform(view.login);
  }

  /** The modal closed: the timer stops and answers still on their way are dropped. */
  dispose(): void {
    this.#stopTimer();
    this.#listRun += 1;
    this.#playRun += 1;
  }

  async #load(text: string): Promise<void> {
    const run = ++this.#listRun;
    this.searched = text;
    this.loadingMore = false;
    this.loadMoreError = null;
    this.list = { kind: 'loading' };
    const source = this.#source;
    // Without a source yet, setSource loads the list once the category is known.
    if (source === null) return;
    const { device } = this.#deps;
    const filters = withSearch(initialFilters(device, source.gameType, source.categoryId), text);
    this.#filters = filters;
    const outcome = await this.#deps.categoryGames.execute({ filters, device, loaded: [], total: null });
    if (run !== this.#listRun) return;
    runInAction(() => {
      this.#listed(outcome);
    });
  }

  #listed(outcome: CategoryGamesOutcome): void {
    if (outcome.kind === 'complete') return;
    if (outcome.kind === 'games') {
      this.#show(outcome.games, outcome.total, outcome.canLoadMore);
      this.list = { kind: 'games' };
      return;
    }
    this.#show([], 0, false);
    this.list = outcome;
  }

  #show(games: readonly Game[], total: number, canLoadMore: boolean): void {
    this.games = games;
    this.total = total;
    this.canLoadMore = canLoadMore;
  }

  async #start(): Promise<void> {
    const { game } = this;
    if (game === null) return;
    const run = ++this.#playRun;
    this.view = { kind: 'loading' };
    const starter = this.#deps.starter();
    // The session or the config is not known yet: the split view restarts the pane once it is.
    if (starter === null) return;
    const outcome = await this.#deps.startGame.execute({
      mode: tilePlayMode(game, starter.user !== null),
      friendlyUrl: game.friendlyUrl,
      game,
      user: starter.user,
      config: starter.config,
      device: this.#deps.device,
    });
    if (run !== this.#playRun) return;
    runInAction(() => {
      this.view = viewOf(outcome);
      if (this.view.kind === 'picker') this.game = null;
    });
    // Core's navigation where the game-play page performs it too: the KYC tab, the self-excluded
    // modal (both replace this modal). A visitor's login for the game waits for their click.
    if (outcome.kind === 'kyc-required' || outcome.kind === 'self-excluded') {
      this.#deps.navigator.perform(outcome.next);
    }
  }

  #stopTimer(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
  }
}

const message = (messageKey: string, retry: boolean, login: NavigationIntent | null = null): PaneView => ({
  kind: 'message',
  messageKey,
  retry,
  login,
});

function viewOf(outcome: StartGameOutcome): PaneView {
  switch (outcome.kind) {
    case 'play':
      return { kind: 'playing', mode: outcome.mode, launchUrl: outcome.launchUrl };
    case 'message':
      return message(outcome.messageKey, false, outcome.loginModal);
    case 'blocked':
      return message(outcome.error.messageKey, false);
    case 'failed':
      return message(outcome.error.messageKey, true);
    case 'kyc-required':
      return message(SPLIT_KYC_REQUIRED_MESSAGE, false);
    case 'self-excluded':
      return message(outcome.messageKey, false);
    case 'redirect':
    case 'not-found':
      // Not reached: the game comes from the catalogue, and tilePlayMode gives a visitor the demo
      // whenever the game has one. Should it happen, the player picks again.
      return PICKER;
  }
}
