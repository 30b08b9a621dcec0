import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds-format.rule.ts';

describe('formatOdds', () => {
  it.each([
    [1.85, '1.85'],
    [2, '2.00'],
    [12.5, '12.50'],
    [1, '1.00'],
  ])('shows %s as %s', (odds, text) => {
    expect(formatOdds(odds)).toBe(text);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('throws on %s (a bug)', (odds) => {
    expect(() => formatOdds(odds)).toThrow(RangeError);
  });
});
