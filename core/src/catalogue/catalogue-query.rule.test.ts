import { describe, expect, it } from 'vitest';
import { bulkGamesQuery } from './catalogue-query.rule.ts';

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
});
