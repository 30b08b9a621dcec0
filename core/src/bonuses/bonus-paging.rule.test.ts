import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BONUS_PAGE_SIZE, bonusPageCount, pageWithin } from './bonus-paging.rule.ts';

describe('bonusPageCount', () => {
  it('shows ten bonuses a page', () => {
    expect(BONUS_PAGE_SIZE).toBe(10);
    expect(bonusPageCount(21)).toBe(3);
  });

  it('has one (empty) page for no bonus', () => {
    expect(bonusPageCount(0)).toBe(1);
  });

  it.each([
    [-1, 10],
    [1.5, 10],
    [10, 0],
    [10, 2.5],
  ])('throws for a count %s or a page size %s that is not whole', (count, size) => {
    expect(() => bonusPageCount(count, size)).toThrow(RangeError);
  });

  it('holds every bonus on its pages, and no page is wholly empty', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100 }), (count, size) => {
        const pages = bonusPageCount(count, size);
        expect(pages * size).toBeGreaterThanOrEqual(count);
        if (count > 0) expect((pages - 1) * size).toBeLessThan(count);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('pageWithin', () => {
  it('keeps a page that still exists', () => {
    expect(pageWithin(1, 11)).toBe(1);
  });

  it('goes back to the last page when the list shrank under the one asked for', () => {
    expect(pageWithin(2, 11)).toBe(1);
    expect(pageWithin(3, 0)).toBe(0);
  });
});
