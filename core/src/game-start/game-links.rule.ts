import type { Game } from '../catalogue/catalogue.ts';
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

/**
 * The play page a game's tile leads to (games-and-content.md §2 Game play): real play for a logged-in
 * player; a visitor goes straight to the demo when the game has one, else to the real path (whose page
 * says demo is not supported and offers the login).
 */
export const tilePlayMode = (game: Pick<Game, 'demoModeEnabled'>, loggedIn: boolean): 'real' | 'demo' =>
  loggedIn || !game.demoModeEnabled ? 'real' : 'demo';
