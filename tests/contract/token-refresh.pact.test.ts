import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CustomerHttpAdapter } from '@lv-casino/adapters/http/customer.http-adapter.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { refreshTokenPath } from '@lv-casino/sdk/refresh-options.ts';
import { BEARER_FROM_PROVIDER_STATE, JSON_RESPONSE, PACT_SESSION } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { fromProviderState, string } = MatchersV3;

/**
 * The SDK's own calls (issue 36): the token refresh it sends by itself when a private call is refused
 * with 96 or 97, and for the realtime channel (`refreshSession`). Each interaction is driven by the
 * SDK's refresh code over the real client, never by a hand-made request.
 */

const BALANCES = '/api/v1/customerfacing/customers/balances';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
/** The refresh token the provider state's session holds; the consumer's example is PACT_SESSION's. */
const REFRESH_TOKEN = fromProviderState('${refreshToken}', PACT_SESSION.refreshToken);

/** The real SDK client over Pact's mock server, signed in, with what it did to the session observable. */
function signedInClient(baseUrl: string) {
  const tokens = new InMemoryTokenStore(PACT_SESSION);
  let expired = 0;
  const client = createCustomerFacingClient({
    baseUrl,
    clientCode: CLIENT_HEADERS['X-Client-Code'],
    labelEntryPoint: CLIENT_HEADERS['X-Label-Entry-Point'],
    tokens,
    onSessionExpired: () => {
      expired += 1;
    },
  });
  return { client, tokens, expired: () => expired };
}

const refreshRequest = (request: {
  headers(h: object): typeof request;
  jsonBody(b: object): typeof request;
}) =>
  request
    .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
    .jsonBody({ refreshToken: REFRESH_TOKEN });

const refusedWith98 = (response: {
  headers(h: object): typeof response;
  jsonBody(b: object): typeof response;
}) =>
  response
    .headers(JSON_RESPONSE)
    .jsonBody({ errorCode: 98, errorMessage: string('Refresh token expired or unknown') });

describe('refreshToken (POST api/v2/customerfacing/token/refresh), the SDK’s own call', () => {
  it('rotates the pair of a live session, and the SDK stores the new one', async () => {
    const seen = await createPact()
      .addInteraction()
      .given('player {username} is logged in', { username: 'pact.refresh.live' })
      .uponReceiving('a token refresh of a live session')
      .withRequest('POST', refreshTokenPath, refreshRequest)
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ accessToken: string('access-2'), refreshToken: string('refresh-2') }),
      )
      .executeTest(async (server) => {
        const { client, tokens } = signedInClient(server.url);
        return { outcome: await client.refreshSession(PACT_SESSION.accessToken), stored: tokens.read() };
      });

    expect(seen).toEqual({
      outcome: { kind: 'refreshed', accessToken: 'access-2' },
      stored: { accessToken: 'access-2', refreshToken: 'refresh-2' },
    });
  });

  it('ends the session on 98: the SDK clears the tokens and says the session expired', async () => {
    const seen = await createPact()
      .addInteraction()
      .given("player {username}'s session has expired", { username: 'pact.refresh.expired' })
      .uponReceiving('a token refresh with an expired refresh token')
      .withRequest('POST', refreshTokenPath, refreshRequest)
      .willRespondWith(401, refusedWith98)
      .executeTest(async (server) => {
        const { client, tokens, expired } = signedInClient(server.url);
        return {
          outcome: await client.refreshSession(PACT_SESSION.accessToken),
          stored: tokens.read(),
          expired: expired(),
        };
      });

    expect(seen).toEqual({ outcome: { kind: 'ended' }, stored: null, expired: 1 });
  });
});

describe('a private call refused for its token makes the SDK refresh once', () => {
  /** The player's balances, read through the adapter: the SDK refreshes on 96/97 by itself. */
  const readBalances = async (baseUrl: string) => {
    const { client, tokens, expired } = signedInClient(baseUrl);
    const result = await new CustomerHttpAdapter(client).getBalance();
    return { result, stored: tokens.read(), expired: expired() };
  };

  it.each([
    {
      errorCode: 96,
      state: "player {username}'s session has expired",
      username: 'pact.refresh.after96',
      what: 'an expired access token',
      errorMessage: 'Access token expired',
    },
    {
      errorCode: 97,
      state: "the backend has ended {username}'s session",
      username: 'pact.refresh.after97',
      what: 'the access token of a session the backend ended',
      errorMessage: 'Access token invalid',
    },
  ])('refreshes after $errorCode and ends the session when the refresh answers 98', async (refusal) => {
    const pact = createPact();
    pact
      .addInteraction()
      .given(refusal.state, { username: refusal.username })
      .uponReceiving(`a read of the balances with ${refusal.what}`)
      .withRequest('GET', BALANCES, (request) => request.headers(PRIVATE))
      .willRespondWith(401, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: refusal.errorCode, errorMessage: string(refusal.errorMessage) }),
      );
    const seen = await pact
      .addInteraction()
      .given(refusal.state, { username: refusal.username })
      .uponReceiving(`the SDK's token refresh after ${String(refusal.errorCode)}, refused with 98`)
      .withRequest('POST', refreshTokenPath, refreshRequest)
      .willRespondWith(401, refusedWith98)
      .executeTest((server) => readBalances(server.url));

    expect(seen).toMatchObject({
      result: { ok: false, error: { kind: 'api', httpStatus: 401 } },
      stored: null,
      expired: 1,
    });
  });
});
