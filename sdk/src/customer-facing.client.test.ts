import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error.ts';
import { createCustomerFacingClient, type CustomerFacingClient } from './customer-facing.client.ts';
import { refreshTokenPath } from './refreshing-fetch.ts';
import { createBalance, createGeneralConfig, createUser } from './testing/customer-facing.builders.ts';
import { FakeApiServer, errorResponse, jsonResponse } from './testing/fake-api.server.ts';
import { FakeSessionBackend } from './testing/fake-session.backend.ts';
import { InMemoryTokenSource } from './testing/in-memory-token.source.ts';

const currentCustomerPath = '/api/v1/customerfacing/currentCustomer';
const generalConfigPath = '/api/v2/customerfacing/config/general';
const balancesPath = '/api/v1/customerfacing/customers/balances';

interface Harness {
  readonly client: CustomerFacingClient;
  readonly server: FakeApiServer;
  readonly backend: FakeSessionBackend;
  readonly tokens: InMemoryTokenSource;
  readonly events: { sessionExpired: number; unauthorised: number };
}

function createHarness(options: { loggedIn?: boolean } = {}): Harness {
  const backend = new FakeSessionBackend();
  const server = new FakeApiServer()
    .on('POST', refreshTokenPath, backend.refreshRoute)
    .on('GET', generalConfigPath, () => jsonResponse(200, createGeneralConfig()))
    .on(
      'GET',
      currentCustomerPath,
      backend.privateRoute(() => jsonResponse(200, createUser())),
    )
    .on(
      'GET',
      balancesPath,
      backend.privateRoute(() => jsonResponse(200, createBalance())),
    );
  const tokens = new InMemoryTokenSource(options.loggedIn === false ? null : backend.issue());
  const events = { sessionExpired: 0, unauthorised: 0 };
  const client = createCustomerFacingClient({
    baseUrl: 'http://sandbox.test',
    clientCode: 'lv-casino-web',
    labelEntryPoint: 'LV',
    tokens,
    fetch: server.fetch,
    onSessionExpired: () => (events.sessionExpired += 1),
    onUnauthorised: () => (events.unauthorised += 1),
  });
  return { client, server, backend, tokens, events };
}

function expireCurrentToken({ backend, tokens }: Harness): void {
  backend.expire(tokens.read()?.accessToken ?? '');
}

describe('createCustomerFacingClient', () => {
  it('sends the client-code and label headers on public, private and refresh calls', async () => {
    const harness = createHarness();
    await harness.client.GET(generalConfigPath);
    expireCurrentToken(harness);
    await harness.client.GET(currentCustomerPath);

    expect(harness.server.requests.map((request) => request.path)).toEqual([
      generalConfigPath,
      currentCustomerPath,
      refreshTokenPath,
      currentCustomerPath,
    ]);
    for (const request of harness.server.requests) {
      expect(request.headers.get('X-Client-Code')).toBe('lv-casino-web');
      expect(request.headers.get('X-Label-Entry-Point')).toBe('LV');
    }
  });

  it('sends no bearer token on a public operation', async () => {
    const harness = createHarness();
    const { response } = await harness.client.GET(generalConfigPath);

    expect(response.status).toBe(200);
    expect(harness.server.requestsTo('GET', generalConfigPath)[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token on a private operation', async () => {
    const harness = createHarness();
    const { data } = await harness.client.GET(balancesPath, {
      params: { query: { timestamp: 1774458000000 } },
    });

    expect(data).toEqual(createBalance());
    const [request] = harness.server.requestsTo('GET', balancesPath);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${harness.tokens.read()?.accessToken ?? ''}`);
    expect(request?.query.get('timestamp')).toBe('1774458000000');
  });

  it('refreshes once and retries with the new token when the access token has expired (96)', async () => {
    const harness = createHarness();
    expireCurrentToken(harness);
    const { data, response } = await harness.client.GET(currentCustomerPath);

    expect(response.status).toBe(200);
    expect(data).toEqual(createUser());
    expect(harness.tokens.read()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2' });
    const calls = harness.server.requestsTo('GET', currentCustomerPath);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer at-1', 'Bearer at-2']);
  });

  it('refreshes once and retries when the access token is invalid (97)', async () => {
    const harness = createHarness();
    harness.backend.revoke(harness.tokens.read()?.accessToken ?? '');
    const { response } = await harness.client.GET(currentCustomerPath);

    expect(response.status).toBe(200);
    expect(harness.server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
  });

  it('makes exactly one refresh for 50 concurrent calls that all get 96, and retries each once', async () => {
    const harness = createHarness();
    expireCurrentToken(harness);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => harness.client.GET(currentCustomerPath)),
    );

    expect(harness.server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
    expect(results.map((result) => result.response.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const retries = harness.server
      .requestsTo('GET', currentCustomerPath)
      .filter((call) => call.headers.get('Authorization') === 'Bearer at-2');
    expect(retries).toHaveLength(50);
  });

  it('refreshes again when a later call expires after the first refresh has finished', async () => {
    const harness = createHarness();
    expireCurrentToken(harness);
    await harness.client.GET(currentCustomerPath);
    expireCurrentToken(harness);
    const { response } = await harness.client.GET(currentCustomerPath);

    expect(response.status).toBe(200);
    expect(harness.server.requestsTo('POST', refreshTokenPath)).toHaveLength(2);
  });

  it('retries only once: a retry that fails again reaches the caller', async () => {
    const harness = createHarness();
    harness.server.on('GET', currentCustomerPath, () => errorResponse(401, 96, 'Access token expired'));
    const { error, response } = await harness.client.GET(currentCustomerPath);

    expect(readApiError(response, error).errorCode).toBe(96);
    expect(harness.server.requestsTo('GET', currentCustomerPath)).toHaveLength(2);
    expect(harness.server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
  });

  it('on a refresh failing with 98 clears the tokens, reports the expiry once and gives callers error 98', async () => {
    const harness = createHarness();
    expireCurrentToken(harness);
    harness.backend.expireRefreshTokens();
    const results = await Promise.all([1, 2, 3].map(() => harness.client.GET(currentCustomerPath)));

    expect(harness.tokens.read()).toBeNull();
    expect(harness.tokens.clears).toBe(1);
    expect(harness.events.sessionExpired).toBe(1);
    for (const { error, response } of results) {
      expect(readApiError(response, error)).toMatchObject({ errorCode: 98, httpStatus: 401 });
    }
  });

  it('reports errorCode 3 (Unauthorized) to onUnauthorised', async () => {
    const harness = createHarness({ loggedIn: false });
    const { error, response } = await harness.client.GET(currentCustomerPath);

    expect(harness.events.unauthorised).toBe(1);
    expect(readApiError(response, error)).toMatchObject({ errorCode: 3, httpStatus: 401 });
    expect(harness.server.requestsTo('POST', refreshTokenPath)).toHaveLength(0);
  });
});
