import { describe, expect, it } from 'vitest';
import {
  aLimitAdjustmentDto,
  aResponsibleGamingSettingsDto,
  aSelfExclusionDto,
} from '../testing/player-protection-dto.builders.ts';
import { toLimitDefaults, toResponsibleGamingSettings, toSettingsUpdate } from './limits.mapper.ts';

describe('toResponsibleGamingSettings', () => {
  it('maps the limits in force, the pending adjustments, the exclusions and the interval', () => {
    expect(toResponsibleGamingSettings(aResponsibleGamingSettingsDto())).toEqual({
      ok: true,
      value: {
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
        pending: [
          {
            uniqueId: 'rg-adj-7f2c91',
            type: 'DEPOSIT',
            period: 'MONTHLY',
            currentAmount: 200000,
            newAmount: 300000,
            confirmed: null,
            effectiveFrom: '2026-11-26T10:15:00+02:00',
          },
        ],
        selfExclusion: null,
        timeout: null,
        realityCheckInterval: 60,
      },
    });
  });

  it('leaves out a limit of a type this client does not know yet', () => {
    const body = {
      ...aResponsibleGamingSettingsDto([aLimitAdjustmentDto({ type: 'LOTTERY_BETS' as 'DEPOSIT' })]),
    };
    const mapped = toResponsibleGamingSettings(body);
    expect(mapped.ok && mapped.value.pending).toEqual([]);
  });

  it('maps a self-exclusion and a timeout in force', () => {
    const mapped = toResponsibleGamingSettings({
      ...aResponsibleGamingSettingsDto(),
      selfExclusion: aSelfExclusionDto(),
      timeout: { endDate: '2026-11-28T20:00:00+02:00' },
    });
    expect(mapped.ok && [mapped.value.selfExclusion?.endDate, mapped.value.timeout]).toEqual([
      '2027-11-24T23:59:59+02:00',
      { endDate: '2026-11-28T20:00:00+02:00' },
    ]);
  });

  it('refuses a negative used amount', () => {
    const dto = aResponsibleGamingSettingsDto();
    const mapped = toResponsibleGamingSettings({ ...dto, limits: [{ ...dto.limits[0], usedAmount: -1 }] });
    expect(mapped).toEqual({ ok: false, error: 'usedAmount of a limit is negative' });
  });

  it('refuses a temporary self-exclusion without an end', () => {
    const mapped = toResponsibleGamingSettings({
      ...aResponsibleGamingSettingsDto(),
      selfExclusion: aSelfExclusionDto({ endDate: null }),
    });
    expect(mapped).toEqual({ ok: false, error: 'a temporary self-exclusion has no endDate' });
  });

  it('refuses a reality-check interval under a minute', () => {
    expect(
      toResponsibleGamingSettings({ ...aResponsibleGamingSettingsDto(), realityCheckInterval: 0 }),
    ).toEqual({
      ok: false,
      error: 'realityCheckInterval is under 1',
    });
  });
});

describe('toLimitDefaults', () => {
  it('maps the label defaults', () => {
    expect(toLimitDefaults({ limits: [{ type: 'MAX_BET_AMOUNT', period: 'ONCE', amount: 50000 }] })).toEqual({
      ok: true,
      value: [{ type: 'MAX_BET_AMOUNT', period: 'ONCE', amount: 50000 }],
    });
  });

  it('refuses a period the contract does not have', () => {
    expect(toLimitDefaults({ limits: [{ type: 'DEPOSIT', period: 'YEARLY', amount: 1 }] }).ok).toBe(false);
  });
});

describe('toSettingsUpdate', () => {
  it('sends removals only when a limit goes', () => {
    expect([
      toSettingsUpdate({ limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }], removeLimits: [] }),
      toSettingsUpdate({ limits: [], removeLimits: [{ type: 'LOSS', period: 'WEEKLY' }] }),
    ]).toEqual([
      { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }] },
      { limits: [], removeLimits: [{ type: 'LOSS', period: 'WEEKLY' }] },
    ]);
  });
});
