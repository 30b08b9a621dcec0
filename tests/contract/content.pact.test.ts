import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ContentHttpAdapter } from '@lv-casino/adapters/http/content.http-adapter.ts';
import { pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, equal, like, regex, string } = MatchersV3;

const NOT_FOUND = { errorCode: -1, errorMessage: string('Not found') };
/** The `u` value of anna's unsubscribe link (base64url of `signed:<e-mail>`). */
const ANNA_UNSUBSCRIBE = 'c2lnbmVkOmFubmEuYmVyemluYUBleGFtcGxlLmx2';

const contentFor = (baseUrl: string) => new ContentHttpAdapter(pactClient(baseUrl));

/** A featured image with every variant, as the sandbox's promotions have it. */
const featuredImage = (slug: string) =>
  like({
    webpUrl: `https://cdn.lv-casino.lv/cms/${slug}.webp`,
    jpgUrl: `https://cdn.lv-casino.lv/cms/${slug}.jpg`,
    altTag: 'Vasaras turnīrs',
    mobileWebpUrl: `https://cdn.lv-casino.lv/cms/${slug}-mobile.webp`,
    mobileJpgUrl: `https://cdn.lv-casino.lv/cms/${slug}-mobile.jpg`,
    tabletWebpUrl: `https://cdn.lv-casino.lv/cms/${slug}-tablet.webp`,
    tabletJpgUrl: `https://cdn.lv-casino.lv/cms/${slug}-tablet.jpg`,
  });

/** The fields of a CmsPage the mapper reads; the nullable ones as the example page has them. */
const cmsPage = (example: {
  slug: string;
  title: string;
  content: string;
  pageVariant: string | null;
  pageVariantSubType: string | null;
  pageExcerpt: string | null;
  withImage: boolean;
}) => ({
  slug: string(example.slug),
  name: string(`${example.title} LV`),
  title: string(example.title),
  locale: equal('lv'),
  content: string(example.content),
  status: equal('PUBLISHED'),
  pageVariant: example.pageVariant === null ? null : equal(example.pageVariant),
  pageVariantSubType:
    example.pageVariantSubType === null
      ? null
      : regex('^(CASINO|SPORT|LIVE_CASINO|LIVE_SPORT|VIRTUALS|NEW_CLIENTS)$', example.pageVariantSubType),
  pageExcerpt: example.pageExcerpt === null ? null : string(example.pageExcerpt),
  hideHeader: boolean(false),
  hideFooter: boolean(false),
  metaRobots: string('index,follow'),
  metaDescription: string(example.title),
  canonicalUrl: string(`https://www.lv-casino.lv/lv/${example.slug}`),
  redirectLinkWhenNotPublished: null,
  featuredImage: example.withImage ? featuredImage(example.slug) : null,
});

describe('getContentBlock (GET cms/contentBlocks/{key}?locale=&deviceType=)', () => {
  it('answers the block of a key in a language', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a content block has content in a language', { key: 'CASINO_SEO', locale: 'lv' })
      .uponReceiving('a request for the CASINO_SEO content block in lv on desktop')
      .withRequest('GET', '/api/v1/customerfacing/cms/contentBlocks/CASINO_SEO', (request) =>
        request.query({ locale: 'lv', deviceType: 'DESKTOP' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          // The answer is about the key and language asked for.
          key: equal('CASINO_SEO'),
          locale: equal('lv'),
          title: string('Tiešsaistes kazino Latvijā'),
          content: string(
            '<h1>Tiešsaistes kazino Latvijā</h1><p>Vairāk nekā 2000 spēļu no licencētiem piegādātājiem.</p>',
          ),
        }),
      )
      .executeTest((server) =>
        contentFor(server.url).getContentBlock({ key: 'CASINO_SEO', locale: 'lv', deviceType: 'DESKTOP' }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { key: 'CASINO_SEO', locale: 'lv', title: 'Tiešsaistes kazino Latvijā' },
    });
  });

  it('answers 404 for a key without content in the language, which the client reads as none', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a content block has no content in a language', {
        key: 'ALTENAR_SPORT_CENTER_BANNER',
        locale: 'ru',
      })
      .uponReceiving('a request for a content block without content in ru')
      .withRequest('GET', '/api/v1/customerfacing/cms/contentBlocks/ALTENAR_SPORT_CENTER_BANNER', (request) =>
        request.query({ locale: 'ru', deviceType: 'MOBILE' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(404, (response) => response.headers(JSON_RESPONSE).jsonBody(NOT_FOUND))
      .executeTest((server) =>
        contentFor(server.url).getContentBlock({
          key: 'ALTENAR_SPORT_CENTER_BANNER',
          locale: 'ru',
          deviceType: 'MOBILE',
        }),
      );

    expect(result).toEqual({ ok: true, value: null });
  });
});

