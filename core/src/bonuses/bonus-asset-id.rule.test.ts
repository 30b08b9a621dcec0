import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBonusAssetId } from './bonus-asset-id.rule.ts';

describe('readBonusAssetId', () => {
  it('reads a plain id', () => {
    expect(readBonusAssetId('3301')).toBe(3301);
  });

  it.each([
    null,
    '',
    '0',
    '-3',
    '+3',
    '03',
    '3.5',
    ' 3',
    '3a',
    '1e3',
    '9999999999999999',
    '99999999999999999',
  ])('reads %j as no id', (param) => {
    expect(readBonusAssetId(param)).toBeNull();
  });

  it('reads back every id ≥ 1 written in decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(readBonusAssetId(String(id))).toBe(id);
      }),
      { numRuns: 1000 },
    );
  });

  it('answers null or a safe whole id ≥ 1 for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = readBonusAssetId(text);
        if (id !== null) {
          expect(Number.isSafeInteger(id) && id >= 1).toBe(true);
          expect(String(id)).toBe(text);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
