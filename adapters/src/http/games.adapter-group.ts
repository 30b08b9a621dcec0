/**
 * The adapters of game play and a player's games (prepare, descriptions, favourites, last played),
 * loaded together: one chunk for the web, loaded with the first game page or game modal.
 */
export { GameHttpAdapter } from './game.http-adapter.ts';
export { PlayerGamesHttpAdapter } from './player-games.http-adapter.ts';
