import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SmsVerificationHttpAdapter } from '@lv-casino/adapters/http/sms-verification.http-adapter.ts';
import { pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { string } = MatchersV3;

const AUTHENTICATE = '/api/v1/customerfacing/customers/smsVerification/authenticate';
const ACTIVATE = '/api/v1/customerfacing/customers/smsVerification/account/activate';
const FORGOT_PASSWORD = '/api/v1/customerfacing/customers/smsVerification/forgotPassword';
const JSON_REQUEST = { ...CLIENT_HEADERS, 'Content-Type': 'application/json' };
const tokens = {
  accessToken: string('at.1003.9e1d4b2a7c6f4e80'),
  refreshToken: string('rt.1003.2f7a0c9b5d1e4a63'),
};

const adapterFor = (baseUrl: string) => new SmsVerificationHttpAdapter(pactClient(baseUrl));

describe('authenticate (POST customers/smsVerification/authenticate)', () => {
  it('answers the session tokens for the code sent by SMS', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has an SMS login code', { username: 'anna', code: '482913' })
      .uponReceiving('an SMS login with the code sent')
      .withRequest('POST', AUTHENTICATE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'anna', verificationCode: '482913' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(tokens))
      .executeTest((server) => adapterFor(server.url).authenticate({ username: 'anna', code: '482913' }));

    expect(result).toEqual({
      ok: true,
      value: { accessToken: 'at.1003.9e1d4b2a7c6f4e80', refreshToken: 'rt.1003.2f7a0c9b5d1e4a63' },
    });
  });

  it('fails with error code 82 on a wrong code', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has an SMS login code', { username: 'janis', code: '482913' })
      .uponReceiving('an SMS login with a wrong code')
      .withRequest('POST', AUTHENTICATE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'janis', verificationCode: '000000' }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 82, errorMessage: string('The SMS code is invalid') }),
      )
      .executeTest((server) => adapterFor(server.url).authenticate({ username: 'janis', code: '000000' }));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 82, httpStatus: 400 } });
  });
});

describe('activateAccount (POST customers/smsVerification/account/activate)', () => {
  it('answers the tokens and the login flag "true" when auto-login is on', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a new player has an SMS activation code', {
        username: 'pact.sms',
        code: '305172',
        registrationAutoLoginEnabled: true,
      })
      .uponReceiving('an SMS account activation with auto-login')
      .withRequest('POST', ACTIVATE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'pact.sms', verificationCode: '305172' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ autoLogin: 'true', ...tokens }),
      )
      .executeTest((server) =>
        adapterFor(server.url).activateAccount({ username: 'pact.sms', code: '305172' }),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        tokens: { accessToken: 'at.1003.9e1d4b2a7c6f4e80', refreshToken: 'rt.1003.2f7a0c9b5d1e4a63' },
        loginFlag: 'true',
      },
    });
  });

  it('answers no tokens and the login flag "false" when auto-login is off', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a new player has an SMS activation code', {
        username: 'pact.sms',
        code: '305172',
        registrationAutoLoginEnabled: false,
      })
      .uponReceiving('an SMS account activation without auto-login')
      .withRequest('POST', ACTIVATE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'pact.sms', verificationCode: '305172' }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ autoLogin: 'false', accessToken: null, refreshToken: null }),
      )
      .executeTest((server) =>
        adapterFor(server.url).activateAccount({ username: 'pact.sms', code: '305172' }),
      );

    expect(result).toEqual({ ok: true, value: { tokens: null, loginFlag: 'false' } });
  });

  it('fails with error code 82 on a wrong code', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a new player has an SMS activation code', { username: 'pact.sms', code: '305172' })
      .uponReceiving('an SMS account activation with a wrong code')
      .withRequest('POST', ACTIVATE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'pact.sms', verificationCode: '999999' }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 82, errorMessage: string('The SMS code is invalid') }),
      )
      .executeTest((server) =>
        adapterFor(server.url).activateAccount({ username: 'pact.sms', code: '999999' }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 82, httpStatus: 400 } });
  });
});

describe('forgotPassword (POST customers/smsVerification/forgotPassword)', () => {
  it('succeeds when the new password is on its way', async () => {
    const result = await createPact()
      .addInteraction()
      .given('SMS password reset is on for a player', { username: 'pact.sms.password' })
      .uponReceiving('a new password by SMS')
      .withRequest('POST', FORGOT_PASSWORD, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'pact.sms.password' }),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).forgotPassword('pact.sms.password'));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with error code 83 while SMS password reset is off', async () => {
    const result = await createPact()
      .addInteraction()
      .given('SMS password reset is off')
      .uponReceiving('a new password by SMS while it is off')
      .withRequest('POST', FORGOT_PASSWORD, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ username: 'anna' }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 83, errorMessage: string('SMS verification is disabled') }),
      )
      .executeTest((server) => adapterFor(server.url).forgotPassword('anna'));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 83, httpStatus: 400 } });
  });
});
