import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencySuffix,
  formatDateTime,
  formatMinorUnits,
  formatMinorUnitsNumber,
} from './money-format.rule.ts';
import { formatCount } from './count-format.rule.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1916, '1 916'],
    [10110, '10 110'],
    [-1234567, '-1 234 567'],
  ])('shows %d as %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });

  it('refuses a count that is not an integer', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
});

describe('formatMinorUnits', () => {
  it('divides by 100 with two decimals and a space between thousands', () => {
    expect(formatMinorUnits(125_050, 'EUR')).toBe('1 250.50 EUR');
  });

  it('groups every three digits of large amounts', () => {
    expect(formatMinorUnits(123_456_789_00, 'EUR')).toBe('123 456 789.00 EUR');
  });

  it('shows amounts under one unit with a leading zero', () => {
    expect(formatMinorUnits(5, 'EUR')).toBe('0.05 EUR');
  });

  it('shows zero', () => {
    expect(formatMinorUnits(0, 'EUR')).toBe('0.00 EUR');
  });

  it('puts the sign before a negative amount', () => {
    expect(formatMinorUnits(-125_050, 'EUR')).toBe('-1 250.50 EUR');
  });

  it('shows BGN as the Bulgarian lev abbreviation', () => {
    expect(formatMinorUnits(2000, 'BGN')).toBe('20.00 лв.');
  });

  it('shows any other currency by its code', () => {
    expect(formatMinorUnits(2000, 'USD')).toBe('20.00 USD');
  });

  it('throws on a fractional amount', () => {
    expect(() => formatMinorUnits(12.5, 'EUR')).toThrow(RangeError);
  });

  it('throws on NaN', () => {
    expect(() => formatMinorUnits(Number.NaN, 'EUR')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows a UTC moment as DD/MM/YYYY, HH:mm:ss', () => {
    expect(formatDateTime(Date.UTC(2026, 2, 7, 9, 5, 3), 0)).toBe('07/03/2026, 09:05:03');
  });

  it('shifts the wall clock by the offset east of UTC', () => {
    expect(formatDateTime(Date.UTC(2026, 6, 1, 12, 0, 0), 180)).toBe('01/07/2026, 15:00:00');
  });

  it('moves to the next day when the offset crosses midnight', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 30, 0), 120)).toBe('01/01/2027, 01:30:00');
  });

  it('moves to the previous day with a negative offset', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 1, 0, 0), -300)).toBe('31/12/2025, 20:00:00');
  });

  it('handles a leap day', () => {
    expect(formatDateTime(Date.UTC(2024, 1, 29, 0, 0, 0), 0)).toBe('29/02/2024, 00:00:00');
  });

  it('handles moments before 1970', () => {
    expect(formatDateTime(Date.UTC(1969, 11, 31, 23, 59, 59), 0)).toBe('31/12/1969, 23:59:59');
  });

  it('drops milliseconds', () => {
    expect(formatDateTime(Date.UTC(2026, 2, 7, 9, 5, 3, 999), 0)).toBe('07/03/2026, 09:05:03');
  });

  it('throws on a fractional epoch', () => {
    expect(() => formatDateTime(1.5, 0)).toThrow(RangeError);
  });
});

describe('formatMinorUnits (properties)', () => {
  const amount = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('reads back as the amount divided by 100', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const digits = formatMinorUnitsNumber(value).replaceAll(' ', '');
        const [major = '', minor = ''] = digits.replace('-', '').split('.');
        const sign = value < 0 ? -1n : 1n;
        expect(sign * (BigInt(major) * 100n + BigInt(minor))).toBe(BigInt(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('always has two decimals and groups of three digits separated by spaces', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatMinorUnitsNumber(value)).toMatch(/^-?\d{1,3}( \d{3})*\.\d{2}$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('puts the currency suffix after one space', () => {
    fc.assert(
      fc.property(amount, fc.stringMatching(/^[A-Z]{3}$/), (value, currency) => {
        expect(formatMinorUnits(value, currency)).toBe(
          `${formatMinorUnitsNumber(value)} ${currency === 'BGN' ? 'лв.' : currency}`,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('throws on every non-integer amount', () => {
    fc.assert(
      fc.property(
        fc.double().filter((value) => !Number.isSafeInteger(value)),
        (value) => {
          expect(() => formatMinorUnitsNumber(value)).toThrow(RangeError);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('currencySuffix', () => {
  it('uses the label-local suffix first', () => {
    expect(currencySuffix('EUR', { localSuffixes: { EUR: '€' } })).toBe('€');
  });

  it('lets a label override the lev abbreviation', () => {
    expect(currencySuffix('BGN', { localSuffixes: { BGN: 'BGN' } })).toBe('BGN');
  });

  it('shows the code when the label has no suffix for it', () => {
    expect(currencySuffix('USD', { localSuffixes: { EUR: '€' } })).toBe('USD');
  });

  it('does not read inherited keys as suffixes', () => {
    expect(currencySuffix('constructor')).toBe('constructor');
  });

  it('formats with the label-local suffix', () => {
    expect(formatMinorUnits(125_050, 'EUR', { localSuffixes: { EUR: '€' } })).toBe('1 250.50 €');
  });
});

describe('formatDateTime (properties)', () => {
  it('always reads DD/MM/YYYY, HH:mm:ss and agrees with the UTC calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_000_000_000_000, max: 8_000_000_000_000 }),
        fc.integer({ min: -720, max: 840 }),
        (epoch, offset) => {
          const shifted = new Date(epoch + offset * 60_000);
          const two = (n: number): string => String(n).padStart(2, '0');
          const expected = `${two(shifted.getUTCDate())}/${two(shifted.getUTCMonth() + 1)}/${String(shifted.getUTCFullYear()).padStart(4, '0')}, ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}:${two(shifted.getUTCSeconds())}`;
          expect(formatDateTime(epoch, offset)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
