import { describe, expect, it } from 'vitest';
import {
  aJackpotFeedDataDto,
  aJackpotProviderFeedDto,
  aLiveTableDto,
  anActivityFeedItemDto,
} from '../testing/dto.builders.ts';
import { toActivityFeed, toJackpotFeed, toLiveTables } from './feeds.mapper.ts';

describe('toActivityFeed', () => {
  it('keeps a win without a uniqueGameId (the default image is shown)', () => {
    const result = toActivityFeed([anActivityFeedItemDto({ uniqueGameId: null })]);

    expect(result.ok && result.value[0]?.uniqueGameId).toBeNull();
  });

  it('keeps the order of the answer (biggest win first)', () => {
    const result = toActivityFeed([
      anActivityFeedItemDto({ winAmount: 900 }),
      anActivityFeedItemDto({ winAmount: 100 }),
    ]);

    expect(result.ok && result.value.map((item) => item.winAmount)).toEqual([900, 100]);
  });

  it('fails when the body is not a list', () => {
    expect(toActivityFeed({ content: [] })).toEqual({ ok: false, error: 'body is not an array' });
  });

  it('fails a win amount that is not whole minor units, naming it', () => {
    expect(toActivityFeed([anActivityFeedItemDto({ winAmount: 4520.5 })])).toEqual({
      ok: false,
      error: 'body[0].winAmount is not an integer',
    });
  });

  it('fails a message without its text, naming it', () => {
    const dto = { ...anActivityFeedItemDto(), messageDTOList: [{ locale: 'lv' }] };

    expect(toActivityFeed([dto])).toEqual({
      ok: false,
      error: 'body[0].messageDTOList[0].message is not a string',
    });
  });
});

describe('toJackpotFeed', () => {
  it('maps a sub-feed with its levels, per-game amounts and eligible games', () => {
    const data = aJackpotFeedDataDto({ perGameJackpots: [{ gameId: 501, jackpotAmount: 1894520 }] });
    const result = toJackpotFeed({ egt: aJackpotProviderFeedDto({ jackpotFeedDataList: [data] }) });

    expect(result.ok && result.value['egt']?.jackpotFeedDataList).toEqual([
      {
        jackpotFeedName: 'High Cash',
        jackpotCurrency: 'EUR',
        jackpotLevels: [
          { jackpotLevel: 'CLUBS', currentValue: 1253 },
          { jackpotLevel: 'SPADES', currentValue: 2150390 },
        ],
        perGameJackpots: [{ gameId: 501, jackpotAmount: 1894520 }],
        totalJackpotAmount: 2151643,
        eligibleGameIds: [610, 611],
      },
    ]);
  });

  it('answers an empty feed when no provider has a jackpot', () => {
    expect(toJackpotFeed({})).toEqual({ ok: true, value: {} });
  });

  it('fails when the body is a list', () => {
    expect(toJackpotFeed([aJackpotProviderFeedDto()])).toEqual({ ok: false, error: 'body is not an object' });
  });

  it('fails a provider that is not an object, naming it', () => {
    expect(toJackpotFeed({ egt: aJackpotProviderFeedDto(), pragmatic: 'PER_GAME' })).toEqual({
      ok: false,
      error: 'body.pragmatic is not an object',
    });
  });

  it('fails a level without its amount, naming it', () => {
    const data = { ...aJackpotFeedDataDto(), jackpotLevels: [{ jackpotLevel: 'CLUBS' }] };
    const feed = { egt: { ...aJackpotProviderFeedDto(), jackpotFeedDataList: [data] } };

    expect(toJackpotFeed(feed)).toEqual({
      ok: false,
      error: 'body.egt.jackpotFeedDataList[0].jackpotLevels[0].currentValue is not an integer',
    });
  });
});

describe('toLiveTables', () => {
  it('fails when the tables are missing', () => {
    expect(toLiveTables({})).toEqual({ ok: false, error: 'body.tables is not an array' });
  });

  it('fails a bet limit of a currency without its maximum, naming it', () => {
    const table = { ...aLiveTableDto(), betLimits: { EUR: { min: 20 } } };

    expect(toLiveTables({ tables: [table] })).toEqual({
      ok: false,
      error: 'body.tables[0].betLimits.EUR.max is not an integer',
    });
  });

  it('fails a result that is not text, naming the table', () => {
    expect(toLiveTables({ tables: [{ ...aLiveTableDto(), results: [17] }] })).toEqual({
      ok: false,
      error: 'body.tables[0].results is not an array of strings',
    });
  });
});
