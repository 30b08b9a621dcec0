import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../kernel/latest-load.ts';
import type { SessionStore } from '../../kernel/session.store.ts';

export type PlayerListState =
  /** The stored session is still being checked. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'loading' }
  /** A visitor has no lists (nothing was asked). */
  | { readonly kind: 'logged-out' }
  | {
      readonly kind: 'lists';
      readonly favourites: readonly Game[];
      /** Newest first. */
      readonly lastPlayed: readonly Game[];
    }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The favourites or last-played page, one per opening (the lists are fetched again each time one
 * opens, games-and-content.md §2): core's LoadPlayerGamesUseCase for the logged-in player, again when
 * another player logs in or the player logs out.
 */
export class PlayerListStore {
  state: PlayerListState = { kind: 'waiting' };

  readonly #load: LoadPlayerGamesUseCase;
  readonly #session: SessionStore;
  readonly #device: Device;
  readonly #loads = new LatestLoad<number | 'visitor' | null>();

  constructor(load: LoadPlayerGamesUseCase, session: SessionStore, device: Device) {
    this.#load = load;
    this.#session = session;
    this.#device = device;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  activate(): void {
    this.#loads.follow(
      () => (this.#settled ? (this.#session.user?.id ?? 'visitor') : null),
      (player) => {
        if (player !== null) void this.reload();
      },
    );
  }

  dispose(): void {
    this.#loads.stop();
  }

  async reload(): Promise<void> {
    const latest = this.#loads.begin();
    this.state = { kind: 'loading' };
    const outcome = await this.#load.execute({ loggedIn: this.#session.isLoggedIn, device: this.#device });
    if (!latest()) return;
    runInAction(() => {
      this.state =
        outcome.kind === 'lists'
          ? { kind: 'lists', favourites: outcome.favourites, lastPlayed: outcome.lastPlayed }
          : outcome;
    });
  }

  get #settled(): boolean {
    const { status } = this.#session;
    return status !== 'unknown' && status !== 'restoring';
  }
}
