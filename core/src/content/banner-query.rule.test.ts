import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerQuery } from './banner-query.rule.ts';

describe('bannerQuery', () => {
  it('asks for banners of the mobile site by default', () => {
    expect(bannerQuery({ location: 'CASINO', locale: 'lv', device: 'mobile' })).toEqual({
      location: 'CASINO',
      locale: 'lv',
      deviceType: 'MOBILE',
      contentType: 'BANNER',
    });
  });

  it('asks for desktop banners on desktop', () => {
    expect(bannerQuery({ location: 'CASINO', locale: 'en', device: 'desktop' }).deviceType).toBe('DESKTOP');
  });

  it('always asks for inline content of the desktop', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('desktop' as const, 'mobile' as const), (location, device) => {
        expect(
          bannerQuery({ location, locale: 'ru', device, contentType: 'INLINE_CONTENT' }).deviceType,
        ).toBe('DESKTOP');
      }),
      { numRuns: 1000 },
    );
  });
});
