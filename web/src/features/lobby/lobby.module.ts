import { ContainerModule } from 'inversify';
import { StartUpStore } from '../../app/start-up.store.ts';
import { LobbyStore } from './lobby.store.ts';

/** The casino lobby: a LobbyStore per visit of the page. */
export const lobbyModule = new ContainerModule(({ bind }) => {
  bind(LobbyStore)
    .toResolvedValue((startUp: StartUpStore) => new LobbyStore(startUp), [StartUpStore])
    .inTransientScope();
});
