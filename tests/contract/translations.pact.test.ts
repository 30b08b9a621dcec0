import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { TranslationsHttpAdapter } from '@lv-casino/adapters/http/translations.http-adapter.ts';
import { JSON_RESPONSE, pactClient } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { like } = MatchersV3;

describe('getTranslations (POST cftranslations/language/{lang}/category/multiple, public)', () => {
  it("reads the server's texts of a language by category", async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a read of the Latvian texts of GENERAL')
      .withRequest('POST', '/api/v2/customerfacing/cftranslations/language/lv/category/multiple', (request) =>
        request.headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' }).jsonBody(['GENERAL']),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ GENERAL: like({ 'header.login': 'Pieslēgties' }) }),
      )
      .executeTest((server) => new TranslationsHttpAdapter(pactClient(server.url)).load('lv', ['GENERAL']));

    expect(result).toMatchObject({ ok: true });
  });

  it("reads the account area's texts alone, as the web asks them when its first account feature opens", async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a read of the Russian texts of CUSTOMER')
      .withRequest('POST', '/api/v2/customerfacing/cftranslations/language/ru/category/multiple', (request) =>
        request.headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' }).jsonBody(['CUSTOMER']),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ CUSTOMER: like({ 'login.title': 'Вход' }) }),
      )
      .executeTest((server) => new TranslationsHttpAdapter(pactClient(server.url)).load('ru', ['CUSTOMER']));

    expect(result).toEqual({ ok: true, value: { 'login.title': 'Вход' } });
  });
});
