import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { walletOf } from '../wallet/wallet.store.ts';

export type BonusStatus = 'AVAILABLE' | 'ACTIVE' | 'CLEARED' | 'RELEASED' | 'EXPIRED' | 'CANCELLED';
export type WageringProduct = 'CASINO' | 'LIVE_CASINO';

export interface BonusAssetRecord {
  readonly bonusAssetId: number;
  readonly bonusName: string;
  status: BonusStatus;
  /** Minor units. */
  readonly bonusAmount: number;
  readonly currency: string;
  /** Minor units to wager before the bonus clears. */
  readonly wageringRequirement: number;
  wageredAmount: number;
  readonly wageringProducts: readonly WageringProduct[];
  /** Epoch ms, or null for no expiry. */
  readonly expiryDate: number | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Bonus assets of the demo players: anna's 20.00 bonus balance is her ACTIVE 15.00 and CLEARED 5.00. */
function seedBonuses(player: PlayerRecord, anchor: number): BonusAssetRecord[] {
  const asset = (
    bonusAssetId: number,
    bonusName: string,
    status: BonusStatus,
    amounts: [bonus: number, requirement: number, wagered: number],
    products: readonly WageringProduct[],
    expiresInDays: number,
  ): BonusAssetRecord => ({
    bonusAssetId,
    bonusName,
    status,
    bonusAmount: amounts[0],
    currency: player.currency,
    wageringRequirement: amounts[1],
    wageredAmount: amounts[2],
    wageringProducts: products,
    expiryDate: anchor + expiresInDays * dayMs,
  });
  switch (player.id) {
    case 1001:
      return [
        asset(3290, 'Dzimšanas dienas bonuss', 'EXPIRED', [2000, 60000, 12000], ['CASINO'], -30),
        asset(3298, 'Rudens turnīra balva', 'RELEASED', [2500, 25000, 25000], ['CASINO', 'LIVE_CASINO'], -10),
        asset(3301, 'Sveiciena bonuss 100%', 'ACTIVE', [1500, 52500, 18400], ['CASINO', 'LIVE_CASINO'], 14),
        asset(3302, 'Piektdienas bezmaksas griezieni', 'AVAILABLE', [1000, 35000, 0], ['CASINO'], 6),
        asset(3303, 'Nedēļas nogales naudas atmaksa', 'CLEARED', [500, 5000, 5000], ['CASINO'], 3),
      ];
    case 1002:
      return [
        asset(
          3310,
          'Sveiciena bonuss 100% līdz 50 €',
          'AVAILABLE',
          [5000, 175000, 0],
          ['CASINO', 'LIVE_CASINO'],
          30,
        ),
      ];
    default:
      return [];
  }
}

/**
 * The bonus assets of every player. AVAILABLE ones can be claimed (their money joins the bonus balance),
 * ACTIVE ones are wagered until CLEARED, CLEARED ones are released to cash; AVAILABLE and ACTIVE ones
 * expire at their expiry date (an ACTIVE one takes its money from the bonus balance).
 */
export class BonusStore {
  readonly #assets = new Map<number, BonusAssetRecord[]>();
  readonly #now: () => number;
  readonly #anchor: number;
  readonly #onExpired: (player: PlayerRecord, forfeited: number) => void;

  /** `onExpired` hears of bonus money an expired ACTIVE bonus took from the balance (minor units). */
  constructor(
    now: () => number,
    onExpired: (player: PlayerRecord, forfeited: number) => void = () => undefined,
  ) {
    this.#now = now;
    this.#anchor = now();
    this.#onExpired = onExpired;
  }

  /** The player's assets, newest first, after expiring the ones whose date passed. */
  assetsOf(player: PlayerRecord): BonusAssetRecord[] {
    let assets = this.#assets.get(player.id);
    if (assets === undefined) {
      assets = seedBonuses(player, this.#anchor);
      this.#assets.set(player.id, assets);
    }
    const now = this.#now();
    for (const asset of assets) {
      if (
        (asset.status === 'ACTIVE' || asset.status === 'AVAILABLE') &&
        asset.expiryDate !== null &&
        asset.expiryDate <= now
      ) {
        asset.status = asset.status === 'ACTIVE' ? this.#expireActive(player, asset) : 'EXPIRED';
      }
    }
    return [...assets].sort((a, b) => b.bonusAssetId - a.bonusAssetId);
  }

  #expireActive(player: PlayerRecord, asset: BonusAssetRecord): BonusStatus {
    const forfeited = Math.min(asset.bonusAmount, player.bonusBalance);
    player.bonusBalance -= forfeited;
    if (forfeited > 0) this.#onExpired(player, forfeited);
    return 'EXPIRED';
  }

  /**
   * Grants the player a new AVAILABLE bonus (the operator's offer; the console's "grant a bonus"),
   * with an id above every asset so far.
   */
  grant(
    player: PlayerRecord,
    offer: {
      readonly bonusName: string;
      readonly bonusAmount: number;
      readonly wageringRequirement: number;
      readonly wageringProducts: readonly WageringProduct[];
      readonly expiresInDays: number;
    },
  ): BonusAssetRecord {
    const assets = this.assetsOf(player);
    const ids = [...this.#assets.values()].flat().map((a) => a.bonusAssetId);
    const asset: BonusAssetRecord = {
      bonusAssetId: Math.max(3400, ...ids) + 1,
      bonusName: offer.bonusName,
      status: 'AVAILABLE',
      bonusAmount: offer.bonusAmount,
      currency: player.currency,
      wageringRequirement: offer.wageringRequirement,
      wageredAmount: 0,
      wageringProducts: offer.wageringProducts,
      expiryDate: this.#now() + offer.expiresInDays * dayMs,
    };
    (this.#assets.get(player.id) ?? assets).push(asset);
    return asset;
  }

  find(player: PlayerRecord, bonusAssetId: number): BonusAssetRecord | undefined {
    return this.assetsOf(player).find((a) => a.bonusAssetId === bonusAssetId);
  }

  /**
   * Counts a real-money bet of a product towards the player's ACTIVE bonuses; one that reaches its
   * requirement becomes CLEARED. For the gaming handlers (amount in minor units).
   */
  recordWager(player: PlayerRecord, product: WageringProduct, amount: number): void {
    for (const asset of this.assetsOf(player)) {
      if (asset.status !== 'ACTIVE' || !asset.wageringProducts.includes(product)) continue;
      asset.wageredAmount = Math.min(asset.wageringRequirement, asset.wageredAmount + amount);
      if (asset.wageredAmount >= asset.wageringRequirement) asset.status = 'CLEARED';
    }
  }
}

const stores = new WeakMap<SandboxState, BonusStore>();

/** The bonus assets of a sandbox (one per state); the gaming handlers report wagers to it. */
export function bonusesOf(state: SandboxState): BonusStore {
  let store = stores.get(state);
  if (store === undefined) {
    const wallet = walletOf(state);
    store = new BonusStore(state.now, (player, forfeited) => {
      wallet.recordPayment(player, 'BONUS', -forfeited);
    });
    stores.set(state, store);
  }
  return store;
}
