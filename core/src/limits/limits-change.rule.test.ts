import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLimitsChange } from './limits-change.rule.ts';

const limit = { type: 'DEPOSIT', period: 'DAILY', currentAmount: 10_000, newAmount: 20_000 };

describe('parseLimitsChange', () => {
  it('reads the ids and the limits', () => {
    expect(parseLimitsChange({ uniqueIds: ['a', 'b'], limits: [limit] })).toEqual({
      uniqueIds: ['a', 'b'],
      limits: [limit],
    });
  });

  it('reads a missing amount as no limit', () => {
    expect(
      parseLimitsChange({ uniqueIds: ['a'], limits: [{ type: 'LOSS', period: 'WEEKLY', newAmount: 5 }] })
        ?.limits,
    ).toEqual([{ type: 'LOSS', period: 'WEEKLY', currentAmount: null, newAmount: 5 }]);
  });

  it('reads missing limits as none', () => {
    expect(parseLimitsChange({ uniqueIds: ['a'] })).toEqual({ uniqueIds: ['a'], limits: [] });
  });

  it.each([
    ['a limit without a period', { type: 'LOSS', currentAmount: 1, newAmount: 2 }],
    ['a fractional amount', { ...limit, newAmount: 1.5 }],
    ['an amount as text', { ...limit, currentAmount: '100' }],
    ['a list', ['DEPOSIT']],
  ])('leaves out %s', (_, bad) => {
    expect(parseLimitsChange({ uniqueIds: ['a'], limits: [bad, limit] })?.limits).toEqual([limit]);
  });

  it.each([
    ['no data', undefined],
    ['no ids', { limits: [limit] }],
    ['an empty id list', { uniqueIds: [], limits: [limit] }],
    ['a numeric id', { uniqueIds: [1], limits: [limit] }],
    ['a list', [limit]],
  ])('is null for %s', (_, data) => {
    expect(parseLimitsChange(data)).toBeNull();
  });

  it('keeps every id and every well-formed limit, in order', () => {
    const limitArb = fc.record({
      type: fc.string(),
      period: fc.string(),
      currentAmount: fc.option(fc.maxSafeInteger()),
      newAmount: fc.option(fc.maxSafeInteger()),
    });
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1 }), fc.array(limitArb), (uniqueIds, limits) => {
        expect(parseLimitsChange({ uniqueIds, limits })).toEqual({ uniqueIds, limits });
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws and returns only well-formed data, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const change = parseLimitsChange(data);
        return (
          change === null ||
          (change.uniqueIds.length > 0 &&
            change.limits.every(
              (l) =>
                typeof l.type === 'string' && (l.newAmount === null || Number.isSafeInteger(l.newAmount)),
            ))
        );
      }),
      { numRuns: 1000 },
    );
  });
});
