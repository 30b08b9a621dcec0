import { ActivityFeedPoller } from '@lv-casino/core/feeds/activity-feed.poller.ts';
import { ActivityFeedWinUseCase } from '@lv-casino/core/feeds/activity-feed-win.use-case.ts';
import { JackpotFeedTicker } from '@lv-casino/core/feeds/jackpot-feed.ticker.ts';
import { LiveTablesPoller } from '@lv-casino/core/feeds/live-tables.poller.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { FeedsPort } from '@lv-casino/core/feeds/feeds.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { AppNavigator } from '../app-navigator.ts';
import { DeviceToken } from '../device.ts';
import { IntlStore } from '../intl.store.ts';
import { SessionStore } from '../session.store.ts';
import { SiteConfig } from '../site-config.ts';
import { ActivityFeedStore } from './activity-feed.store.ts';
import { JackpotStore } from './jackpot.store.ts';
import { LiveTablesStore } from './live-tables.store.ts';

/**
 * The lobby's feeds (wins, jackpots, live tables): a chunk of its own, loaded after the lobby's first
 * paint. The win-click use-case is one for the app (it keeps the games it looked up); the pollers and
 * the ticker hold their timers, so each store gets its own, and the stores live as long as their view.
 */
export const lobbyFeedsModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(ActivityFeedWinUseCase)) {
    bind(ActivityFeedWinUseCase)
      .toResolvedValue((catalogue: CataloguePort) => new ActivityFeedWinUseCase(catalogue), [CataloguePort])
      .inSingletonScope();
  }
  bind(ActivityFeedPoller)
    .toResolvedValue(
      (feeds: FeedsPort, clock: ClockPort) => new ActivityFeedPoller(feeds, clock),
      [FeedsPort, ClockPort],
    )
    .inTransientScope();
  bind(JackpotFeedTicker)
    .toResolvedValue(
      (feeds: FeedsPort, clock: ClockPort) => new JackpotFeedTicker(feeds, clock),
      [FeedsPort, ClockPort],
    )
    .inTransientScope();
  bind(LiveTablesPoller)
    .toResolvedValue(
      (feeds: FeedsPort, clock: ClockPort) => new LiveTablesPoller(feeds, clock),
      [FeedsPort, ClockPort],
    )
    .inTransientScope();
  bind(ActivityFeedStore)
    .toResolvedValue(
      (
        poller: ActivityFeedPoller,
        winClick: ActivityFeedWinUseCase,
        session: SessionStore,
        site: SiteConfig,
        intl: IntlStore,
        navigator: AppNavigator,
        device: Device,
      ) => new ActivityFeedStore({ poller, winClick, session, site, intl, navigator, device }),
      [
        ActivityFeedPoller,
        ActivityFeedWinUseCase,
        SessionStore,
        SiteConfig,
        IntlStore,
        AppNavigator,
        DeviceToken,
      ],
    )
    .inTransientScope();
  bind(JackpotStore)
    .toResolvedValue(
      (ticker: JackpotFeedTicker, site: SiteConfig) => new JackpotStore(ticker, site),
      [JackpotFeedTicker, SiteConfig],
    )
    .inTransientScope();
  bind(LiveTablesStore)
    .toResolvedValue(
      (poller: LiveTablesPoller, session: SessionStore, site: SiteConfig) =>
        new LiveTablesStore(poller, session, site),
      [LiveTablesPoller, SessionStore, SiteConfig],
    )
    .inTransientScope();
});
