import type { CmsPage } from '@lv-casino/core/content/content.ts';
import {
  createCmsPage,
  createFeaturedImage,
  createPromotion,
} from '@lv-casino/core/testing/cms-page.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { loadPromotions } from './promotions.loader.ts';

const summer = (overrides: Partial<CmsPage> = {}): CmsPage =>
  createPromotion('summer-tournament', 'CASINO', {
    locale: 'en',
    title: 'Summer tournament',
    pageExcerpt: 'Win a share of €10,000.',
    content:
      '<h2>Summer tournament</h2><p>Play from 1 June.</p><p><a href="/en/casino">To the casino</a></p>',
    ...overrides,
  });
const derby = createPromotion('derby', 'SPORT', { locale: 'en', title: 'Derby bet' });
const welcome = createPromotion('welcome', 'NEW_CLIENTS', { locale: 'en', title: 'Welcome bonus' });

/** Fake ports whose CMS has `pages`. */
function portsWith(pages: readonly CmsPage[]): TestPorts {
  const ports = createTestPorts();
  ports.content.pages = pages;
  return ports;
}

/** The promotions page at `path`, in an app over fake ports (en), with where it may send the visitor. */
async function renderPage(path: string, ports: TestPorts = portsWith([summer(), derby, welcome])) {
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  const left = ports.location.replaced;
  const View = await container.get(FeatureModules).prepare('promotions', await loadPromotions());
  const router = createMemoryRouter(
    [
      { path: '/404', element: <p>Not found page</p> },
      { path: '/:lang/casino', element: <p>Casino page</p> },
      { path: '/:lang/promotions/*', element: <View /> },
      { path: '/:lang/promotions', element: <View /> },
    ],
    { initialEntries: [path] },
  );
  render(<AppRoot container={container} router={router} />);
  return { ports, router, left, user: userEvent.setup() };
}

const cards = () => screen.getAllByRole('article');

/** An English promotion taken off the site, which redirects to `redirect`. */
const unpublished = (slug: string, redirect: string) =>
  createCmsPage({ slug, locale: 'en', status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: redirect });

describe('the promotions list', () => {
  it('shows every promotion as a card under the Promotions heading', async () => {
    await renderPage('/en/promotions');

    await screen.findByRole('heading', { level: 2, name: 'Summer tournament' });
    expect([
      screen.getByRole('heading', { level: 1 }).textContent,
      cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ]).toEqual(['Promotions', ['Summer tournament', 'Derby bet', 'Welcome bonus']]);
  });

  it('shows a card’s category and excerpt as text', async () => {
    await renderPage('/en/promotions');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Summer tournament' })).closest(
      'article',
    );
    expect(card?.textContent).toContain('CasinoSummer tournamentWin a share of €10,000.');
  });

  it('links each card to its promotion with a name that includes the title', async () => {
    await renderPage('/en/promotions');

    const link = await screen.findByRole('link', { name: 'Read more – Summer tournament' });
    expect(link.getAttribute('href')).toBe('/en/promotions/summer-tournament');
  });

  it('says how many promotions it lists', async () => {
    await renderPage('/en/promotions');

    await screen.findByRole('heading', { level: 2, name: 'Derby bet' });
    expect(screen.getByText('3 promotions')).toBeDefined();
  });

  it('offers All and only the categories that have a promotion, All being the current one', async () => {
    await renderPage('/en/promotions');

    const tabs = await screen.findByRole('navigation', { name: 'Promotion categories' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['All', 'page'],
      ['Sport', null],
      ['Casino', null],
      ['New clients', null],
    ]);
  });

  it('lists a category’s promotions on its tab, which becomes the current one', async () => {
    const { router, user } = await renderPage('/en/promotions');

    await user.click(await screen.findByRole('link', { name: 'Sport' }));

    await waitFor(() => {
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Derby bet']);
    });
    expect([
      router.state.location.pathname,
      screen.getByRole('link', { name: 'Sport' }).getAttribute('aria-current'),
      screen.getByText('1 promotion').textContent,
    ]).toEqual(['/en/promotions/sport', 'page', '1 promotion']);
  });

  it('says a category has none, with a way to all of them, when it has no promotion', async () => {
    await renderPage('/en/promotions/virtuals');

    await screen.findByText('There are no promotions in this category right now.');
    expect(screen.getByRole('link', { name: 'See all promotions' }).getAttribute('href')).toBe(
      '/en/promotions',
    );
  });

  it('shows the empty message of core when there is no promotion at all', async () => {
    await renderPage('/en/promotions', portsWith([]));

    expect(
      (await screen.findByText('There are no promotions right now. Please check back soon.')).closest(
        '[role="status"]',
      ),
    ).not.toBeNull();
  });

  it('says the promotions could not be loaded, with a retry that lists them', async () => {
    const ports = portsWith([summer()]);
    ports.content.failure = createApiFailure(41);
    const { user } = await renderPage('/en/promotions', ports);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The promotions could not be loaded\./);
    ports.content.failure = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { level: 2, name: 'Summer tournament' });
  });

  it('puts Promotions before the site name in the document title', async () => {
    await renderPage('/en/promotions');

    await screen.findByRole('heading', { level: 2, name: 'Summer tournament' });
    expect(document.title).toMatch(/^Promotions \| /);
  });

  it('names the category in the document title on its tab', async () => {
    await renderPage('/en/promotions/sport');

    await screen.findByRole('heading', { level: 2, name: 'Derby bet' });
    expect(document.title).toMatch(/^Promotions: Sport \| /);
  });

  it('says the promotions are loading until the CMS answers', async () => {
    await renderPage('/en/promotions');

    expect(screen.getByRole('status').textContent).toBe('Loading promotions…');
  });
});

