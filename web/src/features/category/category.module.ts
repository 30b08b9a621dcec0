import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { CategoryStore } from './category.store.ts';
import { PlayerListStore } from './player-list.store.ts';

/**
 * The category feature's texts (with its chunk). The no-games and error texts are the catalogue's
 * (CatalogueMessage loads them when one shows).
 */
export const categoryMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/**
 * Category, provider and collection pages and the filters modal: core's grid loading, the visible
 * categories of a lobby page, and one CategoryStore for the app (a singleton, so the filters modal and
 * the page it filters share the search and the provider filter); the favourites and last-played pages
 * with core's player-games loading, a PlayerListStore per opening.
 */
export const categoryModule = new ContainerModule((options) => {
  const { bind } = options;
  bindGamesUseCases(options);
  bind(CategoryStore)
    .toDynamicValue((context) => {
      const startUp = context.get(StartUpStore);
      return new CategoryStore({
        categories: context.get(LoadPageCategoriesUseCase),
        casinoCategories: () => startUp.categories,
        games: context.get(LoadCategoryGamesUseCase),
        navigator: context.get(AppNavigator),
        site: context.get(SiteConfig),
        device: context.get<Device>(DeviceToken),
        clock: context.get<ClockPort>(ClockPort),
      });
    })
    .inSingletonScope();
  // Transient: the favourites and last-played pages load their list each time they open.
  bind(PlayerListStore)
    .toDynamicValue(
      (context) =>
        new PlayerListStore(
          context.get(LoadPlayerGamesUseCase),
          context.get(SessionStore),
          context.get<Device>(DeviceToken),
        ),
    )
    .inTransientScope();
});
