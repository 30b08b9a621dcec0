import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CatalogueHttpAdapter } from '@lv-casino/adapters/http/catalogue.http-adapter.ts';
import { GameHttpAdapter } from '@lv-casino/adapters/http/game.http-adapter.ts';
import { lobbyStripQuery } from '@lv-casino/core/catalogue/catalogue-query.rule.ts';
import { gameByUniqueIdQuery, standaloneSearchQuery } from '@lv-casino/core/catalogue/search-query.rule.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, equal, integer, regex, string } = MatchersV3;

const SEARCH = '/api/v2/customerfacing/gaming/games/search';
const CATEGORIES = '/api/v2/customerfacing/gaming/gameCategories';
const JSON_REQUEST = { ...CLIENT_HEADERS, 'Content-Type': 'application/json' };
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };

/** The fields of a Game the catalogue mapper reads; every game of these queries is RNG (exactly). */
const rngGame = (example: { id: number; friendlyUrl: string; gameName: string; categoryId: number }) => ({
  id: integer(example.id),
  uniqueGameId: string(`playngo-${example.friendlyUrl}`),
  friendlyUrl: string(example.friendlyUrl),
  gameName: string(example.gameName),
  gameType: equal('RNG'),
  gameProvider: string('PLAYNGO'),
  isNew: boolean(false),
  isHot: boolean(true),
  realMoneyEnabled: boolean(true),
  demoModeEnabled: boolean(true),
  gameCategoryIds: eachLike(integer(example.categoryId)),
});

const catalogueFor = (baseUrl: string) =>
  new CatalogueHttpAdapter(pactClient(baseUrl), { baseUrl, defaultLanguage: () => 'lv' });

describe('searchGames (POST gaming/games/search?mobile=)', () => {
  it('finds the games whose names contain the global search', async () => {
    const query = standaloneSearchQuery('mobile', 'book');
    const { mobile: _, ...body } = query;
    const result = await createPact()
      .addInteraction()
      .given('the catalogue has mobile RNG games whose names contain a search text', { text: 'book' })
      .uponReceiving('a standalone search of the catalogue for "book" on mobile')
      .withRequest('POST', SEARCH, (request) =>
        request.query({ mobile: 'true' }).headers(JSON_REQUEST).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          content: eachLike({
            ...rngGame({ id: 517, friendlyUrl: 'book-of-dead', gameName: 'Book of Dead', categoryId: 12 }),
          }),
          totalElements: integer(23),
        }),
      )
      .executeTest((server) => catalogueFor(server.url).searchGames(query));

    expect(result).toMatchObject({ ok: true, value: { total: 23, games: [{ name: 'Book of Dead' }] } });
  });

  it('answers a page of the games of a category', async () => {
    const query = lobbyStripQuery(863, 'desktop');
    const { mobile: _, ...body } = query;
    const result = await createPact()
      .addInteraction()
      .given('a casino category has desktop RNG games', { categoryId: 863 })
      .uponReceiving('a search of the desktop RNG games of a category')
      .withRequest('POST', SEARCH, (request) =>
        request.query({ mobile: 'false' }).headers(JSON_REQUEST).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          content: eachLike(
            rngGame({
              id: 501,
              friendlyUrl: 'gates-of-olympus',
              gameName: 'Gates of Olympus',
              categoryId: 863,
            }),
          ),
          totalElements: integer(137),
        }),
      )
      .executeTest((server) => catalogueFor(server.url).searchGames(query));

    expect(result).toMatchObject({ ok: true, value: { total: 137, games: [{ categoryIds: [863] }] } });
  });

  it('finds the game of a uniqueGameId (a win of the activity feed)', async () => {
    const query = gameByUniqueIdQuery('desktop', 'pragmatic-great-scarabs-megaways');
    const { mobile: _, ...body } = query;
    const result = await createPact()
      .addInteraction()
      .given('the catalogue has a game with a uniqueGameId', {
        uniqueGameId: 'pragmatic-great-scarabs-megaways',
      })
      .uponReceiving('a search of the catalogue for the game of a uniqueGameId on desktop')
      .withRequest('POST', SEARCH, (request) =>
        request.query({ mobile: 'false' }).headers(JSON_REQUEST).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          content: eachLike(
            {
              ...rngGame({
                id: 138,
                friendlyUrl: 'great-scarabs-megaways',
                gameName: 'Great Scarabs Megaways',
                categoryId: 863,
              }),
              uniqueGameId: equal('pragmatic-great-scarabs-megaways'),
            },
            1,
          ),
          totalElements: equal(1),
        }),
      )
      .executeTest((server) => catalogueFor(server.url).searchGames(query));

    expect(result).toMatchObject({
      ok: true,
      value: {
        total: 1,
        games: [{ uniqueGameId: 'pragmatic-great-scarabs-megaways', friendlyUrl: 'great-scarabs-megaways' }],
      },
    });
  });
});

