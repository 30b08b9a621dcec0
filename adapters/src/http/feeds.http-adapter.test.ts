import { describe, expect, it } from 'vitest';
import { aJackpotProviderFeedDto, aLiveTableDto, anActivityFeedItemDto } from '../testing/dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { FeedsHttpAdapter } from './feeds.http-adapter.ts';

const ACTIVITY = '/api/v1/customerfacing/getActivityFeedMonthlyBiggestWins';
const JACKPOTS = '/api/v1/customerfacing/gaming/jackpotFeed';
const LIVE_TABLES = '/api/v1/customerfacing/gaming/evolution/state';

const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: false });
  return { ...fixture, adapter: new FeedsHttpAdapter(fixture.client) };
};

describe('FeedsHttpAdapter activity feed', () => {
  it('asks for the wins of one product', async () => {
    const { server, adapter } = setUp();
    server.json('GET', ACTIVITY, 200, []);

    await adapter.getActivityFeed('LIVE_CASINO');

    expect(server.lastRequest(ACTIVITY)?.url.search).toBe('?gameProduct=LIVE_CASINO');
  });

  it('asks for the wins of every product without a gameProduct', async () => {
    const { server, adapter } = setUp();
    server.json('GET', ACTIVITY, 200, []);

    await adapter.getActivityFeed(null);

    expect(server.lastRequest(ACTIVITY)?.url.search).toBe('');
  });

  it('answers the wins with their messages by locale', async () => {
    const { server, adapter } = setUp();
    const item = anActivityFeedItemDto({ messageDTOList: [{ locale: 'en', message: 'won {winAmount}' }] });
    server.json('GET', ACTIVITY, 200, [item]);

    expect(await adapter.getActivityFeed('CASINO')).toEqual({
      ok: true,
      value: [
        {
          uniqueGameId: 'pragmatic-gates-of-olympus',
          winAmount: 452000,
          marker: 'BIG_WIN',
          gameProduct: 'CASINO',
          messages: [{ locale: 'en', message: 'won {winAmount}' }],
        },
      ],
    });
  });

  it('fails a malformed win with the general error', async () => {
    const { server, adapter } = setUp();
    server.json('GET', ACTIVITY, 200, [anActivityFeedItemDto(), { winAmount: '4520' }]);

    expect(await adapter.getActivityFeed(null)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('fails with the errorCode of a server fault', async () => {
    const { server, adapter } = setUp();
    server.json('GET', ACTIVITY, 500, { errorCode: 41, errorMessage: 'General server error' });

    expect(await adapter.getActivityFeed(null)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 41, httpStatus: 500 },
    });
  });
});

describe('FeedsHttpAdapter jackpot feed', () => {
  it('answers the jackpots by provider', async () => {
    const { server, adapter } = setUp();
    const pragmatic = aJackpotProviderFeedDto({ jackpotType: 'PER_GAME' });
    server.json('GET', JACKPOTS, 200, { egt: aJackpotProviderFeedDto(), pragmatic });

    const result = await adapter.getJackpotFeed();

    expect(result.ok && Object.entries(result.value).map(([key, feed]) => [key, feed.jackpotType])).toEqual([
      ['egt', 'MYSTERY_MULTI_LEVEL'],
      ['pragmatic', 'PER_GAME'],
    ]);
  });

  it('fails a feed of an unknown jackpot type', async () => {
    const { server, adapter } = setUp();
    server.json('GET', JACKPOTS, 200, { egt: { ...aJackpotProviderFeedDto(), jackpotType: 'DAILY' } });

    expect(await adapter.getJackpotFeed()).toMatchObject({ ok: false, error: { errorCode: -1 } });
  });
});

describe('FeedsHttpAdapter live tables', () => {
  it('answers the tables of the live table state', async () => {
    const { server, adapter } = setUp();
    server.json('GET', LIVE_TABLES, 200, { tables: [aLiveTableDto()] });

    expect(await adapter.getLiveTables()).toEqual({
      ok: true,
      value: [
        {
          denchGameId: 'LightningTable01',
          open: true,
          gameType: 'roulette',
          results: ['17', '0', '5|x50', '32'],
          betLimits: { EUR: { min: 20, max: 500000 } },
        },
      ],
    });
  });

  it('fails a table without bet limits', async () => {
    const { server, adapter } = setUp();
    const { betLimits: _, ...withoutLimits } = aLiveTableDto();
    server.json('GET', LIVE_TABLES, 200, { tables: [withoutLimits] });

    expect(await adapter.getLiveTables()).toMatchObject({ ok: false, error: { errorCode: -1 } });
  });
});
