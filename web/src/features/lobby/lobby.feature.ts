import { createElement } from 'react';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { route } from '../../kernel/registry.ts';
import LobbyPage from './lobby-page.tsx';
import { lobbyModule } from './lobby.module.ts';

const messages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

const CasinoLobby = () => createElement(LobbyPage, { lobby: 'CASINO' });
const LiveCasinoLobby = () => createElement(LobbyPage, { lobby: 'LIVE_CASINO' });

/**
 * The casino lobby (the first paint) and the live-casino lobby: their view and module are in the
 * main chunk (no second round trip before the lobby shows); only their messages are a chunk per
 * language.
 */
export const routes = [
  route('casino', () => Promise.resolve({ view: CasinoLobby, module: lobbyModule, messages })),
  route('live-casino', () => Promise.resolve({ view: LiveCasinoLobby, module: lobbyModule, messages })),
];
