import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { AuthHttpAdapter } from '@lv-casino/adapters/http/auth.http-adapter.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { like, integer, string } = MatchersV3;

/** The real adapter over the real SDK client, pointed at Pact's mock server. */
const authAdapterFor = (baseUrl: string): AuthHttpAdapter =>
  new AuthHttpAdapter(
    createCustomerFacingClient({
      baseUrl,
      clientCode: CLIENT_HEADERS['X-Client-Code'],
      labelEntryPoint: CLIENT_HEADERS['X-Label-Entry-Point'],
      tokens: new InMemoryTokenStore(),
    }),
  );

const credentials = { username: 'anna', password: 'Casino2026!', rememberMe: false, credentialCheck: false };
const loginBody = { username: 'anna', password: 'Casino2026!', rememberme: false, credentialCheck: false };

describe('login (POST api/v2/customerfacing/login)', () => {
  it('returns the session tokens of an active player', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is active')
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/api/v2/customerfacing/login', (request) =>
        request.headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' }).jsonBody(loginBody),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': like('application/json') })
          .jsonBody({ accessToken: string('a6f1c0de-access'), refreshToken: string('0b7e2f1a-refresh') }),
      )
      .executeTest((server) => authAdapterFor(server.url).login(credentials));

    expect(result).toEqual({
      ok: true,
      value: { accessToken: 'a6f1c0de-access', refreshToken: '0b7e2f1a-refresh' },
    });
  });

  it('fails with error code 1 on a wrong password', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is active')
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/v2/customerfacing/login', (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody({ ...loginBody, password: 'wrong-password' }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ 'Content-Type': like('application/json') })
          .jsonBody({ errorCode: integer(1), errorMessage: string('Bad credentials') }),
      )
      .executeTest((server) =>
        authAdapterFor(server.url).login({ ...credentials, password: 'wrong-password' }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 1, httpStatus: 400 } });
  });
});
