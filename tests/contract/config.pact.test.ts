import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ConfigHttpAdapter } from '@lv-casino/adapters/http/config.http-adapter.ts';
import {
  BEARER_FROM_PROVIDER_STATE,
  contractExample,
  JSON_RESPONSE,
  matchingTypes,
  pactClient,
} from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, string } = MatchersV3;

describe('getGeneralConfig (GET api/v2/customerfacing/config/general, public)', () => {
  it("reads the label's configuration at start-up, with where its live chat is and the footer's payment logos", async () => {
    const general = contractExample('GeneralConfig');
    // The footer's payment logos: a list of at least one { name, logoUrl } (the footer reads both).
    const paymentLogo = { name: 'Visa', logoUrl: 'https://cdn.lv-casino.lv/payments/visa.svg' };
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a read of the general configuration')
      .withRequest('GET', '/api/v2/customerfacing/config/general', (request) =>
        request.headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          ...matchingTypes(general, ['baseCurrency']),
          paymentLogos: eachLike({ name: string(paymentLogo.name), logoUrl: string(paymentLogo.logoUrl) }),
        }),
      )
      .executeTest((server) => new ConfigHttpAdapter(pactClient(server.url)).getGeneral());

    expect(result).toMatchObject({
      ok: true,
      value: { liveChatUrl: general['liveChatUrl'], paymentLogos: [paymentLogo] },
    });
  });
});

describe('getCustomerConfig (GET api/v2/customerfacing/config/customer, private)', () => {
  it("reads the player's configuration after login", async () => {
    const customer = contractExample('CustomerConfig');
    const result = await createPact()
      .addInteraction()
      .given('player {username} is logged in', { username: 'pact.config.customer' })
      .uponReceiving("a read of the player's configuration")
      .withRequest('GET', '/api/v2/customerfacing/config/customer', (request) =>
        request.headers({ ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(matchingTypes(customer)))
      .executeTest((server) =>
        new ConfigHttpAdapter(pactClient(server.url, { signedIn: true })).getCustomer(),
      );

    expect(result).toMatchObject({ ok: true });
  });
});
