import { limitsOf } from '../responsible-gaming/limits.store.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';
import { logIn, newAccountLikeAnna } from './accounts.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/**
 * A new ACTIVE account of `username` (a copy of anna with a new id: no reality check acknowledged, no
 * limits and no pending adjustment, whatever earlier interactions did to anna), logged in. Any earlier
 * account of that username goes.
 */
function loggedInPlayer(
  sandbox: ProviderStateHost,
  username: string,
): { player: PlayerRecord; accessToken: string } {
  const player = newAccountLikeAnna(sandbox, username, {
    acknowledgePopupShown: false,
    realityCheckAcknowledgeCounter: 0,
  });
  const care = limitsOf(sandbox.state).careOf(player);
  care.limits.splice(0);
  care.pending.splice(0);
  return { player, accessToken: logIn(sandbox, player) };
}

/**
 * States of the player-protection interactions (account-reality-check.yaml: markRealityCheckPopupShown,
 * acknowledgeRealityCheck; account-responsible-gaming.yaml: confirmLimitAdjustment,
 * getResponsibleGamingSettings). Each logs in a new account shaped like anna: its token fills the
 * Authorization header, its id the settings path. Pending adjustments are made by the sandbox's own
 * limits store, by its rules: limits set, then a raise and a removal, which wait for the cooling period.
 */
export const playerProtectionStates: ProviderStates = (sandbox) => ({
  'a player is logged in with no reality check acknowledged': (parameters) => {
    const { player, accessToken } = loggedInPlayer(sandbox, parameter(parameters, 'username'));
    // A timeout's end the sandbox accepts now: 24 hours and five minutes ahead.
    const timeoutEndDate = new Date(sandbox.state.now() + (24 * 60 + 5) * 60_000).toISOString();
    return Promise.resolve({ accessToken, customerId: player.id, timeoutEndDate });
  },

  'a player has asked to raise the monthly deposit limit and remove the monthly loss limit': (parameters) => {
    const { player, accessToken } = loggedInPlayer(sandbox, parameter(parameters, 'username'));
    const limits = limitsOf(sandbox.state);
    limits.update(player, {
      limits: [
        { type: 'DEPOSIT', period: 'MONTHLY', amount: 200000 },
        { type: 'LOSS', period: 'MONTHLY', amount: 100000 },
      ],
    });
    limits.update(player, {
      limits: [{ type: 'DEPOSIT', period: 'MONTHLY', amount: 300000 }],
      removeLimits: [{ type: 'LOSS', period: 'MONTHLY' }],
    });
    const [raise, removal] = limits.careOf(player).pending;
    if (raise?.type !== 'DEPOSIT' || removal?.type !== 'LOSS' || removal.newAmount !== null)
      throw new Error('the sandbox no longer makes a raise and a removal pending adjustments');
    return Promise.resolve({
      accessToken,
      customerId: player.id,
      raiseId: raise.uniqueId,
      removalId: removal.uniqueId,
      uniqueIds: `${raise.uniqueId},${removal.uniqueId}`,
    });
  },
});
