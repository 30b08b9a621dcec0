import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { AccountHttpAdapter } from '@lv-casino/adapters/http/account.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, integer, regex, string } = MatchersV3;

const BASE = '/api/v1/customerfacing/customers';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const activation = { username: 'pact.activation', activationKey: 'c7e1f0a2b9d84e5f' };
const reset = { username: 'pact.reset', key: '5d0b7e3a91c24f68' };

const adapterFor = (baseUrl: string, signedIn = false) =>
  new AccountHttpAdapter(pactClient(baseUrl, { signedIn }));

describe('acceptTermsAndConditions (POST customers/acceptTermsAndConditions, private)', () => {
  it('records the acceptance', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is logged in and has not accepted the terms')
      .uponReceiving('an acceptance of the terms')
      .withRequest('POST', `${BASE}/acceptTermsAndConditions`, (request) => request.headers(PRIVATE))
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url, true).acceptTermsAndConditions());

    expect(result).toEqual({ ok: true, value: undefined });
  });
});

describe('activate (POST customers/activate?username&activationKey)', () => {
  it('activates the account of the link', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a new player has an activation link', activation)
      .uponReceiving('an activation with the key of the link')
      .withRequest('POST', `${BASE}/activate`, (request) => request.query(activation).headers(CLIENT_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          accessToken: string('at.1003.9e1d4b2a7c6f4e80'),
          refreshToken: string('rt.1003.2f7a0c9b5d1e4a63'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).activate(activation));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with error code 8 on a wrong key', async () => {
    const wrongKey = { ...activation, activationKey: 'ffffffffffffffff' };
    const result = await createPact()
      .addInteraction()
      .given('a new player has an activation link', activation)
      .uponReceiving('an activation with a wrong key')
      .withRequest('POST', `${BASE}/activate`, (request) => request.query(wrongKey).headers(CLIENT_HEADERS))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 8, errorMessage: string('Activation key is invalid') }),
      )
      .executeTest((server) => adapterFor(server.url).activate(wrongKey));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 8, httpStatus: 400 } });
  });
});

describe('forgotPassword (POST customers/forgotPassword?username)', () => {
  it('sends the reset e-mail', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is active')
      .uponReceiving('a password-reset e-mail for a username')
      .withRequest('POST', `${BASE}/forgotPassword`, (request) =>
        request.query({ username: 'anna' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).forgotPassword('anna'));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('is refused with 429 and the wait once the login asked 3 times in 10 minutes', async () => {
    const result = await createPact()
      .addInteraction()
      .given('{login} has asked for {count} password resets in the last 10 minutes', {
        login: 'anna',
        count: '3',
      })
      .uponReceiving('a fourth password-reset e-mail for a login within 10 minutes')
      .withRequest('POST', `${BASE}/forgotPassword`, (request) =>
        request.query({ username: 'anna' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(429, (response) =>
        response.headers({ ...JSON_RESPONSE, 'Retry-After': regex(/^[1-9]\d*$/, '600') }).jsonBody({
          errorCode: -1,
          errorMessage: string('Too many password reset requests for this login; retry after 600 s'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).forgotPassword('anna'));

    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 429, retryAfterSeconds: 600 },
    });
  });
});

describe('resetPassword (POST customers/resetPassword)', () => {
  const body = (key: string) => ({ ...reset, key, password: 'Ziema2027!', rePassword: 'Ziema2027!' });

  it('sets the new password', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has a password-reset link', reset)
      .uponReceiving('a password reset with the key of the link')
      .withRequest('POST', `${BASE}/resetPassword`, (request) =>
        request.headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' }).jsonBody(body(reset.key)),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).resetPassword({ ...reset, password: 'Ziema2027!' }));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with error code 8 on a bad key', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has a password-reset link', reset)
      .uponReceiving('a password reset with a bad key')
      .withRequest('POST', `${BASE}/resetPassword`, (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody(body('0000000000000000')),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 8, errorMessage: string('Reset key is invalid') }),
      )
      .executeTest((server) =>
        adapterFor(server.url).resetPassword({ ...reset, key: '0000000000000000', password: 'Ziema2027!' }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 8, httpStatus: 400 } });
  });
});

describe('updateLanguage (POST customers/changeLanguage, private)', () => {
  it('stores the language of the profile', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is logged in')
      .uponReceiving('a change of the profile language')
      .withRequest('POST', `${BASE}/changeLanguage`, (request) =>
        request.headers({ ...PRIVATE, 'Content-Type': 'application/json' }).jsonBody({ lang: 'EN' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          id: integer(1001),
          username: string('anna'),
          firstName: string('Anna'),
          lastName: string('Bērziņa'),
          middleName: string('Gold'),
          lang: 'EN',
          currency: string('EUR'),
          country: string('LV'),
          acceptTermsAndConditions: boolean(true),
          kycVerified: 'VERIFIED',
          kycNotVerifiedReason: null,
          accountLockStatus: 'ACTIVE',
          realityCheckInterval: integer(60),
        }),
      )
      .executeTest((server) => adapterFor(server.url, true).updateLanguage('en'));

    expect(result).toEqual({ ok: true, value: undefined });
  });
});
