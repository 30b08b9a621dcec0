import type { ActivityFeedPoller } from '@lv-casino/core/feeds/activity-feed.poller.ts';
import {
  activityFeedScrolls,
  buildActivityFeed,
  type ActivityFeedEntry,
} from '@lv-casino/core/feeds/activity-feed.rule.ts';
import type { ActivityFeedWinUseCase } from '@lv-casino/core/feeds/activity-feed-win.use-case.ts';
import type { ActivityFeedItem, GameProduct } from '@lv-casino/core/feeds/feeds.ts';
import { kycRestrictionApplies } from '@lv-casino/core/game-start/real-play-access.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AppNavigator } from '../app-navigator.ts';
import type { IntlStore } from '../intl.store.ts';
import type { SessionStore } from '../session.store.ts';
import type { SiteConfig } from '../site-config.ts';

/** Currency of the win amounts when the config has not named its base currency yet. */
const FALLBACK_CURRENCY = 'EUR';

export interface ActivityFeedStoreDeps {
  readonly poller: ActivityFeedPoller;
  readonly winClick: ActivityFeedWinUseCase;
  readonly session: SessionStore;
  readonly site: SiteConfig;
  readonly intl: IntlStore;
  readonly navigator: AppNavigator;
  readonly device: Device;
}

/**
 * The monthly biggest-wins feed of a lobby (games-and-content.md §2, §9): polled by core's
 * ActivityFeedPoller (every 120 s) from `activate` until `dispose`, for the product `show` names.
 * The entries follow the page language without a new call. A failed load is quiet: the feed keeps
 * what it showed, nothing when it never loaded.
 */
export class ActivityFeedStore {
  /** The lobby's product; null until the view names it. */
  product: GameProduct | null = null;
  /** The wins of the last successful load (sorted, at most 41). */
  items: readonly ActivityFeedItem[] = [];
  /** The win whose click is being decided (its game is looked up), or null. */
  opening: ActivityFeedItem | null = null;

  readonly #deps: ActivityFeedStoreDeps;
  #stop: IReactionDisposer | null = null;

  constructor(deps: ActivityFeedStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** The entries as shown: the message of the page language, {winAmount} filled. */
  get entries(): readonly ActivityFeedEntry[] {
    return buildActivityFeed(this.items, this.#feedOptions());
  }

  /** More than 8 entries: the list scrolls within a fixed height. */
  get scrolls(): boolean {
    return activityFeedScrolls(this.entries.length);
  }

  get loggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  /** restrictGameplayKycNotVerified and a NOT_VERIFIED player: a win's click does nothing. */
  get kycRestricted(): boolean {
    const { user } = this.#deps.session;
    const config = this.#deps.site.general;
    return user !== null && config !== null && kycRestrictionApplies(user, config);
  }

  /** Names the lobby's product; the feed (re)starts for it. */
  show(product: GameProduct): void {
    this.product = product;
  }

  activate(): void {
    this.#stop ??= reaction(
      () => this.product,
      (product) => {
        this.#deps.poller.stop();
        if (product === null) return;
        void this.#deps.poller.start({ gameProduct: product, ...this.#feedOptions() }, (entries) => {
          runInAction(() => {
            this.items = entries.map((entry) => entry.item);
          });
        });
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.#deps.poller.stop();
  }

  /**
   * A click on a win's image: core decides (real play, the login modal, or nothing under the KYC
   * restriction) and the app navigates. A second click while the first is being decided is ignored.
   */
  async open(item: ActivityFeedItem): Promise<void> {
    const config = this.#deps.site.general;
    if (this.opening !== null || config === null) return;
    this.opening = item;
    const intent = await this.#deps.winClick
      .execute({ item, user: this.#deps.session.user, config, device: this.#deps.device })
      .finally(() => {
        runInAction(() => {
          this.opening = null;
        });
      });
    this.#deps.navigator.perform(intent);
  }

  #feedOptions() {
    const { general } = this.#deps.site;
    const lang = this.#deps.intl.language;
    return {
      lang,
      defaultLanguage: general?.defaultLanguage ?? lang,
      currency: general?.baseCurrency ?? FALLBACK_CURRENCY,
    };
  }
}
