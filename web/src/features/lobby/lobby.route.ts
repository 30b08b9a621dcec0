import type { RouteEntry } from '../../app/registry.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import LobbyPage from './lobby-page.tsx';
import { lobbyModule } from './lobby.module.ts';

/**
 * The casino lobby, the first paint: its view and module are in the main chunk (no second round trip
 * before the lobby shows); only its messages are a chunk per language.
 */
export const lobbyRoute: RouteEntry = {
  path: 'casino',
  owner: 'lobby',
  load: () =>
    Promise.resolve({
      view: LobbyPage,
      module: lobbyModule,
      messages: messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
    }),
};
