import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, startTestSandbox } from '../testing/sandbox-harness.ts';
import type { CmsPage } from './cms-page.ts';
import { UnsubscribeStore } from './unsubscribe.store.ts';

const v1 = '/api/v1/customerfacing';
const bySlug = (slug: string, locale = 'lv') =>
  `${v1}/cms/pages/searchBySlug?pageSlug=${slug}&locale=${locale}&deviceType=DESKTOP`;
const promotionsQuery = { pageStart: 0, pageSize: 1000, sortBy: 'publishedDate', sortAsc: false };

describe('CMS and content over HTTP', () => {
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

  it('lists the pages of one language', async () => {
    const pages = (await api.get('/api/v2/customerfacing/cms/pages/search?locale=ru')).body as CmsPage[];
    expect(pages.length > 0 && pages.every((p) => p.locale === 'ru')).toBe(true);
  });

  it('finds a published page by slug in each language', async () => {
    const titles = await Promise.all(
      ['lv', 'en', 'ru'].map(
        async (locale) => ((await api.post(bySlug('help', locale), undefined)).body as CmsPage).title,
      ),
    );
    expect(titles).toEqual(['Palīdzība', 'Help', 'Помощь']);
  });

  it('gives an unpublished page with the link it redirects to', async () => {
    const page = (await api.post(bySlug('ziemas-turnirs-2025'), undefined)).body as CmsPage;
    expect([page.status, page.redirectLinkWhenNotPublished]).toEqual(['NOT_PUBLISHED', 'promotions']);
  });

  it('answers 404 for an unpublished page without a redirect', async () => {
    const response = await api.post(bySlug('melnraksts'), undefined);
    expect([response.status, errorOf(response).errorCode]).toEqual([404, -1]);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await api.post(bySlug('nav-tadas-lapas'), undefined)).status).toBe(404);
  });

  it('hides the header and footer of a landing page that asks so', async () => {
    const page = (await api.post(bySlug('sveiciena-bonuss'), undefined)).body as CmsPage;
    expect([page.hideHeader, page.hideFooter]).toEqual([true, true]);
  });

  it('lists promotions of every category, newest first', async () => {
    const response = await api.post(
      `${v1}/cms/pages/search?pageVariant=PROMOTION&locale=lv`,
      promotionsQuery,
    );
    const { content } = response.body as { content: (CmsPage & { pageVariantSubType: string })[] };
    expect(new Set(content.map((p) => p.pageVariantSubType))).toEqual(
      new Set(['CASINO', 'SPORT', 'LIVE_CASINO', 'LIVE_SPORT', 'VIRTUALS', 'NEW_CLIENTS']),
    );
    expect(content[0]?.slug).toBe('griezienu-piektdiena');
  });

  it('pages the promotions', async () => {
    const response = await api.post(`${v1}/cms/pages/search?pageVariant=PROMOTION&locale=en`, {
      pageStart: 1,
      pageSize: 2,
    });
    const page = response.body as { content: CmsPage[]; totalElements: number };
    expect([page.content.length, page.totalElements]).toEqual([2, 7]);
  });

  it('gives the banners of a location with images for the device', async () => {
    const response = await api.post(
      `${v1}/cms/banners/search?location=CASINO&locale=lv&deviceType=MOBILE`,
      undefined,
    );
    const banners = response.body as { layers: { type: string; imageUrl: string | null }[] }[];
    expect(banners[0]?.layers.find((l) => l.type === 'IMAGE')?.imageUrl).toMatch(/-mobile\.webp$/);
  });

  it('gives inline content for the desktop whatever the device', async () => {
    const response = await api.post(
      `${v1}/cms/banners/search?location=CASINO&locale=lv&deviceType=MOBILE&contentType=INLINE_CONTENT`,
      undefined,
    );
    expect((response.body as { schemaId: string }[]).every((b) => b.schemaId === 'inline-content')).toBe(
      true,
    );
  });

  it('gives the 404 page content block', async () => {
    const response = await api.get(`${v1}/cms/contentBlocks/404_ERROR_PAGE?locale=en&deviceType=DESKTOP`);
    expect((response.body as { title: string }).title).toBe('Page not found');
  });

  it('answers 404 for a content block without text in the language', async () => {
    const response = await api.get(
      `${v1}/cms/contentBlocks/ALTENAR_SPORT_CENTER_BANNER?locale=ru&deviceType=DESKTOP`,
    );
    expect(response.status).toBe(404);
  });

  it('gives a footer menu with an external link', async () => {
    const response = await api.get(`${v1}/cms/menus/FOOTER_HELP?locale=lv`);
    const menu = response.body as { items: { link: string; orderNumber: number }[] };
    expect(menu.items.map((i) => i.link)).toContain('https://www.iaui.gov.lv');
  });

  it('gives one translation category by GET', async () => {
    const response = await api.get('/api/v2/customerfacing/cftranslations/language/en/category/GENERAL');
    expect(Object.keys(response.body as object)).toEqual(['GENERAL']);
  });

  it('refuses translations of an unsupported language', async () => {
    const response = await api.get('/api/v2/customerfacing/cftranslations/language/de/category/GENERAL');
    expect([response.status, errorOf(response).errorCode]).toEqual([400, -1]);
  });

  it('unsubscribes the player of a link', async () => {
    const u = UnsubscribeStore.linkValueOf({ email: 'anna.berzina@example.lv' });
    expect((await api.post(`${v1}/unsubscribe?u=${u}`, undefined)).status).toBe(204);
  });

  it('answers 404 for an unknown unsubscribe link', async () => {
    expect((await api.post(`${v1}/unsubscribe?u=bm90LWEtbGluaw`, undefined)).status).toBe(404);
  });
});

describe('UnsubscribeStore', () => {
  it('remembers an unsubscribed player', () => {
    const store = new UnsubscribeStore();
    store.unsubscribe(1001);
    expect([store.isUnsubscribed(1001), store.isUnsubscribed(1002)]).toEqual([true, false]);
  });
});
