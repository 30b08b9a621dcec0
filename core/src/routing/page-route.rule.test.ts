import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGamePlayPath, resolvePageRoute } from './page-route.rule.ts';

describe('resolvePageRoute', () => {
  it.each([
    ['/casino', { kind: 'lobby', page: 'CASINO' }],
    [
      '/live-casino/providers/evolution',
      { kind: 'category', page: 'LIVE_CASINO', shape: 'provider', friendlyUrl: 'evolution' },
    ],
    ['/casino/favourites', { kind: 'special', page: 'CASINO', list: 'favourites' }],
    ['/game-play/real/book-of-ra', { kind: 'game-play', mode: 'real', friendlyUrl: 'book-of-ra' }],
    ['/game-play/demo/book-of-ra/', { kind: 'game-play', mode: 'demo', friendlyUrl: 'book-of-ra' }],
    ['/promotions', { kind: 'promotions', route: { kind: 'all' } }],
    ['/promotions/live-sport', { kind: 'promotions', route: { kind: 'category', category: 'live-sport' } }],
    ['/promotions/summer-cup', { kind: 'promotions', route: { kind: 'promotion', slug: 'summer-cup' } }],
    ['/help', { kind: 'help', selectedPage: null }],
    ['/help/deposits', { kind: 'help', selectedPage: 'deposits' }],
    ['/unsubscribe', { kind: 'unsubscribe' }],
    ['/landing', { kind: 'landing', slug: null }],
    ['/landing/spring', { kind: 'landing', slug: 'spring' }],
    ['/sport-betting', { kind: 'sportsbook', version: 'prelive' }],
    ['/sport-betting-live', { kind: 'sportsbook', version: 'live' }],
    ['/sport-betting-virtuals', { kind: 'sportsbook', version: 'virtuals' }],
    ['/404', { kind: 'not-found' }],
    ['/', { kind: 'not-found' }],
    ['/about-us', { kind: 'cms', slug: 'about-us' }],
    ['/game-play/free/x', { kind: 'cms', slug: 'game-play/free/x' }],
    ['/promotions/a/b', { kind: 'cms', slug: 'promotions/a/b' }],
    ['/unsubscribe/x', { kind: 'cms', slug: 'unsubscribe/x' }],
  ])('reads %s', (rest, route) => {
    expect(resolvePageRoute(rest)).toEqual(route);
  });

  it('reads any other single-segment path as the CMS page of that slug', () => {
    const reserved = [
      'casino',
      'live-casino',
      'help',
      'promotions',
      'landing',
      'unsubscribe',
      '404',
      'sport-betting',
      'sport-betting-live',
      'sport-betting-virtuals',
    ];
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,30}$/).filter((slug) => !reserved.includes(slug)),
        (slug) => {
          expect(resolvePageRoute(`/${slug}`)).toEqual({ kind: 'cms', slug });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('classifies every path without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(typeof resolvePageRoute(rest).kind).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isGamePlayPath', () => {
  it.each(['/lv/game-play/real/book-of-riga', '/ru/game-play/demo/book-of-riga'])(
    '%s is a game-play page',
    (path) => {
      expect(isGamePlayPath(path)).toBe(true);
    },
  );

  it.each(['/lv/casino', '/lv/game-play/real', '/lv/game-play/live/x', '/game-play/real/x/more', '/lv'])(
    '%s is not',
    (path) => {
      expect(isGamePlayPath(path)).toBe(false);
    },
  );
});
