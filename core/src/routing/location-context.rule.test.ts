import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationContext, scrollsToTopOnLanguageChange } from './location-context.rule.ts';

describe('locationContext', () => {
  it('gives LIVE_CASINO on a live-casino path', () => {
    expect(locationContext('/lv/live-casino/roulette')).toBe('LIVE_CASINO');
  });

  it('gives CASINO on a casino path', () => {
    expect(locationContext('/en/casino')).toBe('CASINO');
  });

  it('gives HOME_PAGE anywhere else', () => {
    expect(locationContext('/en/promotions')).toBe('HOME_PAGE');
  });

  it('does not read a slug that merely contains casino', () => {
    expect(locationContext('/en/casino-guide')).toBe('HOME_PAGE');
  });

  it('gives LIVE_CASINO whenever a live-casino segment is present', () => {
    const segment = fc.stringMatching(/^[a-z-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment), fc.array(segment), (before, after) => {
        expect(locationContext(['', ...before, 'live-casino', ...after].join('/'))).toBe('LIVE_CASINO');
      }),
      { numRuns: 1000 },
    );
  });

  it('gives HOME_PAGE for any path without either segment', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z-]{0,12}$/).filter((s) => s !== 'casino' && s !== 'live-casino')),
        (segments) => {
          expect(locationContext(`/${segments.join('/')}`)).toBe('HOME_PAGE');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('scrollsToTopOnLanguageChange', () => {
  it('scrolls on a casino page', () => {
    expect(scrollsToTopOnLanguageChange('/lv/casino/top')).toBe(true);
  });

  it('does not scroll elsewhere', () => {
    expect(scrollsToTopOnLanguageChange('/lv/live-casino')).toBe(false);
  });
});
