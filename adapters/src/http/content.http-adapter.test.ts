import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aCmsPageDto, aCmsPagePageDto, aContentBlockDto } from '../testing/dto.builders.ts';
import { ContentHttpAdapter } from './content.http-adapter.ts';

const BY_SLUG = '/api/v1/customerfacing/cms/pages/searchBySlug';
const SEARCH = '/api/v1/customerfacing/cms/pages/search';
const UNSUBSCRIBE = '/api/v1/customerfacing/unsubscribe';
const blockPath = (key: string) => `/api/v1/customerfacing/cms/contentBlocks/${key}`;

const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: false });
  return { ...fixture, adapter: new ContentHttpAdapter(fixture.client) };
};

const NOT_FOUND = { errorCode: -1, errorMessage: 'Not found' };

describe('ContentHttpAdapter.getContentBlock', () => {
  it('asks for the block of the key in the locale and device', async () => {
    const { server, adapter } = setUp();
    server.json('GET', blockPath('CASINO_SEO'), 200, aContentBlockDto());

    await adapter.getContentBlock({ key: 'CASINO_SEO', locale: 'lv', deviceType: 'MOBILE' });

    const request = server.lastRequest(blockPath('CASINO_SEO'));
    expect([request?.url.searchParams.get('locale'), request?.url.searchParams.get('deviceType')]).toEqual([
      'lv',
      'MOBILE',
    ]);
  });

  it('sends no bearer token (the call is public)', async () => {
    const { server, adapter, tokens } = setUp();
    tokens.write({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.json('GET', blockPath('CASINO_SEO'), 200, aContentBlockDto());

    await adapter.getContentBlock({ key: 'CASINO_SEO', locale: 'lv', deviceType: 'DESKTOP' });

    expect(server.lastRequest(blockPath('CASINO_SEO'))?.headers.has('Authorization')).toBe(false);
  });

  it('answers the block', async () => {
    const { server, adapter } = setUp();
    server.json(
      'GET',
      blockPath('404_ERROR_PAGE'),
      200,
      aContentBlockDto({ key: '404_ERROR_PAGE', title: null }),
    );

    expect(
      await adapter.getContentBlock({ key: '404_ERROR_PAGE', locale: 'lv', deviceType: 'DESKTOP' }),
    ).toMatchObject({
      ok: true,
      value: { key: '404_ERROR_PAGE', title: null },
    });
  });

  it('answers none when the key has no content in the locale (404)', async () => {
    const { server, adapter } = setUp();
    server.json('GET', blockPath('ALTENAR_SPORT_CENTER_BANNER'), 404, NOT_FOUND);

    expect(
      await adapter.getContentBlock({
        key: 'ALTENAR_SPORT_CENTER_BANNER',
        locale: 'ru',
        deviceType: 'DESKTOP',
      }),
    ).toEqual({ ok: true, value: null });
  });

  it('fails an answer about another block with the general error', async () => {
    const { server, adapter } = setUp();
    server.json('GET', blockPath('CASINO_SEO'), 200, aContentBlockDto({ key: 'PROVIDERS_SEO' }));

    expect(
      await adapter.getContentBlock({ key: 'CASINO_SEO', locale: 'lv', deviceType: 'DESKTOP' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('fails with the errorCode of a server fault', async () => {
    const { server, adapter } = setUp();
    server.json('GET', blockPath('CASINO_SEO'), 500, { errorCode: 41, errorMessage: 'General server error' });

    expect(
      await adapter.getContentBlock({ key: 'CASINO_SEO', locale: 'lv', deviceType: 'DESKTOP' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 41, httpStatus: 500 },
    });
  });

  it('fails as a transport failure when the network is down', async () => {
    const { server, adapter } = setUp();
    server.networkError('GET', blockPath('CASINO_SEO'));

    expect(
      await adapter.getContentBlock({ key: 'CASINO_SEO', locale: 'lv', deviceType: 'DESKTOP' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'transport' },
    });
  });
});

describe('ContentHttpAdapter.getPageBySlug', () => {
  it('asks for the slug, locale and device as query parameters, without a body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', BY_SLUG, 200, aCmsPageDto());

    await adapter.getPageBySlug({ slug: 'vasaras-turnirs', locale: 'en', deviceType: 'DESKTOP' });

    const request = server.lastRequest(BY_SLUG);
    expect([request?.url.search, request?.body]).toEqual([
      '?pageSlug=vasaras-turnirs&locale=en&deviceType=DESKTOP',
      '',
    ]);
  });

  it('answers the page', async () => {
    const { server, adapter } = setUp();
    server.json('POST', BY_SLUG, 200, aCmsPageDto());

    expect(
      await adapter.getPageBySlug({ slug: 'vasaras-turnirs', locale: 'lv', deviceType: 'DESKTOP' }),
    ).toMatchObject({
      ok: true,
      value: { slug: 'vasaras-turnirs', pageVariantSubType: 'CASINO' },
    });
  });

  it('answers none for an unknown slug (404)', async () => {
    const { server, adapter } = setUp();
    server.json('POST', BY_SLUG, 404, NOT_FOUND);

    expect(await adapter.getPageBySlug({ slug: 'melnraksts', locale: 'lv', deviceType: 'DESKTOP' })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('fails with the errorCode of any other refusal', async () => {
    const { server, adapter } = setUp();
    server.json('POST', BY_SLUG, 400, { errorCode: 2, errorMessage: 'Bad request' });

    expect(await adapter.getPageBySlug({ slug: 'x', locale: 'lv', deviceType: 'DESKTOP' })).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 2, httpStatus: 400 },
    });
  });
});

describe('ContentHttpAdapter.searchPages', () => {
  it('sends the variant and locale as query parameters and the page as the body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, aCmsPagePageDto());

    await adapter.searchPages({ pageVariant: 'PROMOTION', locale: 'lv', pageStart: 0, pageSize: 1000 });

    expect([server.lastRequest(SEARCH)?.url.search, server.lastJsonBody(SEARCH)]).toEqual([
      '?pageVariant=PROMOTION&locale=lv',
      { pageStart: 0, pageSize: 1000 },
    ]);
  });

  it('answers the pages of the answer', async () => {
    const { server, adapter } = setUp();
    server.json(
      'POST',
      SEARCH,
      200,
      aCmsPagePageDto({ content: [aCmsPageDto({ slug: 'a' }), aCmsPageDto({ slug: 'b' })] }),
    );

    const result = await adapter.searchPages({
      pageVariant: 'PROMOTION',
      locale: 'lv',
      pageStart: 0,
      pageSize: 10,
    });

    expect(result.ok && result.value.map((page) => page.slug)).toEqual(['a', 'b']);
  });

  it('fails a 404 (a search has no "none")', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 404, NOT_FOUND);

    expect(
      await adapter.searchPages({ pageVariant: 'PROMOTION', locale: 'lv', pageStart: 0, pageSize: 10 }),
    ).toMatchObject({ ok: false, error: { kind: 'api', httpStatus: 404 } });
  });
});

describe('ContentHttpAdapter.unsubscribe', () => {
  it('sends the link’s value unchanged as u, without a body', async () => {
    const { server, adapter } = setUp();
    server.on('POST', UNSUBSCRIBE, () => new Response(null, { status: 204 }));

    const result = await adapter.unsubscribe('c2lnbmVkOmFubmEuYmVyemluYUBleGFtcGxlLmx2');

    const request = server.lastRequest(UNSUBSCRIBE);
    expect([result, request?.url.searchParams.get('u'), request?.body]).toEqual([
      { ok: true, value: undefined },
      'c2lnbmVkOmFubmEuYmVyemluYUBleGFtcGxlLmx2',
      '',
    ]);
  });

  it('fails an unknown link with its errorCode', async () => {
    const { server, adapter } = setUp();
    server.json('POST', UNSUBSCRIBE, 404, NOT_FOUND);

    expect(await adapter.unsubscribe('bogus')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 404 },
    });
  });
});

