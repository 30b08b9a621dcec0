import { describe, expect, it } from 'vitest';
import type { GeneralConfig } from '../config/config.ts';
import { ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createGeneralConfig } from '../testing/config.builder.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { createSportsbookWidgetConfig } from '../testing/sportsbook.builder.ts';
import { FakeSportsbookPort } from '../testing/sportsbook-port.fake.ts';
import { OpenSportsbookUseCase, type OpenSportsbookInput } from './open-sportsbook.use-case.ts';
import { SPORTSBOOK_PROVIDER } from './sportsbook.ts';

const listed = { maintenanceMode: [], enabled: [SPORTSBOOK_PROVIDER], realMoneyMode: [SPORTSBOOK_PROVIDER] };

/** A page of `pathname` in `lang` on a desktop, with the sportsbook's provider enabled unless overridden. */
const input = (
  pathname: string,
  overrides: Partial<GeneralConfig> = {},
  lang: OpenSportsbookInput['lang'] = 'lv',
): OpenSportsbookInput => ({
  config: createGeneralConfig({ gameProviders: listed, ...overrides }),
  pathname,
  lang,
  device: 'desktop',
});

function setUp() {
  const sportsbook = new FakeSportsbookPort();
  return { sportsbook, useCase: new OpenSportsbookUseCase(sportsbook, new FakeErrorCatalogue()) };
}

describe('OpenSportsbookUseCase', () => {
  it('loads the widget of the path’s version in the culture of the language', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute(input('/ru/sport-betting-live', {}, 'ru'))).toEqual({
      kind: 'widget',
      widget: {
        scriptUrl: 'https://sb.lv-casino.lv/widget/v2/sportsbook.js',
        culture: 'ru-RU',
        version: 'live',
        banners: ['https://cdn.lv-casino.lv/sportsbook/banner-ru-1.webp'],
      },
    });
  });

  it('asks for the configuration of the language and the device’s layout', async () => {
    const { sportsbook, useCase } = setUp();

    await useCase.execute({ ...input('/en/sport-betting-virtuals', {}, 'en'), device: 'mobile' });
    await useCase.execute(input('/lv/sport-betting'));

    expect(sportsbook.configCalls).toEqual([
      { locale: 'en', deviceType: 'MOBILE' },
      { locale: 'lv', deviceType: 'DESKTOP' },
    ]);
  });

  it('asks again on every opening, so a language change gets its own culture and banners', async () => {
    const { sportsbook, useCase } = setUp();

    await useCase.execute(input('/lv/sport-betting'));
    await useCase.execute(input('/lv/sport-betting'));

    expect(sportsbook.configCalls).toHaveLength(2);
  });

  it('shows the maintenance message without asking for the widget when the provider is in maintenance', async () => {
    const { sportsbook, useCase } = setUp();

    const outcome = await useCase.execute(
      input('/lv/sport-betting', { gameProviders: { ...listed, maintenanceMode: [SPORTSBOOK_PROVIDER] } }),
    );

    expect([outcome, sportsbook.configCalls]).toEqual([
      { kind: 'unavailable', reason: 'maintenance', messageKey: 'bia.maintanance.mode.enabled' },
      [],
    ]);
  });

  it('shows disabled when the config does not list the sportsbook’s provider', async () => {
    const { useCase } = setUp();

    expect(
      await useCase.execute(
        input('/lv/sport-betting', { gameProviders: createGeneralConfig().gameProviders }),
      ),
    ).toMatchObject({ kind: 'unavailable', messageKey: 'bia.disabled' });
  });

  it('shows the forbidden-country message for a forbidden IP', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute(input('/lv/sport-betting', { currentIpIsForbidden: true }))).toMatchObject({
      kind: 'unavailable',
      messageKey: 'bia.forbidden.country',
    });
  });

  it('shows disabled for a version the label has not enabled', async () => {
    const { sportsbook, useCase } = setUp();
    sportsbook.configResult = ok(createSportsbookWidgetConfig({ versions: ['prelive', 'live'] }));

    expect(await useCase.execute(input('/lv/sport-betting-virtuals'))).toEqual({
      kind: 'unavailable',
      reason: 'disabled',
      messageKey: 'bia.disabled',
    });
  });

  it('reports a failed configuration call with the catalogue’s entry', async () => {
    const { sportsbook, useCase } = setUp();
    sportsbook.configResult = { ok: false, error: createApiFailure(41) };

    expect(await useCase.execute(input('/lv/sport-betting'))).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });

  it('reports a call without an answer as the general error', async () => {
    const { sportsbook, useCase } = setUp();
    sportsbook.configResult = { ok: false, error: createTransportFailure() };

    expect(await useCase.execute(input('/lv/sport-betting'))).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('sends a path that names no version to /404', async () => {
    const { sportsbook, useCase } = setUp();

    expect([await useCase.execute(input('/lv/casino')), sportsbook.configCalls]).toEqual([
      { kind: 'not-found', next: { kind: 'navigate', to: { name: 'not-found' } } },
      [],
    ]);
  });
});
