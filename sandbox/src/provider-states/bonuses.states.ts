import { bonusesOf, type BonusStatus } from '../bonuses/bonus.store.ts';
import { demoPlayers } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';

/** anna's bonus assets as the sandbox seeds them: state and amount wagered. */
const ANNAS_SEED: Readonly<Record<number, { status: BonusStatus; wageredAmount: number }>> = {
  3290: { status: 'EXPIRED', wageredAmount: 12000 },
  3298: { status: 'RELEASED', wageredAmount: 25000 },
  3301: { status: 'ACTIVE', wageredAmount: 18400 },
  3302: { status: 'AVAILABLE', wageredAmount: 0 },
  3303: { status: 'CLEARED', wageredAmount: 5000 },
};

/**
 * anna logged in with her seeded bonuses and balances, whatever earlier interactions claimed, removed
 * or released: the sandbox seeds bonus assets by player id (only anna and janis have any), so the
 * states put anna's records back rather than copying her.
 */
function annaWithSeededBonuses(sandbox: ProviderStateHost): { accessToken: string; customerId: number } {
  const { state } = sandbox;
  const template = demoPlayers().find((p) => p.username === 'anna');
  const anna = state.players.find((p) => p.username === 'anna');
  if (template === undefined || anna === undefined) throw new Error('the seed has no player anna');
  anna.cashBalance = template.cashBalance;
  anna.bonusBalance = template.bonusBalance;
  anna.accountLockStatus = template.accountLockStatus;
  const assets = bonusesOf(state).assetsOf(anna);
  for (const asset of assets) {
    const seeded = ANNAS_SEED[asset.bonusAssetId];
    if (seeded === undefined)
      throw new Error(`anna has an unexpected bonus asset ${String(asset.bonusAssetId)}`);
    asset.status = seeded.status;
    asset.wageredAmount = seeded.wageredAmount;
  }
  if (assets.length !== Object.keys(ANNAS_SEED).length)
    throw new Error('the sandbox no longer seeds anna with her five bonus assets');
  const { accessToken } = state.tokens.issue(anna.id, { deviceId: null, rememberMe: false });
  return { accessToken, customerId: anna.id };
}

/**
 * States of the bonuses tab's interactions (account-bonuses.yaml: searchBonusAssetsForTable,
 * searchBonusAssets, hasActiveBonus, getActiveBonusesCount, claimBonusAsset, removeBonusAsset,
 * releaseClearedBonusAsset). The token fills the Authorization header, the id the customer paths.
 */
export const bonusesStates: ProviderStates = (sandbox) => ({
  'player anna is logged in with her seeded bonuses': () => Promise.resolve(annaWithSeededBonuses(sandbox)),
});
