import { ActivityFeedPoller } from '@lv-casino/core/feeds/activity-feed.poller.ts';
import { ActivityFeedWinUseCase } from '@lv-casino/core/feeds/activity-feed-win.use-case.ts';
import { JackpotFeedTicker } from '@lv-casino/core/feeds/jackpot-feed.ticker.ts';
import { LiveTablesPoller } from '@lv-casino/core/feeds/live-tables.poller.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { FeedsPort } from '@lv-casino/core/feeds/feeds.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../bind-use-case.ts';
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
export const lobbyFeedsModule = new ContainerModule((options) => {
  const { bind } = options;
  bindUseCase(options, ActivityFeedWinUseCase, CataloguePort);
  bind(ActivityFeedPoller)
    .toDynamicValue(
      (context) =>
        new ActivityFeedPoller(context.get<FeedsPort>(FeedsPort), context.get<ClockPort>(ClockPort)),
    )
    .inTransientScope();
  bind(JackpotFeedTicker)
    .toDynamicValue(
      (context) =>
        new JackpotFeedTicker(context.get<FeedsPort>(FeedsPort), context.get<ClockPort>(ClockPort)),
    )
    .inTransientScope();
  bind(LiveTablesPoller)
    .toDynamicValue(
      (context) => new LiveTablesPoller(context.get<FeedsPort>(FeedsPort), context.get<ClockPort>(ClockPort)),
    )
    .inTransientScope();
  bind(ActivityFeedStore)
    .toDynamicValue(
      (context) =>
        new ActivityFeedStore({
          poller: context.get(ActivityFeedPoller),
          winClick: context.get(ActivityFeedWinUseCase),
          session: context.get(SessionStore),
          site: context.get(SiteConfig),
          intl: context.get(IntlStore),
          navigator: context.get(AppNavigator),
          device: context.get<Device>(DeviceToken),
        }),
    )
    .inTransientScope();
  bind(JackpotStore)
    .toDynamicValue((context) => new JackpotStore(context.get(JackpotFeedTicker), context.get(SiteConfig)))
    .inTransientScope();
  bind(LiveTablesStore)
    .toDynamicValue(
      (context) =>
        new LiveTablesStore(
          context.get(LiveTablesPoller),
          context.get(SessionStore),
          context.get(SiteConfig),
        ),
    )
    .inTransientScope();
});
