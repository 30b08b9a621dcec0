import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';
import { logIn, newAccountLikeAnna } from './accounts.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/**
 * A new account of `username` shaped like anna (KYC-verified, ACTIVE; a copy with a new id, so it has
 * sent no invitation and owes no source-of-funds declaration, which the sandbox keeps by player id),
 * logged in, with `changes` applied. Any earlier account of that username goes.
 */
function annaLike(
  sandbox: ProviderStateHost,
  username: string,
  changes: Partial<PlayerRecord> = {},
): { accessToken: string } {
  return { accessToken: logIn(sandbox, newAccountLikeAnna(sandbox, username, changes)) };
}

/**
 * anna herself (id 1001) as seeded, logged in: the sandbox seeds her invitation of ilze (REGISTERED)
 * and a source-of-funds declaration due by 5 December 2026. No interaction declares for her, so the
 * declaration stays due whatever order the interactions replay in.
 */
function anna(sandbox: ProviderStateHost): { accessToken: string } {
  const { state } = sandbox;
  const seeded = demoPlayers().find((p) => p.username === 'anna');
  const player = state.players.find((p) => p.username === 'anna');
  if (seeded === undefined || player === undefined) throw new Error('the seed has no player anna');
  Object.assign(player, seeded);
  const { accessToken } = state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return { accessToken };
}

/**
 * States of the account extras' interactions (account-misc.yaml: refer a friend, complaints, lifetime
 * statistics, source of funds). The token each returns fills the Authorization header. Refer a friend
 * is refused by the sandbox's own rules: 31 for a label other than LV (the pact's request names it),
 * 64 for a player who is not KYC-verified (the kyc area's state), 119 for an account that is not
 * ACTIVE, 7 for an e-mail already invited (anna's seeded invitation of ilze), 13 for a customer's.
 */
export const accountExtrasStates: ProviderStates = (sandbox) => ({
  'a KYC-verified player is logged in': (parameters) =>
    Promise.resolve(annaLike(sandbox, parameter(parameters, 'username'))),

  'a KYC-verified player whose account is frozen is logged in': (parameters) =>
    Promise.resolve(annaLike(sandbox, parameter(parameters, 'username'), { accountLockStatus: 'FROZEN' })),

  'player anna is logged in with her sent invitation and a source-of-funds declaration due': () =>
    Promise.resolve(anna(sandbox)),
});
