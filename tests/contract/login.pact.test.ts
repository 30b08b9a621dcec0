import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { AuthHttpAdapter } from '@lv-casino/adapters/http/auth.http-adapter.ts';
import { JSON_RESPONSE, pactClient } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { like, regex, string } = MatchersV3;

const LOGIN = '/api/v2/customerfacing/login';
const PASSWORD = 'Casino2026!';

/** A login as the web sends it: no "remember me", no credential check only. */
const loginBody = (username: string, password = PASSWORD) => ({
  username,
  password,
  rememberme: false,
  credentialCheck: false,
});

const login = (baseUrl: string, username: string, password = PASSWORD) =>
  new AuthHttpAdapter(pactClient(baseUrl)).login({
    username,
    password,
    rememberMe: false,
    credentialCheck: false,
  });

describe('login (POST api/v2/customerfacing/login)', () => {
  it('returns the session tokens of an active player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player {username} with password {password} is {lockStatus}', {
        username: 'pact.login.active',
        password: PASSWORD,
        lockStatus: 'ACTIVE',
      })
      .uponReceiving('a login with the right password')
      .withRequest('POST', LOGIN, (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody(loginBody('pact.login.active')),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ accessToken: string('a6f1c0de-access'), refreshToken: string('0b7e2f1a-refresh') }),
      )
      .executeTest((server) => login(server.url, 'pact.login.active'));

    expect(result).toEqual({
      ok: true,
      value: { accessToken: 'a6f1c0de-access', refreshToken: '0b7e2f1a-refresh' },
    });
  });

  /**
   * Each refusal the login form shows differently: its own message, and for 39 the self-exclusion
   * modal, for 82 the SMS code step. errorCode is matched exactly: the client branches on it.
   */
  const refusals = [
    {
      errorCode: 1,
      what: 'a wrong password',
      state: 'player {username} with password {password} is {lockStatus}',
      params: { username: 'pact.login.wrong', lockStatus: 'ACTIVE' },
      password: 'wrong-password',
      errorMessage: 'Bad credentials',
    },
    {
      errorCode: 2,
      what: 'a closed account',
      state: 'player {username} with password {password} is {lockStatus}',
      params: { username: 'pact.login.closed', lockStatus: 'CLOSED' },
      errorMessage: 'Account is locked (CLOSED)',
    },
    {
      errorCode: 66,
      what: 'an account in its cooling-off period',
      state: 'player {username} with password {password} is {lockStatus}',
      params: { username: 'pact.login.cooling', lockStatus: 'COOLING_OFF' },
      errorMessage: 'Account is in a cooling-off period',
    },
    {
      errorCode: 69,
      what: 'a frozen account',
      state: 'player {username} with password {password} is {lockStatus}',
      params: { username: 'pact.login.frozen', lockStatus: 'FROZEN' },
      errorMessage: 'Account is frozen',
    },
    {
      errorCode: 39,
      what: 'a self-excluded player',
      state: 'player {username} with password {password} is self-excluded',
      params: { username: 'pact.login.excluded' },
      errorMessage: 'Self-excluded permanently',
      data: { permanent: true },
    },
    {
      errorCode: 93,
      what: 'a player on a timeout',
      state: 'player {username} with password {password} has taken a timeout of {hours} hours',
      params: { username: 'pact.login.timeout', hours: '48' },
      errorMessage: 'Timeout until 2026-11-30T12:00:00.000Z',
      data: { endDate: '2026-11-30T12:00:00.000Z' },
    },
    {
      errorCode: 82,
      what: 'a player with two-factor login by SMS',
      state: 'player {username} with password {password} logs in with an SMS code',
      params: { username: 'pact.login.sms' },
      errorMessage: 'A login code was sent by SMS to +371 2*** **67; enter it',
    },
  ] as const;

  it.each(refusals)('fails with error code $errorCode for $what', async (refusal) => {
    const password = 'password' in refusal ? refusal.password : PASSWORD;
    const result = await createPact()
      .addInteraction()
      .given(refusal.state, { ...refusal.params, password: PASSWORD })
      .uponReceiving(`a login of ${refusal.what}`)
      .withRequest('POST', LOGIN, (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody(loginBody(refusal.params.username, password)),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          errorCode: refusal.errorCode,
          errorMessage: string(refusal.errorMessage),
          ...('data' in refusal ? { data: like(refusal.data) } : {}),
        }),
      )
      .executeTest((server) => login(server.url, refusal.params.username, password));

    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: refusal.errorCode, httpStatus: 400 },
    });
  });

  it('is refused with 429 and the wait when the username has failed 5 logins in a row', async () => {
    const username = 'pact.login.throttled';
    const result = await createPact()
      .addInteraction()
      .given('player {username} with password {password} has just failed {failures} logins in a row', {
        username,
        password: PASSWORD,
        failures: '5',
      })
      .uponReceiving('a login with the right password of a username throttled after 5 failed logins')
      .withRequest('POST', LOGIN, (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody(loginBody(username)),
      )
      .willRespondWith(429, (response) =>
        response.headers({ ...JSON_RESPONSE, 'Retry-After': regex(/^[1-9]\d*$/, '30') }).jsonBody({
          errorCode: -1,
          errorMessage: string('Too many failed logins for this username; retry after 30 s'),
        }),
      )
      .executeTest((server) => login(server.url, username));

    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 429, retryAfterSeconds: 30 },
    });
  });

  it('is refused with 429 and Retry-After when the client logs in too often', async () => {
    const result = await createPact()
      .addInteraction()
      .given('this client has used up its {max} logins of the minute', { max: '5' })
      .uponReceiving('a login from a client that has used up its logins of the minute')
      .withRequest('POST', LOGIN, (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody(loginBody('pact.login.hurried')),
      )
      .willRespondWith(429, (response) =>
        response
          .headers({ ...JSON_RESPONSE, 'Retry-After': regex(/^[1-9]\d*$/, '60') })
          .jsonBody({ errorCode: -1, errorMessage: string('Too many requests; retry after 60 s') }),
      )
      .executeTest((server) => login(server.url, 'pact.login.hurried'));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 429 } });
  });
});
