import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { SessionStore } from '../../kernel/session.store.ts';

/**
 * The lobby's last-played strip (games-and-content.md §2: 8 games, logged-in players only): loaded
 * when the lobby opens for a player and again when another player logs in; a visitor has none.
 */
export class LastPlayedStore {
  games: readonly Game[] = [];

  readonly #load: LoadPlayerGamesUseCase;
  readonly #session: SessionStore;
  readonly #device: Device;
  #stop: IReactionDisposer | null = null;
  #run = 0;

  constructor(load: LoadPlayerGamesUseCase, session: SessionStore, device: Device) {
    this.#load = load;
    this.#session = session;
    this.#device = device;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    this.#stop ??= reaction(
      () => this.#session.user?.id ?? null,
      () => void this.#refresh(),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.#run += 1;
  }

  async #refresh(): Promise<void> {
    const run = ++this.#run;
    const outcome = await this.#load.execute({ loggedIn: this.#session.isLoggedIn, device: this.#device });
    if (run !== this.#run) return;
    runInAction(() => {
      // A failure leaves the strip out: the lobby does not depend on it.
      this.games = outcome.kind === 'lists' ? outcome.lastPlayedStrip : [];
    });
  }
}
