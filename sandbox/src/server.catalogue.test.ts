import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, GamePage } from './dto.ts';
import type { Sandbox } from './server.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from './testing/sandbox-harness.ts';

describe('sandbox catalogue, config, translations and images over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const search = async (body: object, query = ''): Promise<GamePage> => {
    const response = await api.post(`${paths.search}${query}`, {
      pageStart: 0,
      pageSize: 9999,
      sortAsc: true,
      sortBy: 'id',
      columnSearches: [],
      ...body,
    });
    expect(response.status).toBe(200);
    return response.body as GamePage;
  };

  it('serves the general config of the Latvian label', async () => {
    expect((await api.get(paths.generalConfig)).body).toMatchObject({
      supportedLanguages: 'lv,en,ru',
      defaultLanguage: 'lv',
      baseCurrency: 'EUR',
    });
  });

  it('lists at least 25 categories, and those of one page', async () => {
    const all = (await api.get(paths.categories)).body as Category[];
    expect(all.length).toBeGreaterThanOrEqual(25);
    const live = (await api.get(`${paths.categories}?page=LIVE_CASINO&mobile=true`)).body as Category[];
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((c) => c.pageToShowOn.split(',').includes('LIVE_CASINO'))).toBe(true);
  });

  it('counts the games of a category as a search for it finds them', async () => {
    const categories = (await api.get(`${paths.categories}?page=CASINO&mobile=false`)).body as Category[];
    const popular = categories.find((c) => c.friendlyUrl === 'popular');
    const page = await search(
      { columnSearches: [{ key: 'gameCategoryIds', operation: 'CONTAINS', value: String(popular?.id) }] },
      '?mobile=false',
    );
    expect(page.totalElements).toBe(popular?.enabledGamesCount);
  });

  it('returns the whole catalogue of at least 2,000 games in one bulk page', async () => {
    const page = await search({});
    expect(page.totalElements).toBeGreaterThanOrEqual(2000);
    expect(page.content).toHaveLength(page.totalElements);
  });

  it('pages a search', async () => {
    const page = await search({ pageStart: 2, pageSize: 40, globalSearch: 'riga' });
    expect(page.pageStart).toBe(2);
    expect(page.content.length).toBeLessThanOrEqual(40);
    expect(page.content.every((g) => /riga/i.test(g.gameName.normalize('NFD').replace(/\p{M}/gu, '')))).toBe(
      true,
    );
  });

  it('rejects a column search it does not support', async () => {
    const response = await api.post(paths.search, {
      pageStart: 0,
      pageSize: 40,
      sortAsc: true,
      sortBy: 'id',
      columnSearches: [{ key: 'volatility', operation: 'EQUALS', value: 'HIGH' }],
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).errorCode).toBe(-1);
    expect(errorOf(response).errorMessage).toContain('volatility');
  });

  it('serves translations of the requested categories', async () => {
    const response = await api.post(paths.translations('lv'), ['GENERAL', 'GAME_VENDORS']);
    const body = response.body as Record<string, Record<string, string>>;
    expect(Object.keys(body)).toEqual(['GENERAL', 'GAME_VENDORS']);
    expect(body.GAME_VENDORS?.['vendor.pragmatic']).toBe('Pragmatic Play');
    expect((await api.post(paths.translations('de'), ['GENERAL'])).status).toBe(400);
  });

  it('serves a cacheable SVG thumbnail of a game', async () => {
    const game = (await search({ pageSize: 1 })).content[0];
    const response = await api.get(paths.image(game?.uniqueGameId ?? '', 'square'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=');
    expect(response.body).toContain(`<title>${game?.gameName ?? ''}</title>`);
  });

  it.each([
    ['webp', 'image/webp', 'RIFF'],
    ['jpg', 'image/jpeg', '\xff\xd8\xff'],
  ])('serves the thumbnail a %s file name asks for as that type', async (type, mediaType, magic) => {
    const game = (await search({ pageSize: 1 })).content[0];
    const path = paths.image(game?.uniqueGameId ?? '', 'square').replace(/svg$/, type);
    const response = await fetch(`${sandbox.url}${path}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([
      response.headers.get('content-type'),
      bytes.subarray(0, magic.length).toString('latin1'),
    ]).toEqual([mediaType, magic]);
  });

  it('answers 404 for the image of an unknown game', async () => {
    const response = await api.get(paths.image('no-such-game', 'square'));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errorCode: -1 });
  });
});
