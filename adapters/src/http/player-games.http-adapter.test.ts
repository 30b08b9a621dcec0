import { describe, expect, it } from 'vitest';
import { aFavouriteAndLastPlayedGamesDto, aFavouriteGameDto, aGameDto } from '../testing/dto.builders.ts';
import { BASE_URL, customerFacingFixture, SIGNED_IN_TOKENS } from '../testing/customer-facing.fixture.ts';
import { DEFAULT_GAME_THUMBNAIL_URL } from './catalogue.http-adapter.ts';
import { PlayerGamesHttpAdapter } from './player-games.http-adapter.ts';

const LISTS = '/api/v2/customerfacing/gaming/games/favouriteAndLastPlayedGames';
const FAVOURITE = '/api/v1/customerfacing/customers/gaming/games/501/favourite';

const setUp = ({ signedIn = true } = {}) => {
  const fixture = customerFacingFixture({ signedIn });
  return { ...fixture, adapter: new PlayerGamesHttpAdapter(fixture.client, { baseUrl: BASE_URL }) };
};

describe('PlayerGamesHttpAdapter lists', () => {
  it('asks for the games of the device with the bearer token of the session', async () => {
    const { server, adapter } = setUp();
    server.json('GET', LISTS, 200, aFavouriteAndLastPlayedGamesDto());

    await adapter.getFavouritesAndLastPlayed(true);

    const request = server.lastRequest(LISTS);
    expect([request?.url.searchParams.get('mobile'), request?.headers.get('Authorization')]).toEqual([
      'true',
      `Bearer ${SIGNED_IN_TOKENS.accessToken}`,
    ]);
  });

  it('answers both lists as games of the catalogue, in the order of the answer', async () => {
    const { server, adapter } = setUp();
    server.json(
      'GET',
      LISTS,
      200,
      aFavouriteAndLastPlayedGamesDto({
        favouriteGames: [aGameDto({ id: 501 })],
        lastPlayedGames: [aGameDto({ id: 9 }), aGameDto({ id: 3 }), aGameDto({ id: 7 })],
      }),
    );

    const result = await adapter.getFavouritesAndLastPlayed(false);

    expect(
      result.ok && [result.value.favourites.map((g) => g.id), result.value.lastPlayed.map((g) => g.id)],
    ).toEqual([[501], [9, 3, 7]]);
  });

  it('maps a game as the catalogue does, thumbnail on the API host', async () => {
    const { server, adapter } = setUp();
    server.json('GET', LISTS, 200, aFavouriteAndLastPlayedGamesDto({ lastPlayedGames: [] }));

    const result = await adapter.getFavouritesAndLastPlayed(false);

    expect(result.ok && result.value.favourites[0]).toEqual({
      id: 501,
      uniqueGameId: 'pragmatic-gates-of-olympus',
      friendlyUrl: 'gates-of-olympus',
      name: 'Gates of Olympus',
      gameType: 'RNG',
      provider: 'PRAGMATIC',
      isNew: false,
      isHot: true,
      realMoneyEnabled: true,
      demoModeEnabled: true,
      categoryIds: [12],
      thumbnailUrl: `${BASE_URL}/api/v1/customerfacing/gaming/images/pragmatic-gates-of-olympus/square/gates-of-olympus.webp`,
    });
  });

  it('shows the default image for a game without a uniqueGameId', async () => {
    const { server, adapter } = setUp();
    server.json(
      'GET',
      LISTS,
      200,
      aFavouriteAndLastPlayedGamesDto({ lastPlayedGames: [aGameDto({ uniqueGameId: null })] }),
    );

    const result = await adapter.getFavouritesAndLastPlayed(false);

    expect(result.ok && result.value.lastPlayed[0]?.thumbnailUrl).toBe(DEFAULT_GAME_THUMBNAIL_URL);
  });

  it.each([
    ['a list is missing', { favouriteGames: [] }, 'body.lastPlayedGames is not an array'],
    [
      'a game is malformed',
      { favouriteGames: [{ ...aGameDto(), gameType: 'SLOT' }], lastPlayedGames: [] },
      'body.favouriteGames[0].gameType is not one of RNG, LIVE_CASINO',
    ],
    ['the body is not an object', [], 'body is not an object'],
  ])('fails with the general error when %s', async (_, body, reason) => {
    const { server, adapter } = setUp();
    server.json('GET', LISTS, 200, body);

    expect(await adapter.getFavouritesAndLastPlayed(false)).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200, errorMessage: `Malformed response: ${reason}` },
    });
  });

  it('fails with 401 errorCode 3 when the server refuses the session', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('GET', LISTS, 401, { errorCode: 3, errorMessage: 'Unauthorized' });

    const result = await adapter.getFavouritesAndLastPlayed(false);

    expect([result, server.lastRequest(LISTS)?.headers.has('Authorization')]).toMatchObject([
      { ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } },
      false,
    ]);
  });

  it('fails with a transport failure when the network is down', async () => {
    const { server, adapter } = setUp();
    server.networkError('GET', LISTS);

    expect(await adapter.getFavouritesAndLastPlayed(false)).toEqual({
      ok: false,
      error: { kind: 'transport', message: 'fetch failed' },
    });
  });
});

describe('PlayerGamesHttpAdapter favourite', () => {
  it.each([true, false])('posts isFavourite=%s for the game with the bearer token', async (isFavourite) => {
    const { server, adapter } = setUp();
    server.json('POST', FAVOURITE, 200, aFavouriteGameDto({ isFavourite }));

    await adapter.setFavourite(501, isFavourite);

    const request = server.lastRequest(FAVOURITE);
    expect([request?.url.searchParams.get('isFavourite'), request?.headers.get('Authorization')]).toEqual([
      String(isFavourite),
      `Bearer ${SIGNED_IN_TOKENS.accessToken}`,
    ]);
  });

  it.each([true, false])('answers the state the server reports (%s)', async (isFavourite) => {
    const { server, adapter } = setUp();
    server.json('POST', FAVOURITE, 200, aFavouriteGameDto({ isFavourite }));

    expect(await adapter.setFavourite(501, true)).toEqual({ ok: true, value: isFavourite });
  });

  it('rejects an answer about another game', async () => {
    const { server, adapter } = setUp();
    server.json('POST', FAVOURITE, 200, aFavouriteGameDto({ gameId: 502 }));

    expect(await adapter.setFavourite(501, true)).toMatchObject({
      ok: false,
      error: { errorCode: -1, errorMessage: 'Malformed response: body.gameId is not 501' },
    });
  });

  it('rejects an answer without the state', async () => {
    const { server, adapter } = setUp();
    server.json('POST', FAVOURITE, 200, { gameId: 501 });

    expect(await adapter.setFavourite(501, true)).toMatchObject({
      ok: false,
      error: { errorCode: -1, errorMessage: 'Malformed response: body.isFavourite is not a boolean' },
    });
  });

  it('fails an unknown game with the 404 errorCode -1', async () => {
    const { server, adapter } = setUp();
    server.json('POST', FAVOURITE, 404, { errorCode: -1, errorMessage: 'Game 501 not found' });

    expect(await adapter.setFavourite(501, true)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 404 },
    });
  });

  it('fails with 401 errorCode 3 without a session', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('POST', FAVOURITE, 401, { errorCode: 3, errorMessage: 'Unauthorized' });

    expect(await adapter.setFavourite(501, false)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 3, httpStatus: 401 },
    });
  });
});
