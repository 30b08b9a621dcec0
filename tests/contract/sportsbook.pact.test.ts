import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SportsbookHttpAdapter } from '@lv-casino/adapters/http/sportsbook.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, equal, regex, string } = MatchersV3;

const CONFIG = '/api/v1/customerfacing/gaming/betInAction/config';
const TOKEN = '/api/v1/customerfacing/gaming/betInAction/token';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const OPEN = 'the sportsbook widget is open on the label';

const adapterFor = (baseUrl: string, signedIn = false) =>
  new SportsbookHttpAdapter(pactClient(baseUrl, { signedIn }));

describe('getWidgetConfig (GET gaming/betInAction/config?locale=&deviceType=)', () => {
  it('answers the widget script, the Latvian culture, the versions and the banners on a desktop', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OPEN)
      .uponReceiving('the sportsbook widget configuration in Latvian for a desktop')
      .withRequest('GET', CONFIG, (request) =>
        request.query({ locale: 'lv', deviceType: 'DESKTOP' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          widgetScriptUrl: regex('^https?://\\S+$', 'https://sb.lv-casino.lv/widget/v2/sportsbook.js'),
          culture: equal('lv-LV'),
          versions: eachLike(string('prelive')),
          banners: eachLike(
            regex('^https?://\\S+$', 'https://cdn.lv-casino.lv/sportsbook/banner-lv-desktop-1.webp'),
          ),
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).getWidgetConfig({ locale: 'lv', deviceType: 'DESKTOP' }),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        widgetScriptUrl: 'https://sb.lv-casino.lv/widget/v2/sportsbook.js',
        culture: 'lv-LV',
        versions: ['prelive'],
        banners: ['https://cdn.lv-casino.lv/sportsbook/banner-lv-desktop-1.webp'],
      },
    });
  });
});

describe('getWidgetToken (GET gaming/betInAction/token, bearer)', () => {
  it('answers the personal widget token of a logged-in player', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OPEN)
      .given('player anna is logged in')
      .uponReceiving('a sportsbook widget token for a logged-in player')
      .withRequest('GET', TOKEN, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          token: string('bia-9f2d61c4e0b84f7a'),
          expiresAt: regex(
            '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
            '2026-11-21T10:30:00.000Z',
          ),
        }),
      )
      .executeTest((server) => adapterFor(server.url, true).getWidgetToken());

    expect(result).toEqual({
      ok: true,
      value: { token: 'bia-9f2d61c4e0b84f7a', expiresAt: Date.UTC(2026, 10, 21, 10, 30) },
    });
  });

  it('fails with error code 39 for a self-excluded player', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OPEN)
      .given('a self-excluded player is logged in', { username: 'pact.sportsbook-excluded' })
      .uponReceiving('a sportsbook widget token for a self-excluded player')
      .withRequest('GET', TOKEN, (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 39, errorMessage: string('Customer is self-excluded') }),
      )
      .executeTest((server) => adapterFor(server.url, true).getWidgetToken());

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 39, httpStatus: 400 } });
  });
});
