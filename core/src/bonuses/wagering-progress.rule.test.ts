import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wageringProgress } from './wagering-progress.rule.ts';

const amount = fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) });

describe('wageringProgress', () => {
  it('tells what was wagered of the requirement and what remains', () => {
    expect(wageringProgress({ wageredAmount: 18400, wageringRequirement: 52500 })).toEqual({
      wagered: 18400,
      required: 52500,
      remaining: 34100,
      percent: 35,
      complete: false,
    });
  });

  it('is complete once the requirement is wagered', () => {
    expect(wageringProgress({ wageredAmount: 5000, wageringRequirement: 5000 })).toMatchObject({
      remaining: 0,
      percent: 100,
      complete: true,
    });
  });

  it('counts a wager over the requirement as the requirement', () => {
    expect(wageringProgress({ wageredAmount: 9000, wageringRequirement: 5000 })).toMatchObject({
      wagered: 5000,
      remaining: 0,
      percent: 100,
    });
  });

  it('is complete for a bonus without a requirement', () => {
    expect(wageringProgress({ wageredAmount: 0, wageringRequirement: 0 })).toMatchObject({
      percent: 100,
      complete: true,
    });
  });

  it('shows 99 % while one cent remains', () => {
    expect(wageringProgress({ wageredAmount: 52499, wageringRequirement: 52500 }).percent).toBe(99);
  });

  it.each([
    [-1, 100],
    [1.5, 100],
    [100, -1],
    [100, Number.NaN],
  ])('throws for amounts that are not whole and ≥ 0 (%s of %s)', (wageredAmount, wageringRequirement) => {
    expect(() => wageringProgress({ wageredAmount, wageringRequirement })).toThrow(RangeError);
  });

  it('keeps wagered + remaining equal to the requirement, and the per cent within 0-100', () => {
    fc.assert(
      fc.property(amount, amount, (wageredAmount, wageringRequirement) => {
        const progress = wageringProgress({ wageredAmount, wageringRequirement });
        expect(progress.wagered + progress.remaining).toBe(wageringRequirement);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        expect(progress.complete).toBe(progress.remaining === 0);
        expect(progress.percent === 100).toBe(progress.complete);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers the per cent when more is wagered', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.integer({ min: 1, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }),
        (a, b, required) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          expect(
            wageringProgress({ wageredAmount: more, wageringRequirement: required }).percent,
          ).toBeGreaterThanOrEqual(
            wageringProgress({ wageredAmount: less, wageringRequirement: required }).percent,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
