import { LoadLobbyStripsUseCase } from '@lv-casino/core/catalogue/load-lobby-strips.use-case.ts';
import type { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { DeviceToken } from '../../kernel/device.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import { LobbyStore } from './lobby.store.ts';

/**
 * The casino and live-casino lobbies: core's strip loading (and, for the live casino, its page
 * categories), and a LobbyStore per visit of a lobby.
 */
export const lobbyModule = new ContainerModule(({ bind }) => {
  bind(LoadLobbyStripsUseCase)
    .toDynamicValue(
      (context) =>
        new LoadLobbyStripsUseCase(
          context.get<CataloguePort>(CataloguePort),
          context.get<ErrorCatalogue>(ErrorCatalogue),
        ),
    )
    .inSingletonScope();
  bind(LobbyStore)
    .toDynamicValue((context) => {
      const catalogue = context.get<CataloguePort>(CataloguePort);
      const errors = context.get<ErrorCatalogue>(ErrorCatalogue);
      // Only the live casino asks for its categories (the casino's come with start-up): a chunk.
      const categories = (): Promise<LoadPageCategoriesUseCase> =>
        import('@lv-casino/core/catalogue/load-page-categories.use-case.ts').then(
          ({ LoadPageCategoriesUseCase }) => new LoadPageCategoriesUseCase(catalogue, errors),
        );
      return new LobbyStore(
        context.get(StartUpStore),
        context.get(LoadLobbyStripsUseCase),
        categories,
        context.get<Device>(DeviceToken),
      );
    })
    .inTransientScope();
});
