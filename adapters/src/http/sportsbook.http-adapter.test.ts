import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { SportsbookHttpAdapter } from './sportsbook.http-adapter.ts';

const API = '/api/v1/customerfacing/gaming/betInAction';
const CONFIG = `${API}/config`;
const TOKEN = `${API}/token`;
const configDto = {
  widgetScriptUrl: 'https://sb.lv-casino.lv/widget/v2/sportsbook.js',
  culture: 'ru-RU',
  versions: ['prelive', 'live', 'virtuals'],
  banners: [],
};

describe('SportsbookHttpAdapter', () => {
  const setUp = ({ signedIn = true } = {}) => {
    const fixture = customerFacingFixture({ signedIn });
    return { ...fixture, adapter: new SportsbookHttpAdapter(fixture.client) };
  };

  it('asks for the configuration of the locale and device, without a bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CONFIG, 200, configDto);

    const result = await adapter.getWidgetConfig({ locale: 'ru', deviceType: 'MOBILE' });

    const request = server.lastRequest(CONFIG);
    expect([
      result,
      request?.url.searchParams.toString(),
      request?.headers.get('Authorization'),
      request?.headers.get('X-Label-Entry-Point'),
    ]).toEqual([{ ok: true, value: configDto }, 'locale=ru&deviceType=MOBILE', null, 'LV']);
  });

  it('fails a configuration the contract does not allow with -1', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CONFIG, 200, { ...configDto, culture: 'xx' });

    expect(await adapter.getWidgetConfig({ locale: 'lv', deviceType: 'DESKTOP' })).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('fetches the token with the player’s bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', TOKEN, 200, { token: 'bia-9f2d', expiresAt: '2026-11-21T10:30:00Z' });

    const result = await adapter.getWidgetToken();

    expect([result, server.lastRequest(TOKEN)?.headers.get('Authorization')]).toEqual([
      { ok: true, value: { token: 'bia-9f2d', expiresAt: Date.UTC(2026, 10, 21, 10, 30) } },
      'Bearer access-1',
    ]);
  });

  it('fails the token of a self-excluded player with 39', async () => {
    const { server, adapter } = setUp();
    server.json('GET', TOKEN, 400, { errorCode: 39, errorMessage: 'Customer is self-excluded' });

    expect(await adapter.getWidgetToken()).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 39, httpStatus: 400 },
    });
  });

  it('fails the token as a transport failure when the network is down', async () => {
    const { server, adapter } = setUp();
    server.networkError('GET', TOKEN);

    expect(await adapter.getWidgetToken()).toMatchObject({ ok: false, error: { kind: 'transport' } });
  });
});
