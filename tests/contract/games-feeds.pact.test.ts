import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { FeedsHttpAdapter } from '@lv-casino/adapters/http/feeds.http-adapter.ts';
import { pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { atLeastLike, boolean, eachLike, equal, integer, string } = MatchersV3;

const feedsFor = (baseUrl: string) => new FeedsHttpAdapter(pactClient(baseUrl));

describe('getActivityFeedMonthlyBiggestWins (GET getActivityFeedMonthlyBiggestWins?gameProduct=)', () => {
  it("answers the month's biggest wins of the product", async () => {
    const result = await createPact()
      .addInteraction()
      .given('the month has biggest wins of casino games')
      .uponReceiving("a request for the month's biggest casino wins")
      .withRequest('GET', '/api/v1/customerfacing/getActivityFeedMonthlyBiggestWins', (request) =>
        request.query({ gameProduct: 'CASINO' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            uniqueGameId: string('pragmatic-gates-of-olympus'),
            winAmount: integer(452000),
            marker: string('BIG_WIN'),
            // Every win of the answer is of the product asked for.
            gameProduct: equal('CASINO'),
            messageDTOList: eachLike({
              locale: string('en'),
              message: string('J***s K. won {winAmount} on Gates of Olympus (Pragmatic Play)!'),
            }),
          }),
        ),
      )
      .executeTest((server) => feedsFor(server.url).getActivityFeed('CASINO'));

    expect(result).toMatchObject({ ok: true, value: [{ winAmount: 452000, gameProduct: 'CASINO' }] });
  });
});

describe('getJackpotFeed (GET gaming/jackpotFeed)', () => {
  const subFeed = {
    jackpotFeedName: string('High Cash'),
    jackpotCurrency: string('EUR'),
    jackpotLevels: [],
    perGameJackpots: [],
    totalJackpotAmount: integer(2150390),
    eligibleGameIds: eachLike(integer(610)),
  };

  it('answers the jackpots by provider', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the jackpot feed has an egt mystery jackpot and pragmatic per-game jackpots')
      .uponReceiving('a request for the jackpot feed')
      .withRequest('GET', '/api/v1/customerfacing/gaming/jackpotFeed', (request) =>
        request.headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          egt: {
            jackpotType: 'MYSTERY_MULTI_LEVEL',
            jackpotFeedDataList: eachLike({
              ...subFeed,
              jackpotLevels: eachLike({ jackpotLevel: string('SPADES'), currentValue: integer(2150390) }),
            }),
          },
          pragmatic: {
            jackpotType: 'PER_GAME',
            jackpotFeedDataList: eachLike({
              ...subFeed,
              jackpotFeedName: string('Pragmatic Play Jackpots'),
              perGameJackpots: eachLike({ gameId: integer(501), jackpotAmount: integer(1894520) }),
            }),
          },
        }),
      )
      .executeTest((server) => feedsFor(server.url).getJackpotFeed());

    expect(result).toMatchObject({
      ok: true,
      value: {
        egt: {
          jackpotType: 'MYSTERY_MULTI_LEVEL',
          jackpotFeedDataList: [{ jackpotLevels: [{ currentValue: 2150390 }] }],
        },
        pragmatic: { jackpotType: 'PER_GAME', jackpotFeedDataList: [{ perGameJackpots: [{ gameId: 501 }] }] },
      },
    });
  });
});

describe('getLiveTableState (GET gaming/evolution/state)', () => {
  it('answers the live tables with their results and bet limits', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the live casino has Evolution tables')
      .uponReceiving('a request for the live table state')
      .withRequest('GET', '/api/v1/customerfacing/gaming/evolution/state', (request) =>
        request.headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          tables: eachLike({
            denchGameId: string('LightningTable01'),
            open: boolean(true),
            gameType: string('roulette'),
            // A closed table, and blackjack or poker, report no results.
            results: atLeastLike(string('17'), 0, 1),
            betLimits: { EUR: { min: integer(20), max: integer(500000) } },
          }),
        }),
      )
      .executeTest((server) => feedsFor(server.url).getLiveTables());

    expect(result).toMatchObject({
      ok: true,
      value: [
        { denchGameId: 'LightningTable01', results: ['17'], betLimits: { EUR: { min: 20, max: 500000 } } },
      ],
    });
  });
});
