import { describe, expect, it } from 'vitest';
import { aCustomerConfigDto, aGeneralConfigDto } from '../testing/dto.builders.ts';
import { toCustomerConfig, toGeneralConfig } from './config.mapper.ts';

const general = (overrides: Parameters<typeof aGeneralConfigDto>[0]) => {
  const result = toGeneralConfig(aGeneralConfigDto(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('toGeneralConfig', () => {
  it('splits the supported languages into a list', () => {
    expect(general({ supportedLanguages: 'lv, en,ru' }).supportedLanguages).toEqual(['lv', 'en', 'ru']);
  });

  it('drops languages the site does not know', () => {
    expect(general({ supportedLanguages: 'lv,de,EN' }).supportedLanguages).toEqual(['lv', 'en']);
  });

  it('keeps a known default language', () => {
    expect(general({ defaultLanguage: 'en' }).defaultLanguage).toBe('en');
  });

  it('falls back to the first supported language when the default is unknown', () => {
    expect(general({ supportedLanguages: 'ru,en', defaultLanguage: 'de' }).defaultLanguage).toBe('ru');
  });

  it('falls back to lv when no language is known at all', () => {
    const config = general({ supportedLanguages: 'de', defaultLanguage: 'fr' });

    expect(config).toMatchObject({ defaultLanguage: 'lv', supportedLanguages: ['lv'] });
  });

  it('carries the game-provider lists the sportsbook status reads', () => {
    const gameproviders = {
      maintenanceMode: ['ALTENAR'],
      enabled: ['ALTENAR', 'EVOLUTION'],
      realMoneyMode: [],
    };

    expect(general({ gameproviders }).gameProviders).toEqual(gameproviders);
  });

  it('fails when a provider list is not a list', () => {
    const body = {
      ...aGeneralConfigDto(),
      gameproviders: { maintenanceMode: 'ALTENAR', enabled: [], realMoneyMode: [] },
    };

    expect(toGeneralConfig(body).ok).toBe(false);
  });

  it('carries the feature flags and the jackpot feed period', () => {
    expect(general({ smartIDLoginEnabled: false, jackpotsFeedTimeout: 60_000 })).toMatchObject({
      smartIDLoginEnabled: false,
      sportsbookEnabled: true,
      jackpotsFeedTimeoutMs: 60_000,
    });
  });

  it('carries where the live chat is', () => {
    expect(general({ liveChatUrl: 'https://chat.example/lv-casino' }).liveChatUrl).toBe(
      'https://chat.example/lv-casino',
    );
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
  ])('reads a live chat’s address that is %s as no live chat', (_case, liveChatUrl) => {
    const { liveChatUrl: _ignored, ...dto } = aGeneralConfigDto();
    const body = liveChatUrl === undefined ? dto : { ...dto, liveChatUrl };
    expect(toGeneralConfig(body)).toMatchObject({ ok: true, value: { liveChatUrl: null } });
  });

  it('carries the footer’s payment logos in the order given, addresses as given', () => {
    const paymentLogos = [
      { name: 'Swedbank', logoUrl: '/__sandbox/logos/swedbank.svg' },
      { name: 'Visa', logoUrl: 'https://cdn.example/payments/visa.svg' },
      { name: 'SEB', logoUrl: 'payments/seb.png' },
    ];

    expect(general({ paymentLogos }).paymentLogos).toEqual(paymentLogos);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
  ])('reads payment logos that are %s as none', (_case, paymentLogos) => {
    const { paymentLogos: _ignored, ...dto } = aGeneralConfigDto();
    const body = paymentLogos === undefined ? dto : { ...dto, paymentLogos };
    expect(toGeneralConfig(body)).toMatchObject({ ok: true, value: { paymentLogos: [] } });
  });

  it('leaves out a payment logo with no name or no address', () => {
    const paymentLogos = [
      { name: ' ', logoUrl: '/__sandbox/logos/visa.svg' },
      { name: 'SEB', logoUrl: '' },
      { name: 'Luminor', logoUrl: '/__sandbox/logos/luminor.svg' },
    ];

    expect(general({ paymentLogos }).paymentLogos.map((logo) => logo.name)).toEqual(['Luminor']);
  });

  it('fails when a payment logo’s address is not a string', () => {
    const body = { ...aGeneralConfigDto(), paymentLogos: [{ name: 'Visa', logoUrl: 42 }] };

    expect(toGeneralConfig(body)).toEqual({
      ok: false,
      error: 'body.paymentLogos[0].logoUrl is not a string',
    });
  });

  it('uses 180000 ms when the jackpot feed period is not positive', () => {
    expect(general({ jackpotsFeedTimeout: 0 }).jackpotsFeedTimeoutMs).toBe(180_000);
  });

  it('fails on a body whose field has the wrong type, naming the field', () => {
    const result = toGeneralConfig({ ...aGeneralConfigDto(), sportsbookEnabled: 'yes' });

    expect(result).toEqual({ ok: false, error: 'body.sportsbookEnabled is not a boolean' });
  });

  it('fails on a body that is not an object', () => {
    expect(toGeneralConfig('<html>')).toEqual({ ok: false, error: 'body is not an object' });
  });
});

describe('toCustomerConfig', () => {
  it('maps every field', () => {
    expect(toCustomerConfig(aCustomerConfigDto({ realityCheckSecondsToTakeAction: 30 }))).toEqual({
      ok: true,
      value: {
        realityCheckEnabled: true,
        realityCheckSecondsToTakeAction: 30,
        realityCheckLogoutOnTimeoutEnabled: true,
        responsibleGamingLimitsEnabled: true,
        selfExcludeEnabled: true,
        inboxMessagesEnabled: true,
      },
    });
  });

  it('fails when a field is missing', () => {
    const { inboxMessagesEnabled: _, ...rest } = aCustomerConfigDto();

    expect(toCustomerConfig(rest).ok).toBe(false);
  });
});
