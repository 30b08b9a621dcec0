import { describe, expect, it } from 'vitest';
import { toSportsbookToken, toSportsbookWidgetConfig } from './sportsbook.mapper.ts';

const configDto = {
  widgetScriptUrl: 'https://sb.lv-casino.lv/widget/v2/sportsbook.js',
  culture: 'lv-LV',
  versions: ['prelive', 'live', 'virtuals'],
  banners: ['https://cdn.lv-casino.lv/sportsbook/banner-lv-1.webp'],
};

describe('toSportsbookWidgetConfig', () => {
  it('reads the script, culture, versions and banners', () => {
    expect(toSportsbookWidgetConfig(configDto)).toEqual({ ok: true, value: configDto });
  });

  it('refuses a script URL that is not absolute', () => {
    expect(toSportsbookWidgetConfig({ ...configDto, widgetScriptUrl: '/widget.js' })).toEqual({
      ok: false,
      error: 'body.widgetScriptUrl is not an absolute http(s) URL',
    });
  });

  it('refuses a culture the contract does not list', () => {
    expect(toSportsbookWidgetConfig({ ...configDto, culture: 'de-DE' }).ok).toBe(false);
  });

  it('refuses banners that are not strings', () => {
    expect(toSportsbookWidgetConfig({ ...configDto, banners: [1] })).toEqual({
      ok: false,
      error: 'body.banners is not an array of strings',
    });
  });
});

describe('toSportsbookToken', () => {
  it('reads the token and when it expires, in ms since the epoch', () => {
    expect(toSportsbookToken({ token: 'bia-9f2d', expiresAt: '2026-11-21T10:30:00Z' })).toEqual({
      ok: true,
      value: { token: 'bia-9f2d', expiresAt: Date.UTC(2026, 10, 21, 10, 30) },
    });
  });

  it('reads a token without an expiry as one whose end is not known', () => {
    expect(toSportsbookToken({ token: 'bia-9f2d' })).toEqual({
      ok: true,
      value: { token: 'bia-9f2d', expiresAt: null },
    });
  });

  it('refuses an expiry that is not a date-time', () => {
    expect(toSportsbookToken({ token: 'bia-9f2d', expiresAt: 'soon' })).toEqual({
      ok: false,
      error: 'body.expiresAt is not a date-time',
    });
  });

  it('refuses a body without a token', () => {
    expect(toSportsbookToken({})).toEqual({ ok: false, error: 'body.token is not a string' });
  });
});
