import { describe, expect, it } from 'vitest';
import { AuthHttpAdapter } from '@lv-casino/adapters/http/auth.http-adapter.ts';
import { CustomerHttpAdapter } from '@lv-casino/adapters/http/customer.http-adapter.ts';
import {
  BEARER_FROM_PROVIDER_STATE,
  contractExample,
  JSON_RESPONSE,
  matchingTypes,
  pactClient,
} from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const LOGGED_IN = 'player {username} is logged in';

describe('getCurrentCustomer (GET currentCustomer, private)', () => {
  it('reads the logged-in player, with the statuses the web acts on', async () => {
    const user = contractExample('User');
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.session.customer' })
      .uponReceiving('a read of the logged-in player')
      .withRequest('GET', '/api/v1/customerfacing/currentCustomer', (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(matchingTypes(user, ['kycVerified', 'accountLockStatus', 'currency', 'country'])),
      )
      .executeTest((server) =>
        new CustomerHttpAdapter(pactClient(server.url, { signedIn: true })).getCurrentCustomer(),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { username: user['username'], kycVerified: 'VERIFIED', accountLockStatus: 'ACTIVE' },
    });
  });

  it('fails with error code 3 without a session', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a read of the player without a session')
      .withRequest('GET', '/api/v1/customerfacing/currentCustomer', (request) =>
        request.headers(CLIENT_HEADERS),
      )
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ errorCode: 3, errorMessage: 'Unauthorized' }),
      )
      .executeTest((server) => new CustomerHttpAdapter(pactClient(server.url)).getCurrentCustomer());

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('getBalances (GET customers/balances, private)', () => {
  it('reads the cash, bonus and total balance in cents', async () => {
    const balance = contractExample('Balance');
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.session.balance' })
      .uponReceiving('a read of the balances')
      .withRequest('GET', '/api/v1/customerfacing/customers/balances', (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(matchingTypes(balance, ['currency'])),
      )
      .executeTest((server) =>
        new CustomerHttpAdapter(pactClient(server.url, { signedIn: true })).getBalance(),
      );

    expect(result).toMatchObject({ ok: true, value: { total: balance['totalBalance'], currency: 'EUR' } });
  });
});

describe('logout (POST api/v2/customerfacing/logout, private)', () => {
  it('ends the session', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.session.logout' })
      .uponReceiving('a logout')
      .withRequest('POST', '/api/v2/customerfacing/logout', (request) => request.headers(PRIVATE))
      .willRespondWith(204)
      .executeTest((server) => new AuthHttpAdapter(pactClient(server.url, { signedIn: true })).logout());

    expect(result).toEqual({ ok: true, value: undefined });
  });
});
