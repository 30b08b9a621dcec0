import type { CatalogueQuery } from '@lv-casino/core/catalogue/catalogue.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { describe, expect, it } from 'vitest';
import { aCategoryDto, aGameDto, aGamePageDto } from '../testing/dto.builders.ts';
import { BASE_URL, customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { CatalogueHttpAdapter, DEFAULT_GAME_THUMBNAIL_URL } from './catalogue.http-adapter.ts';

const CATEGORIES = '/api/v2/customerfacing/gaming/gameCategories';
const SEARCH = '/api/v2/customerfacing/gaming/games/search';

const categoriesQuery = { page: 'CASINO', mobile: true, gameType: 'RNG', lang: 'en' } as const;
const searchQuery: CatalogueQuery = {
  pageStart: 0,
  pageSize: 9999,
  sortBy: 'id',
  sortAsc: true,
  columnSearches: [{ key: 'gameType', operation: 'EQUALS', value: 'RNG' }],
  mobile: false,
};

const setUp = (defaultLanguage: Language = 'lv') => {
  const fixture = customerFacingFixture({ signedIn: false });
  const adapter = new CatalogueHttpAdapter(fixture.client, {
    baseUrl: BASE_URL,
    defaultLanguage: () => defaultLanguage,
  });
  return { ...fixture, adapter };
};

describe('CatalogueHttpAdapter categories', () => {
  it('asks for the categories of the page, device and game type', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CATEGORIES, 200, []);

    await adapter.getCategories(categoriesQuery);

    expect(Object.fromEntries(server.lastRequest(CATEGORIES)?.url.searchParams ?? [])).toEqual({
      page: 'CASINO',
      mobile: 'true',
      gameType: 'RNG',
    });
  });

  it('resolves category names to the requested language', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CATEGORIES, 200, [aCategoryDto()]);

    const result = await adapter.getCategories(categoriesQuery);

    expect(result.ok && result.value.map((category) => category.name)).toEqual(['Popular games']);
  });

  it('falls back to the default language the adapter is given', async () => {
    const { server, adapter } = setUp('ru');
    server.json('GET', CATEGORIES, 200, [
      aCategoryDto({ gameCategoryNameTranslations: [{ lang: 'ru', name: 'Популярные' }] }),
    ]);

    const result = await adapter.getCategories(categoriesQuery);

    expect(result.ok && result.value[0]?.name).toBe('Популярные');
  });

  it('fails the categories when one of them is malformed', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CATEGORIES, 200, [aCategoryDto(), { id: 13 }]);

    expect(await adapter.getCategories(categoriesQuery)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1 },
    });
  });
});

describe('CatalogueHttpAdapter games', () => {
  it('posts the catalogue query with the device as a query parameter', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, aGamePageDto());

    await adapter.searchGames(searchQuery);

    const request = server.lastRequest(SEARCH);
    expect({
      mobile: request?.url.searchParams.get('mobile'),
      body: server.lastJsonBody(SEARCH),
    }).toEqual({
      mobile: 'false',
      body: {
        pageStart: 0,
        pageSize: 9999,
        sortBy: 'id',
        sortAsc: true,
        columnSearches: [{ key: 'gameType', operation: 'EQUALS', value: 'RNG' }],
      },
    });
  });

  it('sends the global search of a standalone search in the body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, aGamePageDto());

    await adapter.searchGames({ ...searchQuery, globalSearch: 'book' });

    expect(server.lastJsonBody(SEARCH)).toMatchObject({ globalSearch: 'book' });
  });

  it('sends the device of a mobile query as mobile=true', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, aGamePageDto());

    await adapter.searchGames({ ...searchQuery, mobile: true });

    expect(server.lastRequest(SEARCH)?.url.searchParams.get('mobile')).toBe('true');
  });

  it('resolves game thumbnails against the API base URL', async () => {
    const { server, adapter } = setUp();
    server.json(
      'POST',
      SEARCH,
      200,
      aGamePageDto({ content: [aGameDto({ uniqueGameId: 'egt-shining-crown' })] }),
    );

    const result = await adapter.searchGames(searchQuery);

    expect(result.ok && result.value.games[0]?.thumbnailUrl).toBe(
      `${BASE_URL}/api/v1/customerfacing/gaming/images/egt-shining-crown/square/gates-of-olympus.webp`,
    );
  });

  it('gives a game without a uniqueGameId the default square image', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, aGamePageDto({ content: [aGameDto({ uniqueGameId: null })] }));

    const result = await adapter.searchGames(searchQuery);

    expect(result.ok && result.value.games[0]?.thumbnailUrl).toBe(DEFAULT_GAME_THUMBNAIL_URL);
  });

  it('fails a search with the errorCode of a server fault', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 500, { errorCode: 41, errorMessage: 'General server error' });

    expect(await adapter.searchGames(searchQuery)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 41, httpStatus: 500 },
    });
  });
});
