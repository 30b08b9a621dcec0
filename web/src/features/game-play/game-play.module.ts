import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { OpenGamePlayUseCase } from '@lv-casino/core/game-start/open-game-play.use-case.ts';
import { StartGameUseCase } from '@lv-casino/core/game-start/start-game.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
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
  bind(StartGameUseCase)
    .toResolvedValue(
      (games: GamePort, errors: ErrorCatalogue) => new StartGameUseCase(games, errors),
      [GamePort, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(OpenGamePlayUseCase)
    .toResolvedValue(
      (catalogue: CataloguePort, startGame: StartGameUseCase, errors: ErrorCatalogue) =>
        new OpenGamePlayUseCase(catalogue, startGame, errors),
      [CataloguePort, StartGameUseCase, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(GamePlayStore)
    .toResolvedValue(
      (
        openGamePlay: OpenGamePlayUseCase,
        playerGames: LoadPlayerGamesUseCase,
        toggleFavourite: ToggleFavouriteUseCase,
        session: SessionStore,
        site: SiteConfig,
        navigator: AppNavigator,
        device: Device,
      ) =>
        new GamePlayStore({ openGamePlay, playerGames, toggleFavourite, session, site, navigator, device }),
      [
        OpenGamePlayUseCase,
        LoadPlayerGamesUseCase,
        ToggleFavouriteUseCase,
        SessionStore,
        SiteConfig,
        AppNavigator,
        DeviceToken,
      ],
    )
    .inTransientScope();
});
