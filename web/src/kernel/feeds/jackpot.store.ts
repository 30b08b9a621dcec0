import {
  gameJackpots,
  jackpotCards,
  type GameJackpot,
  type JackpotCard,
} from '@lv-casino/core/feeds/jackpot-display.rule.ts';
import { formatJackpotAmount, jackpotRefreshMs } from '@lv-casino/core/feeds/jackpot-feed.rule.ts';
import type { JackpotDisplay, JackpotFeedTicker } from '@lv-casino/core/feeds/jackpot-feed.ticker.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { SiteConfig } from '../site-config.ts';

/**
 * The jackpot feed of a lobby (games-and-content.md §7, §9): core's JackpotFeedTicker loads it every
 * jackpotsFeedTimeout of the config (180 s by default) and moves every shown amount toward its target
 * once a second, from `activate` (once the config is in) until `dispose`. A failed load is quiet.
 */
export class JackpotStore {
  /** The last feed and its animated amounts; null before the first successful load. */
  display: JackpotDisplay | null = null;

  readonly #ticker: JackpotFeedTicker;
  readonly #site: SiteConfig;
  #stop: IReactionDisposer | null = null;

  constructor(ticker: JackpotFeedTicker, site: SiteConfig) {
    this.#ticker = ticker;
    this.#site = site;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Every sub-feed with its animated total and levels, in provider order. */
  get cards(): readonly JackpotCard[] {
    return this.display === null ? [] : jackpotCards(this.display);
  }

  /** The games' own jackpots (per-game sub-feeds) by the catalogue's game id, animated. */
  get gameJackpots(): ReadonlyMap<number, GameJackpot> {
    return this.display === null ? new Map() : gameJackpots(this.display);
  }

  /** A game's own jackpot (minor units and currency), or null; read it in an observer to animate. */
  perGameJackpot(gameId: number): GameJackpot | null {
    return this.gameJackpots.get(gameId) ?? null;
  }

  /** A game's own jackpot as shown on its tile (e.g. `36 729.16 EUR`), or null when it has none. */
  perGameAmount(gameId: number): string | null {
    const jackpot = this.perGameJackpot(gameId);
    return jackpot === null ? null : formatJackpotAmount(jackpot.amount, jackpot.currency);
  }

  activate(): void {
    this.#stop ??= reaction(
      () => {
        const { general } = this.#site;
        return general === null ? null : jackpotRefreshMs(general.jackpotsFeedTimeoutMs);
      },
      (refreshMs) => {
        this.#ticker.stop();
        if (refreshMs === null) return;
        void this.#ticker.start(refreshMs, (display) => {
          runInAction(() => {
            this.display = display;
          });
        });
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.#ticker.stop();
  }
}
