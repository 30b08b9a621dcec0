import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
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
  #stop: IReactionDisposer | null = null;
  #run = 0;

  constructor(load: LoadPlayerGamesUseCase, session: SessionStore, device: Device) {
    this.#load = load;
    this.#session = session;
    this.#device = device;
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  activate(): void {
    this.#stop ??= reaction(
      () => (this.#settled ? (this.#session.user?.id ?? 'visitor') : null),
      (player) => {
        if (player !== null) void this.reload();
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.#run += 1;
  }

  async reload(): Promise<void> {
    const run = ++this.#run;
    this.state = { kind: 'loading' };
    const outcome = await this.#load.execute({ loggedIn: this.#session.isLoggedIn, device: this.#device });
    if (run !== this.#run) return;
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
