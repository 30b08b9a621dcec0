import type { NavigationIntent } from '../routing/navigation-intent.ts';

/** The login modal opened for a game: after login the player goes to its real play (`game` = friendlyUrl). */
export const loginForGame = (friendlyUrl: string): NavigationIntent => ({
  kind: 'open-modal',
  modal: 'login',
  params: { game: friendlyUrl },
});

/** The game-play page of a game. */
export const playPage = (mode: 'real' | 'demo', friendlyUrl: string): NavigationIntent => ({
  kind: 'navigate',
  to: { name: 'game-play', mode, friendlyUrl },
});
