import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearFilters, initialFilters, withProviders, withSearch } from './catalogue-filters.rule.ts';

const start = initialFilters('desktop', 'RNG', 12);
const keys = (filters: { readonly columnSearches: readonly { readonly key: string }[] }): string[] =>
  filters.columnSearches.map((search) => search.key);

describe('initialFilters', () => {
  it('filters by type, device and category', () => {
    expect(start.columnSearches).toEqual([
      { key: 'gameType', operation: 'EQUALS', value: 'RNG' },
      { key: 'supportsDesktop', operation: 'EQUALS', value: 'true' },
      { key: 'gameCategoryIds', operation: 'CONTAINS', value: '12' },
    ]);
  });

  it('has no category filter without a category', () => {
    expect(keys(initialFilters('mobile', 'LIVE_CASINO', null))).toEqual(['gameType', 'supportsMobile']);
  });

  it('starts with no search and no filter active', () => {
    expect(start).toMatchObject({ globalSearch: '', activeSearch: false, activeFilters: false });
  });
});

describe('withSearch', () => {
  it('marks the search active', () => {
    expect(withSearch(start, ' ra ')).toMatchObject({ globalSearch: 'ra', activeSearch: true });
  });

  it('treats a blank text as no search', () => {
    expect(withSearch(withSearch(start, 'ra'), '   ')).toMatchObject({
      globalSearch: '',
      activeSearch: false,
    });
  });
});

describe('withProviders', () => {
  it('adds one provider filter per provider and marks filters active', () => {
    const filtered = withProviders(start, ['egt', 'netent']);
    expect({ keys: keys(filtered), active: filtered.activeFilters }).toEqual({
      keys: ['gameType', 'supportsDesktop', 'gameCategoryIds', 'gameProvider', 'gameProvider'],
      active: true,
    });
  });

  it('replaces the previous providers', () => {
    const filtered = withProviders(withProviders(start, ['egt']), ['netent']);
    expect(filtered.columnSearches.filter((search) => search.key === 'gameProvider')).toEqual([
      { key: 'gameProvider', operation: 'EQUALS', value: 'netent' },
    ]);
  });

  it('marks filters inactive when no provider is chosen', () => {
    expect(withProviders(withProviders(start, ['egt']), []).activeFilters).toBe(false);
  });
});

describe('clearFilters', () => {
  const busy = withSearch(withProviders(start, ['egt']), 'ra');

  it('keeps the device, type and category filters and drops the others', () => {
    expect(clearFilters(busy).columnSearches).toEqual(start.columnSearches);
  });

  it('drops the search and resets both flags', () => {
    expect(clearFilters(busy)).toMatchObject({ globalSearch: '', activeSearch: false, activeFilters: false });
  });
});

describe('catalogue filters (properties)', () => {
  it('keeps the kept filters and flags exactly what is applied, whatever is searched or chosen', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ minLength: 1 }), { maxLength: 5 }), (text, providers) => {
        const applied = withProviders(withSearch(start, text), providers);
        expect({
          search: applied.globalSearch,
          activeSearch: applied.activeSearch,
          activeFilters: applied.activeFilters,
          cleared: clearFilters(applied),
        }).toEqual({
          search: text.trim(),
          activeSearch: text.trim() !== '',
          activeFilters: providers.length > 0,
          cleared: start,
        });
      }),
      { numRuns: 1000 },
    );
  });
});
