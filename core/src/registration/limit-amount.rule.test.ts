import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLimitAmount,
  limitAmountProblem,
  otherLimitField,
  parseLimitAmount,
} from './limit-amount.rule.ts';

const RUNS = { numRuns: 1000 };

describe('parseLimitAmount', () => {
  it('takes digits without a separator as euros', () => {
    expect(parseLimitAmount('12')).toBe(1200);
  });

  it('takes the digits of a text with a dot as cents', () => {
    expect(parseLimitAmount('12.50')).toBe(1250);
  });

  it('takes the digits of a text with a comma as cents', () => {
    expect(parseLimitAmount('12,50')).toBe(1250);
  });

  it('reads one decimal as cents too (12.5 → 125, the rule as specified)', () => {
    expect(parseLimitAmount('12.5')).toBe(125);
  });

  it('strips non-digits', () => {
    expect(parseLimitAmount('€ 1 000')).toBe(100_000);
  });

  it('is null without digits', () => {
    expect(parseLimitAmount('abc')).toBeNull();
  });

  it('is null beyond a safe integer', () => {
    expect(parseLimitAmount('9'.repeat(20))).toBeNull();
  });

  it('multiplies separator-free digits by 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (euros) => {
        expect(parseLimitAmount(String(euros))).toBe(euros * 100);
      }),
      RUNS,
    );
  });

  it('reads back what formatLimitAmount shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(parseLimitAmount(formatLimitAmount(cents))).toBe(cents);
      }),
      RUNS,
    );
  });

  it('ignores every non-digit but the separator test', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const digits = text.replace(/\D/g, '');
        const parsed = parseLimitAmount(text);
        if (digits === '') expect(parsed).toBeNull();
        else if (parsed !== null) expect(parsed / (/[.,]/.test(text) ? 1 : 100)).toBe(Number(digits));
      }),
      RUNS,
    );
  });
});

describe('formatLimitAmount', () => {
  it('shows cents/100 with two decimals', () => {
    expect(formatLimitAmount(1250)).toBe('12.50');
  });

  it('pads single cents', () => {
    expect(formatLimitAmount(5)).toBe('0.05');
  });

  it('refuses a negative amount', () => {
    expect(() => formatLimitAmount(-1)).toThrow(RangeError);
  });

  it('refuses a fractional amount', () => {
    expect(() => formatLimitAmount(1.5)).toThrow(RangeError);
  });

  it('always has digits, a dot and two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatLimitAmount(cents)).toMatch(/^\d+\.\d{2}$/);
      }),
      RUNS,
    );
  });
});

describe('limitAmountProblem', () => {
  it('accepts an amount up to the maximum', () => {
    expect(limitAmountProblem('1000', 100_000)).toBeNull();
  });

  it('refuses an amount over the maximum', () => {
    expect(limitAmountProblem('1000.01', 100_000)).toBe('max');
  });

  it('requires digits', () => {
    expect(limitAmountProblem('', 100_000)).toBe('required');
  });

  it('requires more than zero', () => {
    expect(limitAmountProblem('0', 100_000)).toBe('required');
  });

  it('refuses an unsafe amount as over the maximum', () => {
    expect(limitAmountProblem('9'.repeat(20), 100_000)).toBe('max');
  });

  it('accepts exactly the positive amounts up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (cents, maximum) => {
        expect(limitAmountProblem(formatLimitAmount(cents), maximum)).toBe(cents > maximum ? 'max' : null);
      }),
      RUNS,
    );
  });
});

describe('otherLimitField', () => {
  it('pairs the two fields', () => {
    expect([otherLimitField('maxPlacebetsDaily'), otherLimitField('maxBetTransactionAmountDaily')]).toEqual([
      'maxBetTransactionAmountDaily',
      'maxPlacebetsDaily',
    ]);
  });
});
