import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../kernel/latest-load.ts';
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
  readonly #loads = new LatestLoad<number | null>();

  constructor(load: LoadPlayerGamesUseCase, session: SessionStore, device: Device) {
    this.#load = load;
    this.#session = session;
    this.#device = device;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    this.#loads.follow(
      () => this.#session.user?.id ?? null,
      () => void this.#refresh(),
    );
  }

  dispose(): void {
    this.#loads.stop();
  }

  async #refresh(): Promise<void> {
    const latest = this.#loads.begin();
    const outcome = await this.#load.execute({ loggedIn: this.#session.isLoggedIn, device: this.#device });
    if (!latest()) return;
    runInAction(() => {
      // A failure leaves the strip out: the lobby does not depend on it.
      this.games = outcome.kind === 'lists' ? outcome.lastPlayedStrip : [];
    });
  }
}
