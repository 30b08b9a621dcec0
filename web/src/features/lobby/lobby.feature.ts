import { createElement } from 'react';
import { firstPaintTexts } from '../../i18n/first-paint-texts.ts';
import { firstPaintRoute } from '../../kernel/registry.ts';
import LobbyPage from './lobby-page.tsx';
import { lobbyModule } from './lobby.module.ts';

const messages = firstPaintTexts('lobby');

const CasinoLobby = () => createElement(LobbyPage, { lobby: 'CASINO' });
const LiveCasinoLobby = () => createElement(LobbyPage, { lobby: 'LIVE_CASINO' });

/**
 * The casino lobby (the first paint) and the live-casino lobby: their view and module are in the
 * main chunk (no second round trip before the lobby shows); their texts come with the shell's, one
 * file per language.
 */
export const routes = [
  firstPaintRoute('casino', { view: CasinoLobby, module: lobbyModule, messages }),
  firstPaintRoute('live-casino', { view: LiveCasinoLobby, module: lobbyModule, messages }),
];
