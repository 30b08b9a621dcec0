import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import { tilePlayMode } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { StartGameOutcome, StartGameUseCase } from '@lv-casino/core/game-start/start-game.use-case.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { PanePickerStore, type PanePickerDeps } from './pane-picker.store.ts';

/** Shown while a player without verified identity is sent to the profile's KYC tab. */
export const SPLIT_KYC_REQUIRED_MESSAGE = 'splitView.kycRequired';

/** Who starts a game: the player (null for a visitor) and the site's config. */
export interface PaneStarter {
  readonly user: User | null;
  readonly config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>;
}

export interface SplitPaneDeps extends PanePickerDeps {
  /** Core's game start: demo and real rules, locks, KYC, prepare. */
  readonly startGame: StartGameUseCase;
  /** Who starts a game now; null while the stored session or the site's config is not known. */
  readonly starter: () => PaneStarter | null;
  readonly navigator: { perform(intent: NavigationIntent): void };
}

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
 * One half of the split view (games-and-content.md §2): its picker, then the picked game started by
 * core's StartGameUseCase in the mode a tile would open it in (core's tilePlayMode: real for a
 * player, the demo for a visitor when the game has one), as the game-play page starts it. The answer
 * of an older start is dropped.
 */
export class SplitPaneStore {
  readonly picker: PanePickerStore;
  /** The picked game; null while the pane is a picker. */
  game: Game | null = null;
  view: PaneView = PICKER;

  readonly #deps: SplitPaneDeps;
  #run = 0;

  constructor(deps: SplitPaneDeps) {
    this.#deps = deps;
    this.picker = new PanePickerStore(deps);
    makeAutoObservable(this, { picker: false }, { autoBind: true, deep: false });
  }

  /** Starts `game` in this pane. */
  pick(game: Game): void {
    this.game = game;
    void this.#start();
  }

  /** Back to the picker: the game's frame goes, an answer still on its way is dropped. */
  changeGame(): void {
    this.#run += 1;
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

  /** The modal closed: answers still on their way are dropped. */
  dispose(): void {
    this.#run += 1;
    this.picker.dispose();
  }

  async #start(): Promise<void> {
    const { game } = this;
    if (game === null) return;
    const run = ++this.#run;
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
    if (run !== this.#run) return;
    runInAction(() => {
      this.view = viewOf(outcome);
      if (this.view.kind === 'picker') this.game = null;
    });
    // Core's navigation where the game-play page performs it too: the KYC tab (also the way on from
    // the KYC restriction), the self-excluded modal (both replace this modal). A visitor's login for the game waits for their click.
    if (outcome.kind === 'kyc-required' || outcome.kind === 'self-excluded') {
      this.#deps.navigator.perform(outcome.next);
    } else if (outcome.kind === 'blocked' && outcome.next !== null) {
      this.#deps.navigator.perform(outcome.next);
    }
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
