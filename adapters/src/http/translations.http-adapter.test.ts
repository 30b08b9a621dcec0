import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { TranslationsHttpAdapter } from './translations.http-adapter.ts';

const pathOf = (lang: string) => `/api/v2/customerfacing/cftranslations/language/${lang}/category/multiple`;

const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: false });
  return { ...fixture, adapter: new TranslationsHttpAdapter(fixture.client) };
};

describe('TranslationsHttpAdapter', () => {
  it('asks for the categories in the language of the path', async () => {
    const { server, adapter } = setUp();
    server.json('POST', pathOf('ru'), 200, {});

    await adapter.load('ru', ['GENERAL', 'SEO']);

    expect(server.lastJsonBody(pathOf('ru'))).toEqual(['GENERAL', 'SEO']);
  });

  it('flattens the categories into one message table', async () => {
    const { server, adapter } = setUp();
    server.json('POST', pathOf('lv'), 200, {
      GENERAL: { 'header.login': 'Pieslēgties' },
      SEO: { 'seo.title': 'Kazino' },
    });

    expect(await adapter.load('lv', ['GENERAL', 'SEO'])).toEqual({
      ok: true,
      value: { 'header.login': 'Pieslēgties', 'seo.title': 'Kazino' },
    });
  });

  it('fails when a message is not a string', async () => {
    const { server, adapter } = setUp();
    server.json('POST', pathOf('lv'), 200, { GENERAL: { 'header.login': null } });

    expect(await adapter.load('lv', ['GENERAL'])).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1 },
    });
  });

  it('fails with the errorCode -1 of an unknown path', async () => {
    const { adapter } = setUp();

    expect(await adapter.load('en', ['GENERAL'])).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 404, errorMessage: 'Not found' },
    });
  });
});
