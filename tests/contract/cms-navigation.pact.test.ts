import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ContentHttpAdapter } from '@lv-casino/adapters/http/content.http-adapter.ts';
import { pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, equal, integer, string } = MatchersV3;

const contentFor = (baseUrl: string) => new ContentHttpAdapter(pactClient(baseUrl));

/*
 * The CMS calls that decide where a visitor goes: a footer menu's links, an unpublished page's
 * redirect and an unknown slug (games-and-content.md §2 CMS page states, footer links).
 */

describe('getCmsMenu (GET cms/menus/{key}?locale=)', () => {
  it('answers the links of a footer menu in a language', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the CMS has a menu in a language', { key: 'FOOTER_HELP', locale: 'lv' })
      .uponReceiving('a request for the FOOTER_HELP menu in lv')
      .withRequest('GET', '/api/v1/customerfacing/cms/menus/FOOTER_HELP', (request) =>
        request.query({ locale: 'lv' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          // The answer is about the menu and language asked for.
          key: equal('FOOTER_HELP'),
          locale: equal('lv'),
          title: string('Palīdzība'),
          items: eachLike({
            label: string('Biežāk uzdotie jautājumi'),
            link: string('help/buj'),
            orderNumber: integer(1),
          }),
        }),
      )
      .executeTest((server) => contentFor(server.url).getMenu({ key: 'FOOTER_HELP', locale: 'lv' }));

    expect(result).toMatchObject({ ok: true, value: { key: 'FOOTER_HELP', title: 'Palīdzība' } });
  });
});

describe('getCmsPageBySlug: where a visitor goes', () => {
  it('answers an unpublished page with the path it redirects to', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the CMS has an unpublished page that redirects', {
        slug: 'ziemas-turnirs-2025',
        locale: 'lv',
        redirect: 'promotions',
      })
      .uponReceiving('a request for an unpublished CMS page with a redirect')
      .withRequest('POST', '/api/v1/customerfacing/cms/pages/searchBySlug', (request) =>
        request
          .query({ pageSlug: 'ziemas-turnirs-2025', locale: 'lv', deviceType: 'MOBILE' })
          .headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          slug: equal('ziemas-turnirs-2025'),
          name: string('Ziemas turnīrs 2025'),
          title: string('Ziemas turnīrs 2025'),
          locale: equal('lv'),
          content: string('<p>Turnīrs ir beidzies.</p>'),
          // The client acts on these two.
          status: equal('NOT_PUBLISHED'),
          redirectLinkWhenNotPublished: equal('promotions'),
          pageVariant: null,
          pageVariantSubType: null,
          pageExcerpt: null,
          hideHeader: boolean(false),
          hideFooter: boolean(false),
          metaRobots: string('noindex,nofollow'),
          metaDescription: string('Ziemas turnīrs 2025'),
          canonicalUrl: string('https://www.lv-casino.lv/lv/promotions/ziemas-turnirs-2025'),
          featuredImage: null,
        }),
      )
      .executeTest((server) =>
        contentFor(server.url).getPageBySlug({
          slug: 'ziemas-turnirs-2025',
          locale: 'lv',
          deviceType: 'MOBILE',
        }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: 'promotions' },
    });
  });

  it('answers 404 for a slug no page has, which the client reads as none', async () => {
    const result = await createPact()
      .addInteraction()
      .given('the CMS has no page with a slug', { slug: 'nav-tadas-lapas', locale: 'en' })
      .uponReceiving('a request for a CMS page nobody published')
      .withRequest('POST', '/api/v1/customerfacing/cms/pages/searchBySlug', (request) =>
        request
          .query({ pageSlug: 'nav-tadas-lapas', locale: 'en', deviceType: 'DESKTOP' })
          .headers(CLIENT_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ errorCode: equal(-1), errorMessage: string('Not found') }),
      )
      .executeTest((server) =>
        contentFor(server.url).getPageBySlug({
          slug: 'nav-tadas-lapas',
          locale: 'en',
          deviceType: 'DESKTOP',
        }),
      );

    expect(result).toEqual({ ok: true, value: null });
  });
});
