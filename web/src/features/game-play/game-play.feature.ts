import { route } from '../../kernel/registry.ts';

/**
 * /{lang}/game-play/real/{friendlyUrl} and /{lang}/game-play/demo/{friendlyUrl}: one route (the page
 * reads the mode; any other mode is not found), its view, module and messages one lazy chunk.
 */
export const routes = [
  route('game-play/:mode/:friendlyUrl', async () => (await import('./game-play.loader.ts')).loadGamePlay()),
];
