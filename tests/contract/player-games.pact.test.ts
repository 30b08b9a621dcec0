import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { GameHttpAdapter } from '@lv-casino/adapters/http/game.http-adapter.ts';
import { PlayerGamesHttpAdapter } from '@lv-casino/adapters/http/player-games.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const LISTS = '/api/v2/customerfacing/gaming/games/favouriteAndLastPlayedGames';
const favouriteOf = (gameId: number) =>
  `/api/v1/customerfacing/customers/gaming/games/${String(gameId)}/favourite`;
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const UNAUTHORIZED = { errorCode: 3, errorMessage: string('Unauthorized') };

/** The fields of a Game the catalogue mapper reads (the lists hold casino and live casino games). */
const listedGame = (example: {
  id: number;
  uniqueGameId: string;
  friendlyUrl: string;
  gameName: string;
}) => ({
  id: integer(example.id),
  uniqueGameId: string(example.uniqueGameId),
  friendlyUrl: string(example.friendlyUrl),
  gameName: string(example.gameName),
  gameType: regex('^(RNG|LIVE_CASINO)$', 'RNG'),
  gameProvider: string('PRAGMATIC'),
  isNew: boolean(false),
  isHot: boolean(false),
  realMoneyEnabled: boolean(true),
  demoModeEnabled: boolean(true),
  gameCategoryIds: eachLike(integer(860)),
});

const playerGamesFor = (baseUrl: string, signedIn: boolean) =>
  new PlayerGamesHttpAdapter(pactClient(baseUrl, { signedIn }), { baseUrl });

describe('getFavouriteAndLastPlayedGames (GET gaming/games/favouriteAndLastPlayedGames?mobile=, private)', () => {
  it('answers the favourite and last-played games of a logged-in player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a logged-in player has a favourite game and a last-played game', {
        username: 'pact.player-games',
        favouriteGameId: 501,
        lastPlayedGameId: 733,
      })
      .uponReceiving('a request for the favourite and last-played games of a logged-in player on desktop')
      .withRequest('GET', LISTS, (request) => request.query({ mobile: 'false' }).headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          favouriteGames: eachLike(
            listedGame({
              id: 501,
              uniqueGameId: 'pragmatic-blazing-sevens',
              friendlyUrl: 'blazing-sevens',
              gameName: 'Blazing Sevens',
            }),
          ),
          lastPlayedGames: eachLike(
            listedGame({
              id: 733,
              uniqueGameId: 'pushgaming-sweet-pirates',
              friendlyUrl: 'sweet-pirates',
              gameName: 'Sweet Pirates',
            }),
          ),
        }),
      )
      .executeTest((server) => playerGamesFor(server.url, true).getFavouritesAndLastPlayed(false));

    expect(result).toMatchObject({
      ok: true,
      value: {
        favourites: [{ id: 501, friendlyUrl: 'blazing-sevens' }],
        lastPlayed: [{ id: 733, name: 'Sweet Pirates' }],
      },
    });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request for the favourite and last-played games without a token')
      .withRequest('GET', LISTS, (request) => request.query({ mobile: 'true' }).headers(CLIENT_HEADERS))
      .willRespondWith(401, (response) => response.headers(JSON_RESPONSE).jsonBody(UNAUTHORIZED))
      .executeTest((server) => playerGamesFor(server.url, false).getFavouritesAndLastPlayed(true));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('setGameFavourite (POST customers/gaming/games/{gameId}/favourite?isFavourite=, private)', () => {
  it('adds a game to the favourites of a logged-in player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a logged-in player has no favourite games', { username: 'pact.favourite-on', gameId: 501 })
      .uponReceiving('a request to add a game to the favourites of a logged-in player')
      .withRequest('POST', favouriteOf(501), (request) =>
        request.query({ isFavourite: 'true' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ gameId: 501, isFavourite: true }),
      )
      .executeTest((server) => playerGamesFor(server.url, true).setFavourite(501, true));

    expect(result).toEqual({ ok: true, value: true });
  });

  it('removes a game from the favourites of a logged-in player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a logged-in player has a favourite game', { username: 'pact.favourite-off', gameId: 501 })
      .uponReceiving('a request to remove a game from the favourites of a logged-in player')
      .withRequest('POST', favouriteOf(501), (request) =>
        request.query({ isFavourite: 'false' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ gameId: 501, isFavourite: false }),
      )
      .executeTest((server) => playerGamesFor(server.url, true).setFavourite(501, false));

    expect(result).toEqual({ ok: true, value: false });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request to add a game to the favourites without a token')
      .withRequest('POST', favouriteOf(501), (request) =>
        request.query({ isFavourite: 'true' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(401, (response) => response.headers(JSON_RESPONSE).jsonBody(UNAUTHORIZED))
      .executeTest((server) => playerGamesFor(server.url, false).setFavourite(501, true));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('getGameDescription (GET gaming/gameDescriptions/game/{gameId}?locale=, public)', () => {
  it('answers the lv description of a game as HTML with its RTP and volatility', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a game of the catalogue has a description with RTP and volatility', { gameId: 501 })
      .uponReceiving('a request for the lv description of a game')
      .withRequest('GET', '/api/v2/customerfacing/gaming/gameDescriptions/game/501', (request) =>
        request.query({ locale: 'lv' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          gameId: 501,
          locale: 'lv',
          title: string('Blazing Sevens'),
          description: string(
            '<h2>Blazing Sevens</h2><p>Spēļu automāts no Pragmatic Play ar bezmaksas griezieniem.</p>',
          ),
          rtp: number(95.76),
          volatility: string('HIGH'),
        }),
      )
      .executeTest((server) => new GameHttpAdapter(pactClient(server.url)).getDescription(501, 'lv'));

    expect(result).toEqual({
      ok: true,
      value: {
        gameId: 501,
        lang: 'lv',
        title: 'Blazing Sevens',
        descriptionHtml:
          '<h2>Blazing Sevens</h2><p>Spēļu automāts no Pragmatic Play ar bezmaksas griezieniem.</p>',
        rtp: 95.76,
        volatility: 'HIGH',
      },
    });
  });
});
