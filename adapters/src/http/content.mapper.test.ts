import { describe, expect, it } from 'vitest';
import { aCmsPageDto, aCmsPagePageDto, aContentBlockDto } from '../testing/dto.builders.ts';
import { toCmsPage, toCmsPages, toContentBlock } from './content.mapper.ts';

const FEATURED_IMAGE = {
  webpUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs.webp',
  jpgUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs.jpg',
  altTag: 'Vasaras turnīrs',
  mobileWebpUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs-mobile.webp',
  mobileJpgUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs-mobile.jpg',
  tabletWebpUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs-tablet.webp',
  tabletJpgUrl: 'https://cdn.lv-casino.lv/cms/vasaras-turnirs-tablet.jpg',
};

describe('toCmsPage', () => {
  it('maps a page, keeping its HTML', () => {
    expect(toCmsPage(aCmsPageDto())).toEqual({
      ok: true,
      value: {
        slug: 'vasaras-turnirs',
        name: 'Summer tournament LV',
        title: 'Vasaras turnīrs ar 10 000 € balvu fondu',
        locale: 'lv',
        content: '<h2>Vasaras turnīrs</h2><p>Spēlē no 1. jūnija līdz 31. augustam.</p>',
        status: 'PUBLISHED',
        pageVariant: 'PROMOTION',
        pageVariantSubType: 'CASINO',
        pageExcerpt: 'Laimē daļu no 10 000 € balvu fonda.',
        hideHeader: false,
        hideFooter: false,
        metaRobots: 'index,follow',
        metaDescription: 'Vasaras kazino turnīrs ar 10 000 € balvu fondu.',
        canonicalUrl: 'https://www.lv-casino.lv/lv/promotions/vasaras-turnirs',
        redirectLinkWhenNotPublished: null,
        featuredImage: null,
      },
    });
  });

  it('keeps the featured image with its mobile and tablet variants', () => {
    const dto = aCmsPageDto({ featuredImage: FEATURED_IMAGE });

    expect(toCmsPage(dto)).toMatchObject({ ok: true, value: { featuredImage: FEATURED_IMAGE } });
  });

  it('keeps a featured image without mobile and tablet variants', () => {
    const image = {
      ...FEATURED_IMAGE,
      mobileWebpUrl: null,
      mobileJpgUrl: null,
      tabletWebpUrl: null,
      tabletJpgUrl: null,
    };

    expect(toCmsPage(aCmsPageDto({ featuredImage: image }))).toMatchObject({
      ok: true,
      value: { featuredImage: image },
    });
  });

  it('maps an ordinary page without variant, excerpt or meta texts', () => {
    const dto = aCmsPageDto({
      pageVariant: null,
      pageVariantSubType: null,
      pageExcerpt: null,
      metaRobots: null,
      metaDescription: null,
      canonicalUrl: null,
    });

    expect(toCmsPage(dto)).toMatchObject({
      ok: true,
      value: { pageVariant: null, pageVariantSubType: null, pageExcerpt: null, metaRobots: null },
    });
  });

  it('keeps the redirect of an unpublished page', () => {
    const dto = aCmsPageDto({ status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: 'promotions' });

    expect(toCmsPage(dto)).toMatchObject({
      ok: true,
      value: { status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: 'promotions' },
    });
  });

  it.each([
    [
      'a sub-type that is no product area',
      { pageVariantSubType: 'POKER' as unknown as null },
      'body.pageVariantSubType is not one of CASINO, SPORT, LIVE_CASINO, LIVE_SPORT, VIRTUALS, NEW_CLIENTS or null',
    ],
    ['no content', { content: undefined as unknown as string }, 'body.content is not a string'],
    [
      'a hideHeader that is not a boolean',
      { hideHeader: 'false' as unknown as boolean },
      'body.hideHeader is not a boolean',
    ],
    [
      'a featured image without its JPG',
      { featuredImage: { ...FEATURED_IMAGE, jpgUrl: undefined as unknown as string } },
      'body.featuredImage.jpgUrl is not a string',
    ],
    [
      'a featured image whose tablet WebP is not text',
      { featuredImage: { ...FEATURED_IMAGE, tabletWebpUrl: 1 as unknown as string } },
      'body.featuredImage.tabletWebpUrl is not a string or null',
    ],
    [
      'a featured image that is not an object',
      { featuredImage: 'https://cdn.lv-casino.lv/cms/a.jpg' as unknown as null },
      'body.featuredImage is not an object',
    ],
  ])('rejects %s', (_, overrides, reason) => {
    expect(toCmsPage(aCmsPageDto(overrides))).toEqual({ ok: false, error: reason });
  });

  it('rejects a body that is not an object', () => {
    expect(toCmsPage([aCmsPageDto()])).toEqual({ ok: false, error: 'body is not an object' });
  });
});

