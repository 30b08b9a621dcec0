import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLargeTablet, mobileHeaderHidden, showsRegisterButton } from './layout.rule.ts';

describe('mobileHeaderHidden', () => {
  it('hides when scrolling down past 50 px', () => {
    expect(mobileHeaderHidden(40, 60)).toBe(true);
  });

  it('shows when scrolling up', () => {
    expect(mobileHeaderHidden(300, 200)).toBe(false);
  });

  it('shows within the first 50 px', () => {
    expect(mobileHeaderHidden(10, 50)).toBe(false);
  });

  it('never hides above 50 px, whatever the scroll', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 50 }), (from, to) => {
        expect(mobileHeaderHidden(from, to)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isLargeTablet', () => {
  it('applies to a tablet wider than 1170 px', () => {
    expect(isLargeTablet({ tabletOrMobile: true, widthPx: 1171 })).toBe(true);
  });

  it('does not apply at 1170 px', () => {
    expect(isLargeTablet({ tabletOrMobile: true, widthPx: 1170 })).toBe(false);
  });

  it('does not apply to a desktop', () => {
    expect(isLargeTablet({ tabletOrMobile: false, widthPx: 1920 })).toBe(false);
  });
});

describe('showsRegisterButton', () => {
  it('shows the register button', () => {
    expect(showsRegisterButton({ currentIpIsForbidden: false })).toBe(true);
  });

  it('hides it for a forbidden IP', () => {
    expect(showsRegisterButton({ currentIpIsForbidden: true })).toBe(false);
  });
});
