import type { LimitsChange } from '@lv-casino/core/limits/limits-change.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid LimitAdjustment: anna's seeded raise of her monthly deposit limit, undecided. */
export const aLimitAdjustmentDto = (
  overrides: Partial<Schemas['LimitAdjustment']> = {},
): Schemas['LimitAdjustment'] => ({
  uniqueId: 'rg-adj-7f2c91',
  type: 'DEPOSIT',
  period: 'MONTHLY',
  currentAmount: 200000,
  newAmount: 300000,
  confirmed: null,
  effectiveFrom: '2026-11-26T10:15:00+02:00',
  ...overrides,
});

/** A contract-valid ResponsibleGamingSettings body with the given pending adjustments. */
export const aResponsibleGamingSettingsDto = (
  pendingLimits: readonly Schemas['LimitAdjustment'][] = [aLimitAdjustmentDto()],
): Schemas['ResponsibleGamingSettings'] => ({
  limits: [
    {
      type: 'DEPOSIT',
      period: 'MONTHLY',
      amount: 200000,
      usedAmount: 50000,
      periodStart: '2026-11-01T00:00:00+02:00',
      periodEnd: '2026-12-01T00:00:00+02:00',
    },
  ],
  pendingLimits: [...pendingLimits],
  selfExclusion: null,
  timeout: null,
  realityCheckInterval: 60,
});

/** The data of a RESPONSIBLE_GAMING_CHANGES_APPLY notification: anna's raise of her deposit limit. */
export const aLimitsChange = (overrides: Partial<LimitsChange> = {}): LimitsChange => ({
  uniqueIds: ['rg-adj-7f2c91'],
  limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
  ...overrides,
});

/** A contract-valid SelfExclusionDetail: a one-year self-exclusion in force. */
export const aSelfExclusionDto = (
  overrides: Partial<Schemas['SelfExclusionDetail']> = {},
): Schemas['SelfExclusionDetail'] => ({
  isRemoved: false,
  removedDate: null,
  permanent: false,
  endDate: '2027-11-24T23:59:59+02:00',
  ...overrides,
});
