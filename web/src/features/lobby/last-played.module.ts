import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import { PlayerGamesPort } from '@lv-casino/core/ports/player-games.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { DeviceToken } from '../../app/device.ts';
import { SessionStore } from '../../app/session.store.ts';
import { LastPlayedStore } from './last-played.store.ts';

/** The last-played strip's part of the lobby: a chunk of its own, loaded for a logged-in player. */
export const lastPlayedModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(LoadPlayerGamesUseCase)) {
    bind(LoadPlayerGamesUseCase)
      .toResolvedValue(
        (playerGames: PlayerGamesPort, errors: ErrorCatalogue) =>
          new LoadPlayerGamesUseCase(playerGames, errors),
        [PlayerGamesPort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  bind(LastPlayedStore)
    .toResolvedValue(
      (load: LoadPlayerGamesUseCase, session: SessionStore, device: Device) =>
        new LastPlayedStore(load, session, device),
      [LoadPlayerGamesUseCase, SessionStore, DeviceToken],
    )
    .inTransientScope();
});
