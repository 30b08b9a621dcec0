import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid BonusAsset body: anna's ACTIVE welcome bonus in the sandbox. */
export const aBonusAssetDto = (overrides: Partial<Schemas['BonusAsset']> = {}): Schemas['BonusAsset'] => ({
  bonusAssetId: 3301,
  bonusName: 'Sveiciena bonuss 100%',
  status: 'ACTIVE',
  bonusAmount: 1500,
  currency: 'EUR',
  wageringRequirement: 52500,
  wageredAmount: 18400,
  wageringProducts: ['CASINO', 'LIVE_CASINO'],
  expiryDate: '2026-12-05T23:59:59+02:00',
  ...overrides,
});
