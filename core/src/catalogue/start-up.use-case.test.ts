import { beforeEach, describe, expect, it } from 'vitest';
import { createCategory } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createGeneralConfig } from '../testing/config.builder.ts';
import { FakeConfigPort } from '../testing/config-port.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { FakeTranslationsPort } from '../testing/translations-port.fake.ts';
import { fail, ok } from '../shared/result.ts';
import { StartUpUseCase, type StartUpInput } from './start-up.use-case.ts';

let config: FakeConfigPort;
let translations: FakeTranslationsPort;
let catalogue: FakeCataloguePort;
let startUp: StartUpUseCase;
const desktop: StartUpInput = { routeLanguage: 'en', device: 'desktop' };

beforeEach(() => {
  config = new FakeConfigPort();
  translations = new FakeTranslationsPort();
  catalogue = new FakeCataloguePort();
  catalogue.categories = [createCategory({ id: 1 }), createCategory({ id: 2 })];
  startUp = new StartUpUseCase(config, translations, catalogue, new FakeErrorCatalogue());
});

describe('StartUpUseCase', () => {
  it('is ready with the general config', async () => {
    const general = createGeneralConfig({ sportsbookEnabled: false });
    config.general = ok(general);
    expect(await startUp.execute(desktop)).toMatchObject({ kind: 'ready', config: general });
  });

  it('uses the language of the route when the config supports it', async () => {
    expect(await startUp.execute(desktop)).toMatchObject({ language: 'en' });
  });

  it('falls back to the default language without a route language', async () => {
    expect(await startUp.execute({ routeLanguage: null, device: 'desktop' })).toMatchObject({
      language: 'lv',
    });
  });

  it('falls back to the default language when the config does not support the route language', async () => {
    config.general = ok(createGeneralConfig({ supportedLanguages: ['lv', 'ru'], defaultLanguage: 'ru' }));
    expect(await startUp.execute(desktop)).toMatchObject({ language: 'ru' });
  });

  it('loads the five start-up translation categories in the language', async () => {
    await startUp.execute(desktop);
    expect(translations.calls).toEqual([
      { lang: 'en', categories: ['GENERAL', 'SEO', 'GAME_VENDORS', 'COUNTRY'] },
    ]);
  });

  it('returns the messages of the language', async () => {
    translations.messages = { en: { 'promotions.empty.data': 'No promotions' } };
    expect(await startUp.execute(desktop)).toMatchObject({
      messages: { 'promotions.empty.data': 'No promotions' },
    });
  });

  it('asks for the RNG categories of the casino page in the language', async () => {
    await startUp.execute({ routeLanguage: 'ru', device: 'mobile' });
    expect(catalogue.categoryCalls).toEqual([{ page: 'CASINO', mobile: true, gameType: 'RNG', lang: 'ru' }]);
  });

  it('does not download the catalogue before the first paint', async () => {
    await startUp.execute({ routeLanguage: 'lv', device: 'mobile' });
    expect(catalogue.searchCalls).toEqual([]);
  });

  it('keeps every visible category on desktop, whatever its orderNumber (the lobby caps its strips)', async () => {
    catalogue.categories = [
      createCategory({ id: 1, orderNumber: 1 }),
      createCategory({ id: 9, orderNumber: 9 }),
    ];
    const outcome = await startUp.execute(desktop);
    expect(outcome.kind === 'ready' ? outcome.categories.map((category) => category.id) : []).toEqual([1, 9]);
  });

  it('returns the visible categories for the category bar', async () => {
    catalogue.categories = [createCategory({ id: 1 }), createCategory({ id: 2, enabledGamesCount: 0 })];
    const outcome = await startUp.execute(desktop);
    expect(outcome.kind === 'ready' ? outcome.categories.map((category) => category.id) : []).toEqual([1]);
  });

  it('fails at the config step', async () => {
    config.general = fail(createApiFailure(41));
    expect(await startUp.execute(desktop)).toMatchObject({
      kind: 'failed',
      step: 'config',
      error: { code: 41 },
    });
  });

  it('asks for the route language’s texts and categories once, together with the config', async () => {
    await startUp.execute({ routeLanguage: 'ru', device: 'desktop' });
    expect([
      translations.calls.map((call) => call.lang),
      catalogue.categoryCalls.map((call) => call.lang),
    ]).toEqual([['ru'], ['ru']]);
  });

  it('asks again in the default language when the config does not support the route’s', async () => {
    config.general = ok(createGeneralConfig({ supportedLanguages: ['lv', 'ru'], defaultLanguage: 'ru' }));
    translations.messages = { ru: { 'app.title': 'Казино' } };
    const outcome = await startUp.execute(desktop);
    expect([
      outcome.kind === 'ready' ? outcome.messages : null,
      catalogue.categoryCalls.map((call) => call.lang),
    ]).toEqual([{ 'app.title': 'Казино' }, ['en', 'ru']]);
  });

  it('asks for the first language’s texts and categories together with the config when the route names none', async () => {
    config.general = fail(createApiFailure(41));
    await startUp.execute({ routeLanguage: null, device: 'desktop' });
    expect([
      translations.calls.map((call) => call.lang),
      catalogue.categoryCalls.map((call) => call.lang),
    ]).toEqual([['lv'], ['lv']]);
  });

  it('asks again in the config’s default language when the route names none and it is not the first', async () => {
    config.general = ok(createGeneralConfig({ defaultLanguage: 'ru' }));
    await startUp.execute({ routeLanguage: null, device: 'desktop' });
    expect(catalogue.categoryCalls.map((call) => call.lang)).toEqual(['lv', 'ru']);
  });

  it('fails at the translations step with the general error on a transport failure', async () => {
    translations.failure = createTransportFailure();
    expect(await startUp.execute(desktop)).toMatchObject({
      kind: 'failed',
      step: 'translations',
      error: { code: -1 },
    });
  });

  it('fails at the categories step', async () => {
    catalogue.categoriesFailure = createApiFailure(41);
    expect(await startUp.execute(desktop)).toMatchObject({ kind: 'failed', step: 'categories' });
  });

  it('reports the earliest failed step when several fail', async () => {
    catalogue.categoriesFailure = createApiFailure(41);
    translations.failure = createApiFailure(41);
    expect(await startUp.execute(desktop)).toMatchObject({ kind: 'failed', step: 'translations' });
  });
});
