import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SmartIdHttpAdapter } from '@lv-casino/adapters/http/smart-id.http-adapter.ts';
import { pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { regex, string } = MatchersV3;

const GENERATE = '/api/v1/customerfacing/smartId/generateVerificationCode';
const AUTHENTICATE = '/api/v1/customerfacing/smartId/authenticate';
/** anna's personal code (the sandbox's seed). */
const ANNA = '150885-10234';
/** janis's personal code (the sandbox's seed). */
const JANIS = '020392-11200';

const adapterFor = (baseUrl: string) => new SmartIdHttpAdapter(pactClient(baseUrl));

describe('generateVerificationCode (POST smartId/generateVerificationCode/{personalNumber})', () => {
  it('answers the four-digit code the Smart-ID app shows', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna can log in with Smart-ID')
      .uponReceiving('a Smart-ID login of a registered personal code')
      .withRequest('POST', `${GENERATE}/${ANNA}`, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ verificationCode: regex('^[0-9]{4}$', '4821') }),
      )
      .executeTest((server) => adapterFor(server.url).generateVerificationCode(ANNA));

    expect(result).toEqual({ ok: true, value: { verificationCode: '4821' } });
  });

  it('fails with error code 77 for a personal code without an account', async () => {
    const result = await createPact()
      .addInteraction()
      .given('Smart-ID login is on and no account has the personal code', { personalNumber: '120490-11236' })
      .uponReceiving('a Smart-ID login of a personal code without an account')
      .withRequest('POST', `${GENERATE}/120490-11236`, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 77, errorMessage: string('Smart-ID: no account is registered') }),
      )
      .executeTest((server) => adapterFor(server.url).generateVerificationCode('120490-11236'));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 77, httpStatus: 400 } });
  });
});

describe('authenticate (POST smartId/authenticate/{personalNumber})', () => {
  it('answers the session tokens once the player confirmed', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna confirmed a Smart-ID login', { personalNumber: ANNA })
      .uponReceiving('a Smart-ID authentication the player confirmed')
      .withRequest('POST', `${AUTHENTICATE}/${ANNA}`, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          accessToken: string('at.1001.c41e8a0b7f2d4c3a'),
          refreshToken: string('rt.1001.6b0e'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).authenticate(ANNA));

    expect(result).toEqual({
      ok: true,
      value: {
        status: 'authenticated',
        tokens: { accessToken: 'at.1001.c41e8a0b7f2d4c3a', refreshToken: 'rt.1001.6b0e' },
      },
    });
  });

  it('answers pending (error code 76) while the player has not confirmed', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna has not yet confirmed a Smart-ID login', { personalNumber: ANNA })
      .uponReceiving('a Smart-ID authentication the player has not confirmed yet')
      .withRequest('POST', `${AUTHENTICATE}/${ANNA}`, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 76, errorMessage: string('Smart-ID: no confirmation yet') }),
      )
      .executeTest((server) => adapterFor(server.url).authenticate(ANNA));

    expect(result).toEqual({ ok: true, value: { status: 'pending' } });
  });

  it('fails with error code 77 when no Smart-ID login was started', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player janis has started no Smart-ID login', { personalNumber: JANIS })
      .uponReceiving('a Smart-ID authentication without a started login')
      .withRequest('POST', `${AUTHENTICATE}/${JANIS}`, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 77, errorMessage: string('No Smart-ID session for this personal code') }),
      )
      .executeTest((server) => adapterFor(server.url).authenticate(JANIS));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 77, httpStatus: 400 } });
  });
});
