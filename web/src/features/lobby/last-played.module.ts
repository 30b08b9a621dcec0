import { LoadPlayerGamesUseCase } from '@lv-casino/core/player-games/load-player-games.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { LastPlayedStore } from './last-played.store.ts';

/** The last-played strip's part of the lobby: a chunk of its own, loaded for a logged-in player. */
export const lastPlayedModule = new ContainerModule((options) => {
  const { bind } = options;
  bindGamesUseCases(options);
  bind(LastPlayedStore)
    .toDynamicValue(
      (context) =>
        new LastPlayedStore(
          context.get(LoadPlayerGamesUseCase),
          context.get(SessionStore),
          context.get<Device>(DeviceToken),
        ),
    )
    .inTransientScope();
});
