import type { RouteEntry } from '../../kernel/registry.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import LobbyPage from './lobby-page.tsx';
import { lobbyModule } from './lobby.module.ts';

const messages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

const CasinoLobby = () => <LobbyPage lobby="CASINO" />;
const LiveCasinoLobby = () => <LobbyPage lobby="LIVE_CASINO" />;

const lobbyEntry = (path: string, view: () => React.JSX.Element): RouteEntry => ({
  path,
  owner: 'lobby',
  load: () => Promise.resolve({ view, module: lobbyModule, messages }),
});

/**
 * The casino lobby (the first paint) and the live-casino lobby: their view and module are in the
 * main chunk (no second round trip before the lobby shows); only their messages are a chunk per
 * language.
 */
export const lobbyRoutes: readonly RouteEntry[] = [
  lobbyEntry('casino', CasinoLobby),
  lobbyEntry('live-casino', LiveCasinoLobby),
];
