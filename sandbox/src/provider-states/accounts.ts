import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost } from './provider-state.ts';

/**
 * A new account of `username` shaped like the demo player anna (ACTIVE, KYC-verified, her password and
 * language) with `changes` applied. Its id is above every id so far, the removed accounts' included:
 * the sandbox keeps histories, limits, favourites, mailboxes and bonuses by player id, so the account
 * starts with none of them, whatever earlier interactions did. Any earlier account of that username goes.
 */
export function newAccountLikeAnna(
  sandbox: ProviderStateHost,
  username: string,
  changes: Partial<PlayerRecord> = {},
): PlayerRecord {
  const { players } = sandbox.state;
  const template = demoPlayers().find((player) => player.username === 'anna');
  if (template === undefined) throw new Error('the seed has no player anna');
  const id = Math.max(...players.map((player) => player.id)) + 1;
  const earlier = players.findIndex((player) => player.username === username);
  if (earlier >= 0) players.splice(earlier, 1);
  const player: PlayerRecord = { ...template, id, username, email: `${username}@example.lv`, ...changes };
  players.push(player);
  return player;
}

/** A new session of the player: the access token that fills an interaction's Authorization header. */
export function logIn(sandbox: ProviderStateHost, player: PlayerRecord): string {
  return sandbox.state.tokens.issue(player.id, { deviceId: null, rememberMe: false }).accessToken;
}

/** A new session of the player: its whole token pair, for interactions that send the refresh token. */
export function logInWithPair(
  sandbox: ProviderStateHost,
  player: PlayerRecord,
): { accessToken: string; refreshToken: string } {
  return sandbox.state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
}
