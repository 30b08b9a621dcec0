import { FindGameByFriendlyUrlUseCase } from '@lv-casino/core/catalogue/find-game-by-friendly-url.use-case.ts';
import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import { SearchGamesUseCase } from '@lv-casino/core/catalogue/search-games.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LoadGameDescriptionUseCase } from '@lv-casino/core/player-games/load-game-description.use-case.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { ToggleFavouriteUseCase } from '@lv-casino/core/player-games/toggle-favourite.use-case.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import { PlayerGamesPort } from '@lv-casino/core/player-games/player-games.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import type { ContainerModuleLoadOptions } from 'inversify';
import { DeviceToken } from '../device.ts';
import { PageCategoriesStore } from './page-categories.store.ts';

/** A core use-case of the games area: built from one port and the error catalogue. */
type GamesUseCase<Port> = new (port: Port, errors: ErrorCatalogue) => object;

const bindOnce = <Port>(
  { bind, isBound }: ContainerModuleLoadOptions,
  useCase: GamesUseCase<Port>,
  port: symbol,
): void => {
  if (isBound(useCase)) return;
  bind(useCase)
    .toResolvedValue(
      (found: Port, errors: ErrorCatalogue) => new useCase(found, errors),
      [port, ErrorCatalogue],
    )
    .inSingletonScope();
};

/**
 * Core's games use-cases, one instance each for the app, and the providers / collections lists: the category, search, game-play,
 * game-details and lobby modules all call this from their own container module (features may not
 * import each other), and whichever loads first binds them.
 */
export function bindGamesUseCases(options: ContainerModuleLoadOptions): void {
  bindOnce(options, LoadPageCategoriesUseCase, CataloguePort);
  bindOnce(options, LoadCategoryGamesUseCase, CataloguePort);
  bindOnce(options, SearchGamesUseCase, CataloguePort);
  bindOnce(options, FindGameByFriendlyUrlUseCase, CataloguePort);
  bindOnce(options, LoadPlayerGamesUseCase, PlayerGamesPort);
  bindOnce(options, ToggleFavouriteUseCase, PlayerGamesPort);
  bindOnce(options, LoadGameDescriptionUseCase, GamePort);
  if (!options.isBound(PageCategoriesStore)) {
    // Transient: one per list on screen.
    options
      .bind(PageCategoriesStore)
      .toResolvedValue(
        (load: LoadPageCategoriesUseCase, device: Device) => new PageCategoriesStore(load, device),
        [LoadPageCategoriesUseCase, DeviceToken],
      )
      .inTransientScope();
  }
}