describe('getGameCategories (GET gaming/gameCategories?page=&mobile=&gameType=)', () => {
  it('answers the categories of the casino page with their names by language', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the catalogue has casino categories with RNG games')
      .uponReceiving('a request for the casino categories of RNG games on desktop')
      .withRequest('GET', CATEGORIES, (request) =>
        request.query({ page: 'CASINO', mobile: 'false', gameType: 'RNG' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            id: integer(863),
            friendlyUrl: string('popular'),
            name: string('Popular'),
            orderNumber: integer(4),
            enabled: boolean(true),
            enabledGamesCount: integer(137),
            pageToShowOn: regex('(.*,)?\\s*CASINO\\s*(,.*)?', 'CASINO,LIVE_CASINO'),
            gameCategoryNameTranslations: eachLike({ lang: string('en'), name: string('Popular games') }),
          }),
        ),
      )
      .executeTest((server) =>
        catalogueFor(server.url).getCategories({
          page: 'CASINO',
          mobile: false,
          gameType: 'RNG',
          lang: 'en',
        }),
      );

    expect(result).toMatchObject({ ok: true, value: [{ id: 863, name: 'Popular games' }] });
  });

  it('answers the game providers listed under the casino', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the catalogue has game providers with RNG games')
      .uponReceiving('a request for the provider categories of RNG games on desktop')
      .withRequest('GET', CATEGORIES, (request) =>
        request.query({ page: 'PROVIDERS', mobile: 'false', gameType: 'RNG' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            id: integer(900),
            friendlyUrl: string('pragmatic'),
            name: string('Pragmatic Play'),
            orderNumber: integer(27),
            enabled: boolean(true),
            enabledGamesCount: integer(169),
            pageToShowOn: regex('(.*,)?\\s*PROVIDERS\\s*(,.*)?', 'PROVIDERS'),
            gameCategoryNameTranslations: eachLike({ lang: string('en'), name: string('Pragmatic Play') }),
          }),
        ),
      )
      .executeTest((server) =>
        catalogueFor(server.url).getCategories({
          page: 'PROVIDERS',
          mobile: false,
          gameType: 'RNG',
          lang: 'en',
        }),
      );

    expect(result).toMatchObject({ ok: true, value: [{ id: 900, name: 'Pragmatic Play' }] });
  });
});

describe('prepare (POST gaming/games/{gameId}/prepare?real=&mobile=, bearer when logged in)', () => {
  const PREPARE = '/api/v1/customerfacing/gaming/games/501/prepare';
  const game = { gameId: 501 };
  const launchUrl = regex(
    '^https?://\\S+$',
    'https://games.lv-casino.lv/launch/pragmatic/vs20olympgate?session=6f1c2b&lang=lv',
  );
  const gameFor = (baseUrl: string, signedIn: boolean) =>
    new GameHttpAdapter(pactClient(baseUrl, { signedIn }));

  it('answers the launch URL of real play for a logged-in player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a game can be played in demo and for real money', game)
      .given('player anna is logged in and may play for real money')
      .uponReceiving('a real-money prepare of a game by a logged-in player')
      .withRequest('POST', PREPARE, (request) =>
        request.query({ real: 'true', mobile: 'false' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          gameId: integer(501),
          real: true,
          launchUrl,
          gameSessionId: string('gs-2026-11-21-7f3a9c'),
        }),
      )
      .executeTest((server) => gameFor(server.url, true).prepare(501, true, false));

    expect(result).toEqual({
      ok: true,
      value: { url: 'https://games.lv-casino.lv/launch/pragmatic/vs20olympgate?session=6f1c2b&lang=lv' },
    });
  });

  it('answers the launch URL of a demo for a visitor', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a game can be played in demo and for real money', game)
      .uponReceiving('a demo prepare of a game by a visitor on mobile')
      .withRequest('POST', PREPARE, (request) =>
        request.query({ real: 'false', mobile: 'true' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ gameId: integer(501), real: false, launchUrl, gameSessionId: null }),
      )
      .executeTest((server) => gameFor(server.url, false).prepare(501, false, true));

    expect(result).toMatchObject({
      ok: true,
      value: { url: expect.stringMatching(/^https?:\/\//) as string },
    });
  });

  it('fails with error code 39 for a self-excluded player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a game can be played in demo and for real money', game)
      .given('a self-excluded player is logged in', { username: 'pact.self-excluded' })
      .uponReceiving('a real-money prepare of a game by a self-excluded player')
      .withRequest('POST', PREPARE, (request) =>
        request.query({ real: 'true', mobile: 'false' }).headers(PRIVATE),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 39, errorMessage: string('Customer is self-excluded') }),
      )
      .executeTest((server) => gameFor(server.url, true).prepare(501, true, false));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 39, httpStatus: 400 } });
  });
});
