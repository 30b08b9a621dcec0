import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { OpenGamePlayUseCase } from '@lv-casino/core/game-start/open-game-play.use-case.ts';
import { StartGameUseCase } from '@lv-casino/core/game-start/start-game.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { GamePlayStore } from './game-play.store.ts';

/** The page's texts, with the catalogue's (demo not supported, blocks, refusals of prepare). */
export const gamePlayMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/** The game-play feature: core's game start (by friendly URL) and a store per visit of the page. */
export const gamePlayModule = new ContainerModule((options) => {
  const { bind } = options;
  bindGamesUseCases(options);
  bindUseCase(options, StartGameUseCase, GamePort);
  bind(OpenGamePlayUseCase)
    .toDynamicValue(
      (context) =>
        new OpenGamePlayUseCase(
          context.get<CataloguePort>(CataloguePort),
          context.get(StartGameUseCase),
          context.get<ErrorCatalogue>(ErrorCatalogue),
        ),
    )
    .inSingletonScope();
  bind(GamePlayStore)
    .toDynamicValue(
      (context) =>
        new GamePlayStore({
          openGamePlay: context.get(OpenGamePlayUseCase),
          playerGames: context.get(LoadPlayerGamesUseCase),
          toggleFavourite: context.get(ToggleFavouriteUseCase),
          session: context.get(SessionStore),
          site: context.get(SiteConfig),
          navigator: context.get(AppNavigator),
          device: context.get<Device>(DeviceToken),
        }),
    )
    .inTransientScope();
});
