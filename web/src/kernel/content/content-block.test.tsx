import type { ContentBlock } from '@lv-casino/core/content/content.ts';
import { createContentBlock } from '@lv-casino/core/testing/content-block.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { IntlStore } from '../intl.store.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import ContentBlockSlot, { type ContentBlockSlotProps } from './content-block-slot.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Fake ports whose CMS has `blocks`. */
function portsWith(blocks: readonly ContentBlock[]): TestPorts {
  const ports = createTestPorts();
  ports.content.blocks = blocks;
  return ports;
}

/** The slot on a page of a memory router, in an app built over fake ports (en, desktop). */
function renderSlot(props: ContentBlockSlotProps, ports: TestPorts = portsWith([])) {
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  const router = createMemoryRouter(
    [
      { path: '/:lang/casino', element: <ContentBlockSlot {...props} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/en/casino'] },
  );
  const view = render(<AppRoot container={container} router={router} />);
  return { ports, container, router, view, user: userEvent.setup() };
}

/** jsdom lays nothing out: makes every element report more content than fits in it. */
function textOverflows(): void {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(120);
}

const banner = (overrides: Partial<ContentBlock> = {}) =>
  createContentBlock({
    key: 'CASINO_MAIN_BANNER',
    locale: 'en',
    title: 'Summer tournament',
    content: '<h2>€10,000 prize pool</h2><p><a href="/en/promotions/summer">Join</a></p>',
    ...overrides,
  });

const seo = (overrides: Partial<ContentBlock> = {}) =>
  createContentBlock({
    key: 'CASINO_SEO',
    locale: 'en',
    title: 'Online casino in Latvia',
    content:
      '<h1>Online casino in Latvia</h1><p>More than 2,000 games.</p><p>Licensed <a href="/en/help">help</a>.</p>',
    ...overrides,
  });

describe('a banner content block', () => {
  it('shows the title over the HTML of the block in the page language', async () => {
    renderSlot({ blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' }, portsWith([banner()]));

    const region = await screen.findByRole('region', { name: 'Summer tournament' });
    expect(within(region).getByRole('heading', { name: '€10,000 prize pool' })).toBeDefined();
  });

  it('asks for the block of the page language and device', async () => {
    const { ports } = renderSlot(
      { blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' },
      portsWith([banner()]),
    );

    await screen.findByRole('region', { name: 'Summer tournament' });
    expect(ports.content.blockCalls).toEqual([
      { key: 'CASINO_MAIN_BANNER', locale: 'en', deviceType: 'DESKTOP' },
    ]);
  });

  it('renders the HTML sanitised: a script and an onerror payload do not survive', async () => {
    const hostile = banner({
      content:
        '<p>Win<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"></p>' +
        '<p onclick="window.hacked = 1">Now</p>',
    });
    const { view } = renderSlot({ blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' }, portsWith([hostile]));

    const region = await screen.findByRole('region', { name: 'Summer tournament' });
    expect([
      region.querySelector('script, img'),
      view.container.querySelector('[onerror], [onclick]'),
      region.textContent,
    ]).toEqual([null, null, 'Summer tournamentWinNow']);
  });

  it('names a banner without a title by its role', async () => {
    renderSlot({ blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' }, portsWith([banner({ title: null })]));

    expect(await screen.findByRole('region', { name: 'Featured offer' })).toBeDefined();
  });

  it('follows a link to a path of the site inside the app', async () => {
    const { router, user } = renderSlot(
      { blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' },
      portsWith([banner()]),
    );

    const link = await screen.findByRole('link', { name: 'Join' });
    expect(link.hasAttribute('target')).toBe(false);
    await user.click(link);

    expect(router.state.location.pathname).toBe('/en/promotions/summer');
  });

  it('opens a link to another site in a new tab', async () => {
    const external = banner({ content: '<p><a href="https://www.iaui.gov.lv">Regulator</a></p>' });
    renderSlot({ blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' }, portsWith([external]));

    const link = await screen.findByRole('link', { name: 'Regulator' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
  });
});

describe('nothing in place of a block', () => {
  it('renders nothing when the key has no content in the language', async () => {
    const { ports, view } = renderSlot({ blockKey: 'CASINO_MAIN_BANNER', variant: 'banner' });

    await waitFor(() => {
      expect(ports.content.blockCalls).toHaveLength(1);
    });
    await act(() => Promise.resolve());
    expect(view.container.innerHTML).toBe('');
  });

  it.each(['banner', 'seo'] as const)(
    'renders nothing, and reports nothing, when the %s fails',
    async (variant) => {
      const error = vi.spyOn(console, 'error');
      const ports = portsWith([seo()]);
      ports.content.failure = createApiFailure(41);
      const { view } = renderSlot({ blockKey: 'CASINO_SEO', variant }, ports);

      await waitFor(() => {
        expect(ports.content.blockCalls).toHaveLength(1);
      });
      await act(() => Promise.resolve());
      expect([view.container.innerHTML, error.mock.calls]).toEqual(['', []]);
    },
  );
});

describe('an SEO content block', () => {
  it('shows the first lines and unfolds the whole text with Read more', async () => {
    textOverflows();
    const { user } = renderSlot({ blockKey: 'CASINO_SEO', variant: 'seo' }, portsWith([seo()]));

    const region = await screen.findByRole('region', { name: 'Online casino in Latvia' });
    const readMore = await within(region).findByRole('button', { name: 'Read more' });
    expect(readMore.getAttribute('aria-expanded')).toBe('false');

    await user.click(readMore);

    const showLess = within(region).getByRole('button', { name: 'Show less' });
    const fold = document.getElementById(showLess.getAttribute('aria-controls') ?? '');
    expect([
      showLess.getAttribute('aria-expanded'),
      fold?.classList.contains('content-block__fold--open'),
    ]).toEqual(['true', true]);
  });

  it('folds the text again with Show less', async () => {
    textOverflows();
    const { user } = renderSlot({ blockKey: 'CASINO_SEO', variant: 'seo' }, portsWith([seo()]));

    await user.click(await screen.findByRole('button', { name: 'Read more' }));
    await user.click(screen.getByRole('button', { name: 'Show less' }));

    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('unfolds when a link in the text is reached with the keyboard', async () => {
    textOverflows();
    const { user } = renderSlot({ blockKey: 'CASINO_SEO', variant: 'seo' }, portsWith([seo()]));
    await screen.findByRole('button', { name: 'Read more' });

    await user.tab();

    expect([
      document.activeElement?.textContent,
      screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'),
    ]).toEqual(['help', 'true']);
  });

  it('has no Read more when the text fits', async () => {
    renderSlot({ blockKey: 'CASINO_SEO', variant: 'seo' }, portsWith([seo()]));

    const region = await screen.findByRole('region', { name: 'Online casino in Latvia' });
    await act(() => Promise.resolve());
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('shows the block of the new language when the language changes', async () => {
    const { container } = renderSlot(
      { blockKey: 'CASINO_SEO', variant: 'seo' },
      portsWith([
        seo(),
        seo({ locale: 'lv', title: 'Tiešsaistes kazino Latvijā', content: '<p>Vairāk nekā 2000 spēļu.</p>' }),
      ]),
    );
    await screen.findByRole('region', { name: 'Online casino in Latvia' });

    await act(() => container.get(IntlStore).setLanguage('lv'));

    const region = await screen.findByRole('region', { name: 'Tiešsaistes kazino Latvijā' });
    expect(region.textContent).toContain('Vairāk nekā 2000 spēļu.');
  });
});
