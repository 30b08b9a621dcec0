import { LoadLobbyStripsUseCase } from '@lv-casino/core/catalogue/load-lobby-strips.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { CataloguePort } from '@lv-casino/core/ports/catalogue.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { DeviceToken } from '../../app/device.ts';
import { StartUpStore } from '../../app/start-up.store.ts';
import { LobbyStore } from './lobby.store.ts';

/** The casino lobby: core's strip loading, and a LobbyStore per visit of the page. */
export const lobbyModule = new ContainerModule(({ bind }) => {
  bind(LoadLobbyStripsUseCase)
    .toResolvedValue(
      (catalogue: CataloguePort, errors: ErrorCatalogue) => new LoadLobbyStripsUseCase(catalogue, errors),
      [CataloguePort, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(LobbyStore)
    .toResolvedValue(
      (startUp: StartUpStore, load: LoadLobbyStripsUseCase, device: Device) =>
        new LobbyStore(startUp, load, device),
      [StartUpStore, LoadLobbyStripsUseCase, DeviceToken],
    )
    .inTransientScope();
});
