import { describe, expect, it } from 'vitest';
import { aGameDescriptionDto, aGameLaunchDto } from '../testing/dto.builders.ts';
import { customerFacingFixture, SIGNED_IN_TOKENS } from '../testing/customer-facing.fixture.ts';
import { GameHttpAdapter } from './game.http-adapter.ts';

const PREPARE = '/api/v1/customerfacing/gaming/games/501/prepare';

const setUp = ({ signedIn = true } = {}) => {
  const fixture = customerFacingFixture({ signedIn });
  return { ...fixture, adapter: new GameHttpAdapter(fixture.client) };
};

describe('GameHttpAdapter prepare', () => {
  it('prepares the game in the mode and for the device asked', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PREPARE, 200, aGameLaunchDto({ real: false, gameSessionId: null }));

    await adapter.prepare(501, false, true);

    expect(Object.fromEntries(server.lastRequest(PREPARE)?.url.searchParams ?? [])).toEqual({
      real: 'false',
      mobile: 'true',
    });
  });

  it('answers the launch URL of the prepared game', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PREPARE, 200, aGameLaunchDto({ launchUrl: 'https://games.test/501?mode=real' }));

    expect(await adapter.prepare(501, true, false)).toEqual({
      ok: true,
      value: { url: 'https://games.test/501?mode=real' },
    });
  });

  it('sends the bearer token of a logged-in player', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PREPARE, 200, aGameLaunchDto());

    await adapter.prepare(501, true, false);

    expect(server.lastRequest(PREPARE)?.headers.get('Authorization')).toBe(
      `Bearer ${SIGNED_IN_TOKENS.accessToken}`,
    );
  });

  it('prepares a demo for a visitor without an Authorization header', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('POST', PREPARE, 200, aGameLaunchDto({ real: false, gameSessionId: null }));

    await adapter.prepare(501, false, false);

    expect(server.lastRequest(PREPARE)?.headers.has('Authorization')).toBe(false);
  });

  it('fails with errorCode 39 for a self-excluded player', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PREPARE, 400, { errorCode: 39, errorMessage: 'Customer is self-excluded' });

    expect(await adapter.prepare(501, true, false)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 39, httpStatus: 400 },
    });
  });

  it('fails a malformed answer with the general error', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PREPARE, 200, { gameId: 501, real: true });

    expect(await adapter.prepare(501, true, false)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });
});

describe('GameHttpAdapter description', () => {
  const DESCRIPTION = '/api/v2/customerfacing/gaming/gameDescriptions/game/501';

  it('asks for the description in the lower-case locale, without a token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', DESCRIPTION, 200, aGameDescriptionDto({ locale: 'ru' }));

    await adapter.getDescription(501, 'ru');

    const request = server.lastRequest(DESCRIPTION);
    expect([request?.url.searchParams.get('locale'), request?.headers.has('Authorization')]).toEqual([
      'ru',
      false,
    ]);
  });

  it('answers the description with its HTML', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('GET', DESCRIPTION, 200, aGameDescriptionDto());

    expect(await adapter.getDescription(501, 'lv')).toMatchObject({
      ok: true,
      value: {
        gameId: 501,
        lang: 'lv',
        title: 'Gates of Olympus',
        descriptionHtml: expect.stringMatching(/^<p>/) as string,
      },
    });
  });

  it('fails an unknown game with the 404 errorCode -1', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('GET', DESCRIPTION, 404, { errorCode: -1, errorMessage: 'Game 501 not found' });

    expect(await adapter.getDescription(501, 'lv')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 404 },
    });
  });

  it('fails a malformed answer with the general error', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('GET', DESCRIPTION, 200, aGameDescriptionDto({ gameId: 7 }));

    expect(await adapter.getDescription(501, 'lv')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });
});
