import type { CmsPage } from '@lv-casino/core/content/content.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { createCmsPage } from '@lv-casino/core/testing/cms-page.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { loadCmsPage } from './cms-page.loader.ts';

declare global {
  // Set by a payload if it ever runs.
  var cmsPageHacked: number | undefined;
}

afterEach(() => {
  globalThis.cmsPageHacked = undefined;
});

const aboutUs = (overrides: Partial<CmsPage> = {}): CmsPage =>
  createCmsPage({
    slug: 'about-us',
    locale: 'en',
    title: 'About us',
    content: '<p>LV Casino is licensed in Latvia.</p><p><a href="/en/promotions">Our promotions</a></p>',
    ...overrides,
  });

/** Fake ports whose CMS has `pages`. */
function portsWith(pages: readonly CmsPage[]): TestPorts {
  const ports = createTestPorts();
  ports.content.pages = pages;
  return ports;
}

/**
 * The CMS page at `path` (any path under a language), in an app over fake ports (en), with the
 * places it may send the visitor.
 */
async function renderPage(
  path: string,
  { ports = portsWith([]), device = 'desktop' }: { ports?: TestPorts; device?: Device } = {},
) {
  const container = createAppContainer(createFakePortsModule(ports), { device, initialLanguage: 'en' });
  const left = ports.location.replaced;
  const View = await container.get(FeatureModules).prepare('cms-page', await loadCmsPage());
  const router = createMemoryRouter(
    [
      { path: '/404', element: <p>Not found page</p> },
      { path: '/:lang/promotions', element: <p>Promotions page</p> },
      {
        path: '/:lang/*',
        element: (
          <>
            <View />
            <Link to="/en/promotions">Leave</Link>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<AppRoot container={container} router={router} />);
  return { ports, router, left, user: userEvent.setup() };
}

describe('a published CMS page', () => {
  it('shows its title as the heading over its body', async () => {
    await renderPage('/en/about-us', { ports: portsWith([aboutUs()]) });

    const heading = await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(heading.closest('article')?.textContent).toContain('LV Casino is licensed in Latvia.');
  });

  it('asks the CMS for the slug in the language and device of the page', async () => {
    const { ports } = await renderPage('/lv/about-us', {
      ports: portsWith([aboutUs({ locale: 'lv', title: 'Par mums' })]),
      device: 'mobile',
    });

    await screen.findByRole('heading', { level: 1, name: 'Par mums' });
    expect(ports.content.slugCalls).toEqual([{ slug: 'about-us', locale: 'lv', deviceType: 'MOBILE' }]);
  });

  it('renders the body sanitised: a script and an onerror payload neither run nor stay', async () => {
    const hostile = aboutUs({
      content:
        '<p>Hello<script>globalThis.cmsPageHacked = 1</script></p>' +
        '<img src="x" onerror="globalThis.cmsPageHacked = 1"><p onclick="globalThis.cmsPageHacked = 1">Hi</p>',
    });
    await renderPage('/en/about-us', { ports: portsWith([hostile]) });

    const article = (await screen.findByRole('heading', { level: 1, name: 'About us' })).closest('article');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([
      article?.querySelector('script, img, [onerror], [onclick]'),
      article?.textContent,
      globalThis.cmsPageHacked,
    ]).toEqual([null, 'About usHelloHi', undefined]);
  });

  it('follows a link to a path of the site inside the app', async () => {
    const { router, user } = await renderPage('/en/about-us', { ports: portsWith([aboutUs()]) });

    await user.click(await screen.findByRole('link', { name: 'Our promotions' }));

    expect(router.state.location.pathname).toBe('/en/promotions');
  });

  it('puts its description, canonical address and robots in the head', async () => {
    const page = aboutUs({
      metaDescription: 'Who we are and how we are licensed.',
      canonicalUrl: 'https://www.lv-casino.lv/en/about-us',
      metaRobots: 'index,follow',
    });
    await renderPage('/en/about-us', { ports: portsWith([page]) });

    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect([
      document.head.querySelector('meta[name="description"][content="Who we are and how we are licensed."]'),
      document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      // The test setup is never indexed, whatever the page says.
      document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
    ]).toEqual([expect.any(HTMLMetaElement), 'https://www.lv-casino.lv/en/about-us', 'noindex,nofollow']);
  });

  it('puts its title before the site name in the document title', async () => {
    await renderPage('/en/about-us', { ports: portsWith([aboutUs()]) });

    await screen.findByRole('heading', { level: 1, name: 'About us' });
    // The site's own name is the app's text, loaded at start-up (not in this harness).
    expect(document.title).toMatch(/^About us \| /);
  });

  it('hides the header and footer while it shows when it asks for it', async () => {
    const landing = aboutUs({ hideHeader: true, hideFooter: true });
    await renderPage('/en/about-us', { ports: portsWith([landing]) });

    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const root = document.documentElement;
    expect([root.hasAttribute('data-hide-header'), root.hasAttribute('data-hide-footer')]).toEqual([
      true,
      true,
    ]);
  });

  it('shows the header and footer again on leaving the page', async () => {
    const landing = aboutUs({ hideHeader: true, hideFooter: true });
    const { user } = await renderPage('/en/about-us', { ports: portsWith([landing]) });
    await screen.findByRole('heading', { level: 1, name: 'About us' });

    await user.click(screen.getByRole('link', { name: 'Leave' }));

    await screen.findByText('Promotions page');
    const root = document.documentElement;
    expect([root.hasAttribute('data-hide-header'), root.hasAttribute('data-hide-footer')]).toEqual([
      false,
      false,
    ]);
  });

  it('keeps the header of a page that does not ask to hide it', async () => {
    await renderPage('/en/about-us', { ports: portsWith([aboutUs()]) });

    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(document.documentElement.hasAttribute('data-hide-header')).toBe(false);
  });

  it('says the page is loading until the CMS answers', async () => {
    await renderPage('/en/about-us', { ports: portsWith([aboutUs()]) });

    expect(screen.getByRole('status').textContent).toBe('Loading the page…');
  });
});

describe('an unpublished CMS page', () => {
  const ended = (redirect: string | null) =>
    aboutUs({ slug: 'winter-2025', status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: redirect });

  it('sends the visitor to its redirect path under the language', async () => {
    const { router } = await renderPage('/en/winter-2025', { ports: portsWith([ended('promotions')]) });

    await screen.findByText('Promotions page');
    expect(router.state.location.pathname).toBe('/en/promotions');
  });

  it('sends the visitor to another site when its redirect is a URL', async () => {
    const { left } = await renderPage('/en/winter-2025', {
      ports: portsWith([ended('https://www.iaui.gov.lv')]),
    });

    await waitFor(() => {
      expect(left).toEqual(['https://www.iaui.gov.lv']);
    });
  });

  it('sends the visitor to /404 when it has no redirect', async () => {
    const { router } = await renderPage('/en/winter-2025', { ports: portsWith([ended(null)]) });

    await screen.findByText('Not found page');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('a path with no CMS page', () => {
  it('sends the visitor to /404', async () => {
    const { router } = await renderPage('/en/no-such-page');

    await screen.findByText('Not found page');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends the visitor to /404 when the CMS cannot be reached', async () => {
    const ports = portsWith([aboutUs()]);
    ports.content.failure = createApiFailure(-1);
    const { router } = await renderPage('/en/about-us', { ports });

    await screen.findByText('Not found page');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('the help page', () => {
  const faq = aboutUs({
    slug: 'faq',
    title: 'Frequently asked questions',
    content: '<p>How do I deposit?</p>',
  });
  const withTopics = (): TestPorts => {
    const ports = portsWith([aboutUs({ slug: 'help', title: 'Help' }), faq]);
    ports.content.menus = [
      {
        key: 'FOOTER_HELP',
        locale: 'en',
        title: 'Help',
        items: [
          { label: 'FAQ', link: 'help/faq', orderNumber: 1 },
          { label: 'Gaming supervision', link: 'https://www.iaui.gov.lv', orderNumber: 2 },
        ],
      },
    ];
    return ports;
  };

  it('shows the CMS page help at /help', async () => {
    await renderPage('/en/help', { ports: withTopics() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeDefined();
  });

  it('shows the selected page at /help/{selectedPage}', async () => {
    await renderPage('/en/help/faq', { ports: withTopics() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeDefined();
  });

  it('lists the help topics beside the page, the one shown marked as current', async () => {
    await renderPage('/en/help/faq', { ports: withTopics() });

    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    const current = await within(topics).findByRole('link', { current: 'page' });
    expect(current.textContent).toBe('FAQ');
  });

  it('opens an external topic as another site', async () => {
    await renderPage('/en/help', { ports: withTopics() });

    const link = await screen.findByRole('link', { name: /Gaming supervision/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://www.iaui.gov.lv',
      '_blank',
    ]);
  });
});

describe('a landing page', () => {
  const landing = aboutUs({ slug: 'landing', title: 'Welcome' });

  it('stores the btag of its link for 30 days', async () => {
    const ports = portsWith([landing]);
    await renderPage('/en/landing?btag=aff42', { ports });

    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(ports.cookies.writes).toEqual([
      { name: 'btag', value: 'aff42', maxAgeSeconds: 30 * 24 * 60 * 60 },
    ]);
  });

  it('keeps a btag stored earlier', async () => {
    const ports = portsWith([landing]);
    ports.cookies.cookies.set('btag', 'first');
    await renderPage('/en/landing?btag=aff42', { ports });

    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(ports.cookies.writes).toEqual([]);
  });

  it('shows the CMS page of /landing/{slug}', async () => {
    await renderPage('/en/landing/welcome-bonus', {
      ports: portsWith([aboutUs({ slug: 'welcome-bonus', title: 'Welcome bonus' })]),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeDefined();
  });
});

describe('a page whose body has its own main heading', () => {
  it('shows that heading only', async () => {
    await renderPage('/en/about-us', {
      ports: portsWith([aboutUs({ content: '<h1>About LV Casino</h1><p>Licensed in Latvia.</p>' })]),
    });

    await screen.findByRole('heading', { level: 1, name: 'About LV Casino' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
