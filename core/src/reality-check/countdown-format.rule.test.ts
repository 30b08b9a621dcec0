import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown, realityIntervalMs } from './countdown-format.rule.ts';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [75, '01:15'],
    [3599, '59:59'],
    [6000, '100:00'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws on %s', (seconds) => {
    expect(() => formatCountdown(seconds)).toThrow(RangeError);
  });

  it('reads back as the same number of seconds, with two-digit seconds under 60', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (seconds) => {
        const match = /^(\d{2,}):([0-5]\d)$/.exec(formatCountdown(seconds));
        expect(match).not.toBeNull();
        expect(Number(match?.[1]) * 60 + Number(match?.[2])).toBe(seconds);
      }),
      { numRuns: 1000 },
    );
  });

  it('never gets longer as the countdown runs down', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (seconds) => {
        return formatCountdown(seconds).length >= formatCountdown(Math.max(0, seconds - 1)).length;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('realityIntervalMs', () => {
  it('is minutes × 60 × 1000', () => {
    expect(realityIntervalMs(30)).toBe(1_800_000);
  });
});
