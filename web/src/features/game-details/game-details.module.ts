import { LoadGameDescriptionUseCase } from '@lv-casino/core/player-games/load-game-description.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { FindGameByFriendlyUrlUseCase } from '@lv-casino/core/catalogue/find-game-by-friendly-url.use-case.ts';
import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { GameDetailsStore } from './game-details.store.ts';

/** The game modal's texts, with the catalogue's (why the game, its description or a favourite failed). */
export const gameDetailsMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The game modal: core's look-up of a game by its friendly URL, description, player-games and
 * favourite use-cases (bound once for the app), and a store per opening of the modal.
 */
export const gameDetailsModule = new ContainerModule((options) => {
  const { bind } = options;
  bindGamesUseCases(options);
  // Transient: every opening of the modal looks its game up again.
  bind(GameDetailsStore)
    .toDynamicValue(
      (context) =>
        new GameDetailsStore({
          findGame: context.get(FindGameByFriendlyUrlUseCase),
          loadDescription: context.get(LoadGameDescriptionUseCase),
          playerGames: context.get(LoadPlayerGamesUseCase),
          toggleFavourite: context.get(ToggleFavouriteUseCase),
          session: context.get(SessionStore),
          navigator: context.get(AppNavigator),
          device: context.get<Device>(DeviceToken),
        }),
    )
    .inTransientScope();
});
