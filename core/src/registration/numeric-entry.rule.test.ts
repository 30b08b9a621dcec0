import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsNumericKey, insertSeparators } from './numeric-entry.rule.ts';

const RUNS = { numRuns: 1000 };

describe('acceptsNumericKey', () => {
  it.each(['0', '7', 'Backspace', 'Delete', 'Tab'])('lets %s through', (key) => {
    expect(acceptsNumericKey(key, false)).toBe(true);
  });

  it.each(['a', '-', '.', 'Enter', ' ', '12'])('blocks %j', (key) => {
    expect(acceptsNumericKey(key, false)).toBe(false);
  });

  it('blocks a digit with Shift held', () => {
    expect(acceptsNumericKey('5', true)).toBe(false);
  });

  it('blocks every key with Shift held', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (key) => {
        expect(acceptsNumericKey(key, true)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('insertSeparators', () => {
  it('puts no separator while the digits do not go past a position', () => {
    expect(insertSeparators('120490', [6], '-')).toBe('120490');
  });

  it('puts the separator once a digit follows the position', () => {
    expect(insertSeparators('1204901', [6], '-')).toBe('120490-1');
  });

  it('handles several positions', () => {
    expect(insertSeparators('123456789', [2, 5], ' ')).toBe('12 345 6789');
  });

  it('keeps the digits in order and adds one separator per position passed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,20}$/),
        fc
          .uniqueArray(fc.integer({ min: 1, max: 19 }), { maxLength: 4 })
          .map((p) => p.toSorted((a, b) => a - b)),
        (digits, positions) => {
          const result = insertSeparators(digits, positions, '-');
          expect(result.replaceAll('-', '')).toBe(digits);
          expect(result.split('-').length - 1).toBe(positions.filter((p) => digits.length > p).length);
        },
      ),
      RUNS,
    );
  });
});