describe('ContentHttpAdapter.getMenu', () => {
  const MENU = '/api/v1/customerfacing/cms/menus/FOOTER_HELP';
  const menuDto = {
    key: 'FOOTER_HELP',
    locale: 'ru',
    title: 'Помощь',
    items: [{ label: 'Частые вопросы', link: 'help/buj', orderNumber: 1 }],
  };

  it('asks for the menu of the key in the locale', async () => {
    const { server, adapter } = setUp();
    server.json('GET', MENU, 200, menuDto);

    await adapter.getMenu({ key: 'FOOTER_HELP', locale: 'ru' });

    expect(server.lastRequest(MENU)?.url.searchParams.get('locale')).toBe('ru');
  });

  it('answers the menu', async () => {
    const { server, adapter } = setUp();
    server.json('GET', MENU, 200, menuDto);

    expect(await adapter.getMenu({ key: 'FOOTER_HELP', locale: 'ru' })).toMatchObject({
      ok: true,
      value: { title: 'Помощь', items: [{ link: 'help/buj' }] },
    });
  });

  it('answers none when the menu has nothing in the locale (404)', async () => {
    const { server, adapter } = setUp();
    server.json('GET', MENU, 404, NOT_FOUND);

    expect(await adapter.getMenu({ key: 'FOOTER_HELP', locale: 'ru' })).toEqual({ ok: true, value: null });
  });
});