describe('getCmsPageBySlug (POST cms/pages/searchBySlug?pageSlug=&locale=&deviceType=)', () => {
  it('answers the page of a slug', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the CMS has a published page', { slug: 'help', locale: 'lv' })
      .uponReceiving('a request for the CMS page help in lv on desktop')
      .withRequest('POST', '/api/v1/customerfacing/cms/pages/searchBySlug', (request) =>
        request.query({ pageSlug: 'help', locale: 'lv', deviceType: 'DESKTOP' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          cmsPage({
            slug: 'help',
            title: 'Palīdzība',
            content: '<h1>Palīdzība</h1><p>Atbildes uz biežāk uzdotajiem jautājumiem.</p>',
            pageVariant: null,
            pageVariantSubType: null,
            pageExcerpt: null,
            withImage: false,
          }),
        ),
      )
      .executeTest((server) =>
        contentFor(server.url).getPageBySlug({ slug: 'help', locale: 'lv', deviceType: 'DESKTOP' }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { slug: 'help', title: 'Palīdzība', pageVariant: null, hideHeader: false, featuredImage: null },
    });
  });
});

describe('searchCmsPages (POST cms/pages/search?pageVariant=&locale=)', () => {
  it('answers a page of the promotions', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the CMS has published promotions', { locale: 'lv' })
      .uponReceiving('a search for the first 1000 promotions in lv')
      .withRequest('POST', '/api/v1/customerfacing/cms/pages/search', (request) =>
        request
          .query({ pageVariant: 'PROMOTION', locale: 'lv' })
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody({ pageStart: 0, pageSize: 1000 }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          content: eachLike(
            cmsPage({
              slug: 'vasaras-turnirs',
              title: 'Vasaras turnīrs ar 10 000 € balvu fondu',
              content: '<h2>Vasaras turnīrs</h2><p>Spēlē no 1. jūnija līdz 31. augustam.</p>',
              pageVariant: 'PROMOTION',
              pageVariantSubType: 'CASINO',
              pageExcerpt: 'Laimē daļu no 10 000 € balvu fonda.',
              withImage: true,
            }),
          ),
        }),
      )
      .executeTest((server) =>
        contentFor(server.url).searchPages({
          pageVariant: 'PROMOTION',
          locale: 'lv',
          pageStart: 0,
          pageSize: 1000,
        }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: [
        {
          slug: 'vasaras-turnirs',
          pageVariant: 'PROMOTION',
          pageVariantSubType: 'CASINO',
          featuredImage: {
            jpgUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs.jpg',
            altTag: 'Vasaras turnīrs',
          },
        },
      ],
    });
  });
});

describe('unsubscribe (POST unsubscribe?u=)', () => {
  it('unsubscribes the player the link names, answering no content', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has an unsubscribe link', { u: ANNA_UNSUBSCRIBE })
      .uponReceiving('an unsubscribe with the value of a player’s link')
      .withRequest('POST', '/api/v1/customerfacing/unsubscribe', (request) =>
        request.query({ u: ANNA_UNSUBSCRIBE }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(204)
      .executeTest((server) => contentFor(server.url).unsubscribe(ANNA_UNSUBSCRIBE));

    expect(result).toEqual({ ok: true, value: undefined });
  });
});
