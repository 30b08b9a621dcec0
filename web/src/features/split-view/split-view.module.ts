import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { LoadSplitViewCategoryUseCase } from '@lv-casino/core/catalogue/load-split-view-category.use-case.ts';
import { StartGameUseCase } from '@lv-casino/core/game-start/start-game.use-case.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { SplitViewStore } from './split-view.store.ts';

/**
 * The split view's texts, with the catalogue's: the demo-not-supported text, no.games.found, locks and
 * the refusals of prepare show at once rather than after another chunk.
 */
export const splitViewMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The split view: core's category grid (bound once for the app), its split-view category look-up and
 * game start, and a SplitViewStore per opening of the modal.
 */
export const splitViewModule = new ContainerModule((options) => {
  const { bind } = options;
  bindGamesUseCases(options);
  bindUseCase(options, LoadSplitViewCategoryUseCase, CataloguePort);
  // Core's game start, the one the game-play page runs (whichever of the two loads first binds it).
  bindUseCase(options, StartGameUseCase, GamePort);
  // Transient: every opening of the modal starts with two pickers.
  bind(SplitViewStore)
    .toDynamicValue(
      (context) =>
        new SplitViewStore({
          loadCategory: context.get(LoadSplitViewCategoryUseCase),
          session: context.get(SessionStore),
          site: context.get(SiteConfig),
          device: context.get<Device>(DeviceToken),
          pane: {
            categoryGames: context.get(LoadCategoryGamesUseCase),
            startGame: context.get(StartGameUseCase),
            navigator: context.get(AppNavigator),
            clock: context.get<ClockPort>(ClockPort),
          },
        }),
    )
    .inTransientScope();
});