describe('a promotion’s featured image', () => {
  const withImage = () =>
    summer({
      featuredImage: createFeaturedImage('summer', { altTag: 'Trophy on a beach', tabletWebpUrl: null }),
    });

  it('offers WebP for phones, tablets and desktops over a lazy JPG with its alt text', async () => {
    await renderPage('/en/promotions', portsWith([withImage()]));

    const image = await screen.findByRole('img', { name: 'Trophy on a beach' });
    const sources = [...(image.closest('picture')?.querySelectorAll('source') ?? [])];
    expect({
      sources: sources.map((source) => [source.type, source.media, source.srcset]),
      img: [image.getAttribute('src'), image.getAttribute('loading'), image.getAttribute('width')],
    }).toEqual({
      sources: [
        ['image/webp', '(max-width: 599px)', 'https://cdn.lv-casino.lv/cms/summer-mobile.webp'],
        ['image/jpeg', '(max-width: 599px)', 'https://cdn.lv-casino.lv/cms/summer-mobile.jpg'],
        [
          'image/jpeg',
          '(min-width: 600px) and (max-width: 1023px)',
          'https://cdn.lv-casino.lv/cms/summer-tablet.jpg',
        ],
        ['image/webp', '', 'https://cdn.lv-casino.lv/cms/summer.webp'],
      ],
      img: ['https://cdn.lv-casino.lv/cms/summer.jpg', 'lazy', '640'],
    });
  });

  it('gives way to the category’s placeholder when it cannot be loaded', async () => {
    await renderPage('/en/promotions', portsWith([withImage()]));

    fireEvent.error(await screen.findByRole('img', { name: 'Trophy on a beach' }));

    const card = screen.getByRole('heading', { level: 2, name: 'Summer tournament' }).closest('article');
    expect([
      card?.querySelector('img, picture'),
      card?.querySelector('.promo-picture--casino')?.getAttribute('data-image'),
    ]).toEqual([null, 'placeholder']);
  });

  it('is the category’s placeholder when the promotion has none', async () => {
    await renderPage('/en/promotions');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Derby bet' })).closest('article');
    expect(card?.querySelector('.promo-picture--sport')?.getAttribute('data-image')).toBe('placeholder');
  });
});

describe('one promotion', () => {
  it('shows its title as the heading over its image and sanitised body', async () => {
    const hostile = summer({
      featuredImage: createFeaturedImage('summer', { altTag: 'Trophy on a beach' }),
      content:
        '<p>Play from 1 June.<script>window.promoHacked = 1</script></p><img src="x" onerror="window.promoHacked = 1">',
    });
    await renderPage('/en/promotions/summer-tournament', portsWith([hostile]));

    const article = (await screen.findByRole('heading', { level: 1, name: 'Summer tournament' })).closest(
      'article',
    );
    expect([
      within(article as HTMLElement)
        .getByRole('img', { name: 'Trophy on a beach' })
        .getAttribute('loading'),
      article?.querySelector('.promo-article__body')?.innerHTML,
    ]).toEqual(['eager', '<p>Play from 1 June.</p>']);
  });

  it('links back to the promotions', async () => {
    const { router, user } = await renderPage('/en/promotions/summer-tournament');

    await user.click(await screen.findByRole('link', { name: 'Back to promotions' }));

    expect(router.state.location.pathname).toBe('/en/promotions');
  });

  it('follows a link of its body inside the app', async () => {
    const { router, user } = await renderPage('/en/promotions/summer-tournament');

    await user.click(await screen.findByRole('link', { name: 'To the casino' }));

    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('puts its title in the document title and its description in the head', async () => {
    await renderPage(
      '/en/promotions/summer-tournament',
      portsWith([summer({ metaDescription: 'A summer tournament.' })]),
    );

    await screen.findByRole('heading', { level: 1, name: 'Summer tournament' });
    expect([
      document.title,
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ]).toEqual([expect.stringMatching(/^Summer tournament \| /), 'A summer tournament.']);
  });

  it('sends the visitor to /404 when no promotion has the slug', async () => {
    const { router } = await renderPage('/en/promotions/no-such-promotion');

    await screen.findByText('Not found page');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends the visitor where an unpublished promotion redirects', async () => {
    const ended = unpublished('winter-2025', 'promotions');
    const { router } = await renderPage('/en/promotions/winter-2025', portsWith([ended, summer()]));

    await screen.findByRole('heading', { level: 2, name: 'Summer tournament' });
    expect(router.state.location.pathname).toBe('/en/promotions');
  });

  it('sends the visitor to another site when an unpublished promotion redirects to a URL', async () => {
    const moved = unpublished('moved', 'https://www.iaui.gov.lv');
    const { left } = await renderPage('/en/promotions/moved', portsWith([moved]));

    await waitFor(() => {
      expect(left).toEqual(['https://www.iaui.gov.lv']);
    });
  });
});
