import type { RouteEntry } from '../../app/registry.ts';

const load = async (mode: 'real' | 'demo') => {
  const [view, feature] = await Promise.all([
    import('./game-play-page.tsx'),
    import('./game-play.module.ts'),
  ]);
  return {
    view: mode === 'real' ? view.RealGamePlayPage : view.DemoGamePlayPage,
    module: feature.gamePlayModule,
    messages: feature.gamePlayMessages,
  };
};

/** /{lang}/game-play/real/{friendlyUrl}: real money (a visitor is sent to the demo or the login). */
export const realGamePlayRoute: RouteEntry = {
  path: 'game-play/real/:friendlyUrl',
  owner: 'game-play',
  load: () => load('real'),
};

/** /{lang}/game-play/demo/{friendlyUrl}: demo play, when the game has a demo mode. */
export const demoGamePlayRoute: RouteEntry = {
  path: 'game-play/demo/:friendlyUrl',
  owner: 'game-play',
  load: () => load('demo'),
};
