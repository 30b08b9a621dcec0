import { describe, expect, it } from 'vitest';
import {
  aLimitAdjustmentDto,
  aLimitsChange,
  aResponsibleGamingSettingsDto,
} from '../testing/player-protection-dto.builders.ts';
import { toLimitAdjustmentDecision, toPendingLimits } from './limits.mapper.ts';

describe('toPendingLimits', () => {
  it('maps the pending adjustments to their type, period and amounts', () => {
    expect(toPendingLimits(aResponsibleGamingSettingsDto())).toEqual({
      ok: true,
      value: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
    });
  });

  it('keeps the null amounts of a new limit and of a removal', () => {
    const mapped = toPendingLimits(
      aResponsibleGamingSettingsDto([
        aLimitAdjustmentDto({ currentAmount: null, newAmount: 5000 }),
        aLimitAdjustmentDto({ type: 'LOSS', currentAmount: 100000, newAmount: null }),
      ]),
    );
    expect(mapped.ok && mapped.value.map((l) => [l.currentAmount, l.newAmount])).toEqual([
      [null, 5000],
      [100000, null],
    ]);
  });

  it('keeps the server’s order', () => {
    const mapped = toPendingLimits(
      aResponsibleGamingSettingsDto([
        aLimitAdjustmentDto({ type: 'PLACE_BET', period: 'DAILY' }),
        aLimitAdjustmentDto({ type: 'DEPOSIT', period: 'WEEKLY' }),
      ]),
    );
    expect(mapped.ok && mapped.value.map((l) => `${l.type} ${l.period}`)).toEqual([
      'PLACE_BET DAILY',
      'DEPOSIT WEEKLY',
    ]);
  });

  it('answers no pending limits when there are none', () => {
    expect(toPendingLimits(aResponsibleGamingSettingsDto([]))).toEqual({ ok: true, value: [] });
  });

  it('refuses settings without pending limits, naming them', () => {
    expect(toPendingLimits({ ...aResponsibleGamingSettingsDto(), pendingLimits: undefined })).toEqual({
      ok: false,
      error: 'body.pendingLimits is not an array',
    });
  });

  it('refuses an unknown period, naming it', () => {
    const settings = aResponsibleGamingSettingsDto([
      { ...aLimitAdjustmentDto(), period: 'YEARLY' as 'DAILY' },
    ]);
    expect(toPendingLimits(settings)).toMatchObject({
      ok: false,
      error: expect.stringContaining('body.pendingLimits[0].period is not one of') as unknown,
    });
  });

  it('refuses a negative amount', () => {
    expect(toPendingLimits(aResponsibleGamingSettingsDto([aLimitAdjustmentDto({ newAmount: -5 })]))).toEqual({
      ok: false,
      error: 'newAmount of a pending limit is negative',
    });
  });

  it('refuses an amount that is not an integer, naming it', () => {
    expect(
      toPendingLimits(aResponsibleGamingSettingsDto([aLimitAdjustmentDto({ currentAmount: 12.5 })])),
    ).toEqual({ ok: false, error: 'body.pendingLimits[0].currentAmount is not an integer or null' });
  });
});

describe('toLimitAdjustmentDecision', () => {
  it('sends back the notification’s ids and limits', () => {
    expect(toLimitAdjustmentDecision(aLimitsChange())).toEqual({
      uniqueIds: ['rg-adj-7f2c91'],
      limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
    });
  });

  it('keeps a removal’s null new amount', () => {
    const change = aLimitsChange({
      limits: [{ type: 'LOSS', period: 'MONTHLY', currentAmount: 100000, newAmount: null }],
    });
    expect(toLimitAdjustmentDecision(change).limits[0]?.newAmount).toBeNull();
  });
});
