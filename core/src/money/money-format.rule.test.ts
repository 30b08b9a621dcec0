import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinorUnits } from './money-format.rule.ts';

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
