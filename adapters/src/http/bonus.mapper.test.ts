import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  toActiveBonusesCount,
  toBonusAsset,
  toBonusAssets,
  toBonusTablePage,
  toHasActive,
} from './bonus.mapper.ts';
import { aBonusAssetDto } from '../testing/bonus-dto.builders.ts';

describe('toBonusAsset', () => {
  it('maps every field, the expiry as ms since the epoch', () => {
    expect(toBonusAsset(aBonusAssetDto())).toEqual({
      ok: true,
      value: {
        bonusAssetId: 3301,
        bonusName: 'Sveiciena bonuss 100%',
        status: 'ACTIVE',
        bonusAmount: 1500,
        currency: 'EUR',
        wageringRequirement: 52500,
        wageredAmount: 18400,
        wageringProducts: ['CASINO', 'LIVE_CASINO'],
        expiresAt: Date.UTC(2026, 11, 5, 21, 59, 59),
      },
    });
  });

  it('keeps a bonus without expiry', () => {
    const mapped = toBonusAsset(aBonusAssetDto({ expiryDate: null }));

    expect(mapped.ok && mapped.value.expiresAt).toBeNull();
  });

  it('rejects an expiry that is not a date-time', () => {
    expect(toBonusAsset(aBonusAssetDto({ expiryDate: 'soon' }))).toEqual({
      ok: false,
      error: 'body.expiryDate is not a date-time',
    });
  });

  it('rejects a state the contract does not list', () => {
    expect(toBonusAsset({ ...aBonusAssetDto(), status: 'PENDING' })).toMatchObject({ ok: false });
  });

  it('rejects a wagering product other than CASINO and LIVE_CASINO', () => {
    expect(toBonusAsset({ ...aBonusAssetDto(), wageringProducts: ['SPORT'] })).toEqual({
      ok: false,
      error: 'body.wageringProducts holds a product other than CASINO, LIVE_CASINO',
    });
  });

  it('rejects a negative amount', () => {
    expect(toBonusAsset(aBonusAssetDto({ wageredAmount: -1 }))).toEqual({
      ok: false,
      error: 'body.wageredAmount is negative',
    });
  });

  it('never throws on any body, and keeps what it accepts whole and ≥ 0', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const mapped = toBonusAsset(body);
        if (mapped.ok) expect(mapped.value.bonusAmount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('toBonusAssets', () => {
  it('maps a list in the server’s order', () => {
    const mapped = toBonusAssets([aBonusAssetDto({ bonusAssetId: 2 }), aBonusAssetDto({ bonusAssetId: 1 })]);

    expect(mapped.ok && mapped.value.map((asset) => asset.bonusAssetId)).toEqual([2, 1]);
  });

  it('names the bad item of a list', () => {
    expect(toBonusAssets([aBonusAssetDto(), { ...aBonusAssetDto(), bonusAmount: -5 }])).toEqual({
      ok: false,
      error: 'body[1].bonusAmount is negative',
    });
  });
});

describe('toBonusTablePage', () => {
  it('maps the rows and the counts', () => {
    const mapped = toBonusTablePage({
      draw: 3,
      recordsTotal: 5,
      recordsFiltered: 1,
      data: [aBonusAssetDto()],
    });

    expect(mapped).toMatchObject({
      ok: true,
      value: { totalCount: 5, filteredCount: 1, assets: [{ bonusAssetId: 3301 }] },
    });
  });

  it('rejects a page without rows', () => {
    expect(toBonusTablePage({ draw: 1, recordsTotal: 0, recordsFiltered: 0 })).toEqual({
      ok: false,
      error: 'body.data is not an array',
    });
  });

  it('names the bad row of a page', () => {
    expect(
      toBonusTablePage({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [{ ...aBonusAssetDto(), expiryDate: 'x' }],
      }),
    ).toEqual({ ok: false, error: 'body.data[0].expiryDate is not a date-time' });
  });
});

describe('toHasActive', () => {
  it('reads the flag', () => {
    expect(toHasActive({ hasActive: true })).toEqual({ ok: true, value: true });
  });

  it('rejects a flag that is not a boolean', () => {
    expect(toHasActive({ hasActive: 'yes' })).toMatchObject({ ok: false });
  });
});

describe('toActiveBonusesCount', () => {
  it('reads customerActiveBonuses', () => {
    expect(toActiveBonusesCount({ customerActiveBonuses: 2 })).toEqual({ ok: true, value: 2 });
  });

  it('rejects a negative count', () => {
    expect(toActiveBonusesCount({ customerActiveBonuses: -1 })).toEqual({
      ok: false,
      error: 'body.customerActiveBonuses is negative',
    });
  });
});
