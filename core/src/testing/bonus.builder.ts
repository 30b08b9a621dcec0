import type { BonusAsset } from '../bonuses/bonus.ts';

/** Mid-November 2026 in Riga, the builders' "now" (the sandbox anchors its expiries to its start). */
const EXPIRY_ANCHOR = Date.UTC(2026, 10, 21, 10, 0, 0);
const dayMs = 24 * 60 * 60 * 1000;

/** A bonus asset; defaults to anna's ACTIVE welcome bonus in the sandbox (15.00 EUR, 184.00 of 525.00). */
export const createBonusAsset = (overrides: Partial<BonusAsset> = {}): BonusAsset => ({
  bonusAssetId: 3301,
  bonusName: 'Sveiciena bonuss 100%',
  status: 'ACTIVE',
  bonusAmount: 1500,
  currency: 'EUR',
  wageringRequirement: 52500,
  wageredAmount: 18400,
  wageringProducts: ['CASINO', 'LIVE_CASINO'],
  expiresAt: EXPIRY_ANCHOR + 14 * dayMs,
  ...overrides,
});

/** anna's bonus assets in the sandbox, newest first: CLEARED, AVAILABLE, ACTIVE, RELEASED, EXPIRED. */
export const createBonusAssets = (): readonly BonusAsset[] => [
  createBonusAsset({
    bonusAssetId: 3303,
    bonusName: 'Nedēļas nogales naudas atmaksa',
    status: 'CLEARED',
    bonusAmount: 500,
    wageringRequirement: 5000,
    wageredAmount: 5000,
    wageringProducts: ['CASINO'],
    expiresAt: EXPIRY_ANCHOR + 3 * dayMs,
  }),
  createBonusAsset({
    bonusAssetId: 3302,
    bonusName: 'Piektdienas bezmaksas griezieni',
    status: 'AVAILABLE',
    bonusAmount: 1000,
    wageringRequirement: 35000,
    wageredAmount: 0,
    wageringProducts: ['CASINO'],
    expiresAt: EXPIRY_ANCHOR + 6 * dayMs,
  }),
  createBonusAsset(),
  createBonusAsset({
    bonusAssetId: 3298,
    bonusName: 'Rudens turnīra balva',
    status: 'RELEASED',
    bonusAmount: 2500,
    wageringRequirement: 25000,
    wageredAmount: 25000,
    expiresAt: EXPIRY_ANCHOR - 10 * dayMs,
  }),
  createBonusAsset({
    bonusAssetId: 3290,
    bonusName: 'Dzimšanas dienas bonuss',
    status: 'EXPIRED',
    bonusAmount: 2000,
    wageringRequirement: 60000,
    wageredAmount: 12000,
    wageringProducts: ['CASINO'],
    expiresAt: EXPIRY_ANCHOR - 30 * dayMs,
  }),
];
