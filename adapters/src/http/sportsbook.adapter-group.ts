/**
 * The adapter of the sportsbook widget pages (its configuration and the player's token): one chunk for
 * the web, loaded with the first sportsbook page.
 */
export { SportsbookHttpAdapter } from './sportsbook.http-adapter.ts';
