import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCategory } from '../testing/catalogue.builder.ts';
import { SPECIAL_FRIENDLY_URLS, categoryRoutePath, type CategoryRoute } from './category-path.rule.ts';
import { gridView, parseCategoryRoute, reloadsOnOpen, resolveCategoryPage } from './category-route.rule.ts';

describe('parseCategoryRoute', () => {
  it('reads the casino lobby', () => {
    expect(parseCategoryRoute('/casino')).toEqual({ kind: 'lobby', page: 'CASINO' });
  });

  it('reads the live-casino lobby with a trailing slash', () => {
    expect(parseCategoryRoute('/live-casino/')).toEqual({ kind: 'lobby', page: 'LIVE_CASINO' });
  });

  it('reads a plain category page', () => {
    expect(parseCategoryRoute('/casino/top-games')).toEqual({
      kind: 'category',
      page: 'CASINO',
      shape: 'plain',
      friendlyUrl: 'top-games',
    });
  });

  it('reads a provider page', () => {
    expect(parseCategoryRoute('/live-casino/providers/evolution')).toEqual({
      kind: 'category',
      page: 'LIVE_CASINO',
      shape: 'provider',
      friendlyUrl: 'evolution',
    });
  });

  it('reads a collection page', () => {
    expect(parseCategoryRoute('/casino/collections/egypt')).toMatchObject({
      shape: 'collection',
      friendlyUrl: 'egypt',
    });
  });

  it.each(SPECIAL_FRIENDLY_URLS)('reads %s as a special page', (list) => {
    expect(parseCategoryRoute(`/casino/${list}`)).toEqual({ kind: 'special', page: 'CASINO', list });
  });

  it.each(['/promotions', '/casino/top/games', '/casino/providers/a/b', '/casino//x', '/casinos'])(
    'does not read %s',
    (path) => {
      expect(parseCategoryRoute(path)).toBeNull();
    },
  );

  it('reads back every path it writes', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    const page = fc.constantFrom('CASINO' as const, 'LIVE_CASINO' as const);
    const route: fc.Arbitrary<CategoryRoute> = fc.oneof(
      fc.record({ kind: fc.constant('lobby' as const), page }),
      fc.record({
        kind: fc.constant('special' as const),
        page,
        list: fc.constantFrom(...SPECIAL_FRIENDLY_URLS),
      }),
      fc.record({
        kind: fc.constant('category' as const),
        page,
        shape: fc.constantFrom('provider' as const, 'collection' as const),
        friendlyUrl: segment,
      }),
      fc.record({
        kind: fc.constant('category' as const),
        page,
        shape: fc.constant('plain' as const),
        friendlyUrl: segment.filter((url) => !(SPECIAL_FRIENDLY_URLS as readonly string[]).includes(url)),
      }),
    );
    fc.assert(
      fc.property(route, (value) => {
        expect(parseCategoryRoute(categoryRoutePath(value))).toEqual(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on any path', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const route = parseCategoryRoute(path);
        expect(route === null || ['lobby', 'special', 'category'].includes(route.kind)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('resolveCategoryPage', () => {
  const categories = [createCategory({ id: 1, friendlyUrl: 'top' })];
  const idle = { activeSearch: false, activeFilters: false };

  it('finds the category by friendlyUrl', () => {
    expect(resolveCategoryPage('top', categories, idle)).toMatchObject({
      kind: 'category',
      category: { id: 1 },
    });
  });

  it('sends an unknown category to /404', () => {
    expect(resolveCategoryPage('nope', categories, idle)).toEqual({
      kind: 'not-found',
      intent: { kind: 'navigate', to: { name: 'not-found' } },
    });
  });

  it('keeps the page of an unknown category while a search is active', () => {
    expect(resolveCategoryPage('nope', categories, { ...idle, activeSearch: true }).kind).toBe(
      'search-results',
    );
  });

  it('keeps the page of an unknown category while a filter is active', () => {
    expect(resolveCategoryPage('nope', categories, { ...idle, activeFilters: true }).kind).toBe(
      'search-results',
    );
  });
});

describe('reloadsOnOpen', () => {
  it.each(['favourites', 'last-played'] as const)('reloads %s when it opens', (list) => {
    expect(reloadsOnOpen({ kind: 'special', page: 'CASINO', list })).toBe(true);
  });

  it('does not reload the providers page', () => {
    expect(reloadsOnOpen({ kind: 'special', page: 'CASINO', list: 'providers' })).toBe(false);
  });

  it('does not reload a category', () => {
    expect(reloadsOnOpen({ kind: 'category', page: 'CASINO', shape: 'plain', friendlyUrl: 'top' })).toBe(
      false,
    );
  });
});

describe('gridView', () => {
  it('shows no.games.found when nothing matches', () => {
    expect(gridView([])).toEqual({ kind: 'empty', messageKey: 'no.games.found' });
  });

  it('shows the games otherwise', () => {
    expect(gridView([1])).toEqual({ kind: 'games', games: [1] });
  });
});
