import { describe, expect, it } from 'vitest';
import { defaultColumnSearches } from './catalogue-query.rule.ts';
import { bulkGamesQuery, gameByFriendlyUrlQuery, standaloneSearchQuery } from './search-query.rule.ts';

describe('bulkGamesQuery', () => {
  it('asks for every game in one page ordered by id', () => {
    expect(bulkGamesQuery('desktop', 'RNG')).toMatchObject({
      pageStart: 0,
      pageSize: 9999,
      sortBy: 'id',
      sortAsc: true,
    });
  });

  it('filters desktop games of the type on desktop', () => {
    expect(bulkGamesQuery('desktop', 'RNG')).toMatchObject({
      mobile: false,
      columnSearches: [
        { key: 'gameType', operation: 'EQUALS', value: 'RNG' },
        { key: 'supportsDesktop', operation: 'EQUALS', value: 'true' },
      ],
    });
  });

  it('filters mobile games of the type on mobile', () => {
    expect(bulkGamesQuery('mobile', 'LIVE_CASINO')).toMatchObject({
      mobile: true,
      columnSearches: [
        { key: 'gameType', operation: 'EQUALS', value: 'LIVE_CASINO' },
        { key: 'supportsMobile', operation: 'EQUALS', value: 'true' },
      ],
    });
  });

  it('carries no global search', () => {
    expect(bulkGamesQuery('desktop')).not.toHaveProperty('globalSearch');
  });
});

describe('defaultColumnSearches', () => {
  it('asks for RNG games when no type is named', () => {
    expect(defaultColumnSearches('desktop')[0]).toEqual({
      key: 'gameType',
      operation: 'EQUALS',
      value: 'RNG',
    });
  });
});

describe('standaloneSearchQuery', () => {
  it('searches 9999 games at once', () => {
    expect(standaloneSearchQuery('desktop', 'book')).toMatchObject({ pageStart: 0, pageSize: 9999 });
  });

  it('sends the trimmed text as the global search', () => {
    expect(standaloneSearchQuery('mobile', '  book of ra ')).toMatchObject({
      globalSearch: 'book of ra',
      mobile: true,
    });
  });

  it('keeps the default filters', () => {
    expect(standaloneSearchQuery('mobile', 'x', 'LIVE_CASINO').columnSearches).toEqual(
      defaultColumnSearches('mobile', 'LIVE_CASINO'),
    );
  });
});

describe('gameByFriendlyUrlQuery', () => {
  it('asks for the exact friendly URL, of any game type', () => {
    expect(gameByFriendlyUrlQuery('mobile', 'book-of-riga')).toMatchObject({
      columnSearches: [{ key: 'friendlyUrl', operation: 'EQUALS', value: 'book-of-riga' }],
      mobile: true,
    });
  });
});
