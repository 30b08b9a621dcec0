import { LoadLobbyStripsUseCase } from '@lv-casino/core/catalogue/load-lobby-strips.use-case.ts';
import { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { CataloguePort } from '@lv-casino/core/ports/catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { DeviceToken } from '../../app/device.ts';
import { StartUpStore } from '../../app/start-up.store.ts';
import { LobbyStore } from './lobby.store.ts';

/**
 * The casino and live-casino lobbies: core's strip loading and page categories (the latter bound once
 * for the app: a category page may have bound it first), and a LobbyStore per visit of a lobby.
 */
export const lobbyModule = new ContainerModule(({ bind, isBound }) => {
  bind(LoadLobbyStripsUseCase)
    .toResolvedValue(
      (catalogue: CataloguePort, errors: ErrorCatalogue) => new LoadLobbyStripsUseCase(catalogue, errors),
      [CataloguePort, ErrorCatalogue],
    )
    .inSingletonScope();
  if (!isBound(LoadPageCategoriesUseCase)) {
    bind(LoadPageCategoriesUseCase)
      .toResolvedValue(
        (catalogue: CataloguePort, errors: ErrorCatalogue) =>
          new LoadPageCategoriesUseCase(catalogue, errors),
        [CataloguePort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  bind(LobbyStore)
    .toResolvedValue(
      (
        startUp: StartUpStore,
        load: LoadLobbyStripsUseCase,
        categories: LoadPageCategoriesUseCase,
        device: Device,
      ) => new LobbyStore(startUp, load, categories, device),
      [StartUpStore, LoadLobbyStripsUseCase, LoadPageCategoriesUseCase, DeviceToken],
    )
    .inTransientScope();
});
