import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LoadGameDescriptionUseCase } from '@lv-casino/core/player-games/load-game-description.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import { CataloguePort } from '@lv-casino/core/ports/catalogue.port.ts';
import { GamePort } from '@lv-casino/core/ports/game.port.ts';
import { PlayerGamesPort } from '@lv-casino/core/ports/player-games.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { AppNavigator } from '../../app/app-navigator.ts';
import { catalogueMessages } from '../../app/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../app/device.ts';
import { SessionStore } from '../../app/session.store.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { GameByFriendlyUrlLoader } from './game-by-friendly-url.loader.ts';
import { GameDetailsStore } from './game-details.store.ts';

/** The game modal's texts, with the catalogue's (why the game, its description or a favourite failed). */
export const gameDetailsMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The favourite toggle of this feature, under a token of its own: the game-play module binds
 * ToggleFavouriteUseCase without asking whether it is bound, so a second binding of that class here
 * would make it ambiguous once both features have loaded, in whichever order.
 */
const FavouriteToggle = Symbol('game-details/ToggleFavouriteUseCase');

/**
 * The game modal: the look-up of a game by its friendly URL (GameByFriendlyUrlLoader, until core has
 * a use-case for it), core's description, player-games and favourite use-cases, and a store per
 * opening of the modal.
 */
export const gameDetailsModule = new ContainerModule(({ bind, isBound }) => {
  bind(GameByFriendlyUrlLoader)
    .toResolvedValue(
      (catalogue: CataloguePort, errors: ErrorCatalogue) => new GameByFriendlyUrlLoader(catalogue, errors),
      [CataloguePort, ErrorCatalogue],
    )
    .inSingletonScope();
  // Core's use-cases may be bound by another feature's module already (one binding per token).
  if (!isBound(LoadGameDescriptionUseCase)) {
    bind(LoadGameDescriptionUseCase)
      .toResolvedValue(
        (games: GamePort, errors: ErrorCatalogue) => new LoadGameDescriptionUseCase(games, errors),
        [GamePort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  if (!isBound(LoadPlayerGamesUseCase)) {
    bind(LoadPlayerGamesUseCase)
      .toResolvedValue(
        (playerGames: PlayerGamesPort, errors: ErrorCatalogue) =>
          new LoadPlayerGamesUseCase(playerGames, errors),
        [PlayerGamesPort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  bind(FavouriteToggle)
    .toResolvedValue(
      (playerGames: PlayerGamesPort, errors: ErrorCatalogue) =>
        new ToggleFavouriteUseCase(playerGames, errors),
      [PlayerGamesPort, ErrorCatalogue],
    )
    .inSingletonScope();
  // Transient: every opening of the modal looks its game up again.
  bind(GameDetailsStore)
    .toResolvedValue(
      (
        findGame: GameByFriendlyUrlLoader,
        loadDescription: LoadGameDescriptionUseCase,
        playerGames: LoadPlayerGamesUseCase,
        toggleFavourite: ToggleFavouriteUseCase,
        session: SessionStore,
        navigator: AppNavigator,
        device: Device,
      ) =>
        new GameDetailsStore({
          findGame,
          loadDescription,
          playerGames,
          toggleFavourite,
          session,
          navigator,
          device,
        }),
      [
        GameByFriendlyUrlLoader,
        LoadGameDescriptionUseCase,
        LoadPlayerGamesUseCase,
        FavouriteToggle,
        SessionStore,
        AppNavigator,
        DeviceToken,
      ],
    )
    .inTransientScope();
});
