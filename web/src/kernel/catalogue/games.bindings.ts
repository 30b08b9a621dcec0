import { FindGameByFriendlyUrlUseCase } from '@lv-casino/core/catalogue/find-game-by-friendly-url.use-case.ts';
import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import { SearchGamesUseCase } from '@lv-casino/core/catalogue/search-games.use-case.ts';
import { LoadGameDescriptionUseCase } from '@lv-casino/core/player-games/load-game-description.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import { PlayerGamesPort } from '@lv-casino/core/player-games/player-games.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import type { ContainerModuleLoadOptions } from 'inversify';
import { bindUseCase } from '../bind-use-case.ts';
import { DeviceToken } from '../device.ts';
import { PageCategoriesStore } from './page-categories.store.ts';

/**
 * Core's games use-cases, one instance each for the app, and the providers / collections lists: the category, search, game-play,
 * game-details and lobby modules all call this from their own container module (features may not
 * import each other), and whichever loads first binds them.
 */
export function bindGamesUseCases(options: ContainerModuleLoadOptions): void {
  bindUseCase(options, LoadPageCategoriesUseCase, CataloguePort);
  bindUseCase(options, LoadCategoryGamesUseCase, CataloguePort);
  bindUseCase(options, SearchGamesUseCase, CataloguePort);
  bindUseCase(options, FindGameByFriendlyUrlUseCase, CataloguePort);
  bindUseCase(options, LoadPlayerGamesUseCase, PlayerGamesPort);
  bindUseCase(options, ToggleFavouriteUseCase, PlayerGamesPort);
  bindUseCase(options, LoadGameDescriptionUseCase, GamePort);
  if (!options.isBound(PageCategoriesStore)) {
    // Transient: one per list on screen.
    options
      .bind(PageCategoriesStore)
      .toDynamicValue(
        (context) =>
          new PageCategoriesStore(context.get(LoadPageCategoriesUseCase), context.get<Device>(DeviceToken)),
      )
      .inTransientScope();
  }
}