describe('toCmsPages', () => {
  it('maps the pages of the answer in their order', () => {
    const page = aCmsPagePageDto({
      content: [aCmsPageDto({ slug: 'b' }), aCmsPageDto({ slug: 'a' })],
      totalElements: 2,
    });

    const result = toCmsPages(page);

    expect(result.ok && result.value.map((cms) => cms.slug)).toEqual(['b', 'a']);
  });

  it('answers no pages for an empty page', () => {
    expect(toCmsPages(aCmsPagePageDto({ content: [], totalElements: 0 }))).toEqual({ ok: true, value: [] });
  });

  it('fails a malformed page, naming it', () => {
    const page = aCmsPagePageDto({
      content: [aCmsPageDto(), { ...aCmsPageDto(), slug: 7 as unknown as string }],
    });

    expect(toCmsPages(page)).toEqual({ ok: false, error: 'body.content[1].slug is not a string' });
  });

  it('fails a sub-type of a listed page, naming the page', () => {
    const page = aCmsPagePageDto({
      content: [aCmsPageDto({ pageVariantSubType: 'POKER' as unknown as null })],
    });

    expect(toCmsPages(page)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^body\.content\[0\]\.pageVariantSubType is not one of/) as unknown,
    });
  });

  it('keeps the featured image of a listed page', () => {
    const page = aCmsPagePageDto({ content: [aCmsPageDto({ featuredImage: FEATURED_IMAGE })] });

    expect(toCmsPages(page)).toMatchObject({ ok: true, value: [{ featuredImage: FEATURED_IMAGE }] });
  });

  it('fails a bare list of pages', () => {
    expect(toCmsPages([aCmsPageDto()])).toEqual({ ok: false, error: 'body is not an object' });
  });
});

describe('toContentBlock', () => {
  it('maps the block, keeping its HTML', () => {
    expect(toContentBlock(aContentBlockDto(), 'CASINO_SEO')).toEqual({
      ok: true,
      value: {
        key: 'CASINO_SEO',
        locale: 'lv',
        title: 'Tiešsaistes kazino Latvijā',
        content:
          '<h1>Tiešsaistes kazino Latvijā</h1><p>Vairāk nekā 2000 spēļu no licencētiem piegādātājiem.</p>',
      },
    });
  });

  it('keeps a block without a title', () => {
    expect(toContentBlock(aContentBlockDto({ title: null }), 'CASINO_SEO')).toMatchObject({
      ok: true,
      value: { title: null },
    });
  });

  it.each([
    ['another key', { key: 'PROVIDERS_SEO' as const }, 'body.key is not CASINO_SEO'],
    [
      'an unknown key',
      { key: 'FOOTER' as unknown as 'CASINO_SEO' },
      'body.key is not one of PROMOTIONS_SEO, PROVIDERS_SEO, COLLECTIONS_SEO, CASINO_MAIN_BANNER, CASINO_SEO, LIVE_CASINO_MAIN_BANNER, CASINO_LIVE_SEO, GAME_CATEGORY, ALTENAR_SPORT_CENTER_BANNER, 404_ERROR_PAGE',
    ],
    ['a locale the site has no language for', { locale: 'de' }, 'body.locale is not one of lv, en, ru'],
    ['a title that is not text', { title: 1 as unknown as string }, 'body.title is not a string or null'],
    ['no content', { content: undefined as unknown as string }, 'body.content is not a string'],
  ])('rejects %s', (_, overrides, reason) => {
    expect(toContentBlock(aContentBlockDto(overrides), 'CASINO_SEO')).toEqual({ ok: false, error: reason });
  });
});
