import { createCmsPage, createPromotion } from '@lv-casino/core/testing/cms-page.builder.ts';
import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPorts, type TestPorts } from '../testing/fake-ports.module.ts';
import { loggedInPorts } from '../testing/logged-in-ports.ts';
import { renderApp } from '../testing/test-app.tsx';

/*
 * Every public page names its own address as canonical (a CMS page the one the CMS gives it): absolute,
 * on the site's origin, its path in its language, without the query; one link, replaced on
 * navigation; none on the 404 page and a player's own pages.
 */

beforeEach(() => {
  // jsdom cannot scroll; a category's grid writes the window's offset when it mounts.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The hrefs of the document's canonical links. */
const canonicalLinks = (): string[] =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) =>
    link.getAttribute('href'),
  ) as string[];

/** `path` on the site's origin (the test page's). */
const onSite = (path: string): string => new URL(path, document.baseURI).href;

/**
 * Fake ports with categories (a category, a provider, a collection) and their games, and the CMS's
 * help, landing and ordinary pages and a promotion (none with its own canonicalUrl).
 */
function withContent(ports: TestPorts = createTestPorts()): TestPorts {
  ports.catalogue.categories = [
    createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' }),
    createCategory({
      id: 4,
      friendlyUrl: 'evolution',
      name: 'Evolution',
      pageToShowOn: ['LIVE_CASINO', 'PROVIDERS'],
    }),
    createCategory({
      id: 5,
      friendlyUrl: 'nordic-legends',
      name: 'Nordic legends',
      pageToShowOn: ['COLLECTIONS'],
    }),
  ];
  ports.catalogue.games = [
    createGame({ id: 1, categoryIds: [1, 5] }),
    createGame({ id: 2, gameType: 'LIVE_CASINO', categoryIds: [4] }),
  ];
  ports.content.pages = [
    createCmsPage({ slug: 'help', locale: 'en', title: 'Help' }),
    createCmsPage({ slug: 'summer', locale: 'en', title: 'Summer landing' }),
    createCmsPage({ slug: 'about-us', locale: 'en', title: 'About us' }),
    createPromotion('summer-tournament', 'CASINO', { locale: 'en', title: 'Summer tournament' }),
  ];
  return ports;
}

/** Renders `path` and waits until the head names `expected` as canonical. */
async function expectCanonical(path: string, expected: string, ports = withContent()): Promise<void> {
  renderApp(path, { ports });

  await waitFor(() => {
    expect(canonicalLinks()).toEqual([onSite(expected)]);
  });
}

describe('the canonical address of a public page', () => {
  it.each([
    ['the casino lobby (without its modal)', '/en/casino?modal=login', '/en/casino'],
    ['the live-casino lobby', '/lv/live-casino', '/lv/live-casino'],
    ['a category', '/en/casino/slots/', '/en/casino/slots'],
    ['a provider', '/en/live-casino/providers/evolution', '/en/live-casino/providers/evolution'],
    ['a collection', '/en/casino/collections/nordic-legends', '/en/casino/collections/nordic-legends'],
    ['a demo game', '/en/game-play/demo/book-of-riga', '/en/game-play/demo/book-of-riga'],
    ['the promotions', '/en/promotions', '/en/promotions'],
    ['a promotion', '/en/promotions/summer-tournament', '/en/promotions/summer-tournament'],
    ['the help page', '/en/help', '/en/help'],
    ['a landing page (without its btag)', '/en/landing/summer?btag=a1', '/en/landing/summer'],
    ['a CMS page', '/en/about-us', '/en/about-us'],
    ['the sportsbook', '/en/sport-betting', '/en/sport-betting'],
  ])('is its own for %s', async (_, path, expected) => {
    await expectCanonical(path, expected);
  });

  it('is the one the CMS gives a page', async () => {
    const ports = withContent();
    ports.content.pages = [
      createCmsPage({ slug: 'about-us', locale: 'en', canonicalUrl: 'https://www.lv-casino.lv/en/about' }),
    ];

    await expectCanonical('/en/about-us', 'https://www.lv-casino.lv/en/about', ports);
  });

  it('is replaced, not added, when the player goes to another page', async () => {
    const { router } = renderApp('/en/casino', { ports: withContent() });
    await waitFor(() => {
      expect(canonicalLinks()).toEqual([onSite('/en/casino')]);
    });

    await act(() => router.navigate('/en/casino/slots'));

    await waitFor(() => {
      expect(canonicalLinks()).toEqual([onSite('/en/casino/slots')]);
    });
  });
});

describe('a page without a canonical address', () => {
  it.each([
    ['the 404 page', '/en/no-such-page', 'heading'],
    ['a player’s favourites', '/en/casino/favourites', 'heading'],
    ['a game played for real money', '/en/game-play/real/book-of-riga', 'heading'],
  ])('%s has none, even after a page that had one', async (_, path) => {
    const { router } = renderApp('/en/casino', { ports: withContent(loggedInPorts()) });
    await waitFor(() => {
      expect(canonicalLinks()).toHaveLength(1);
    });

    await act(() => router.navigate(path));
    await screen.findAllByRole('heading', { level: 1 });

    await waitFor(() => {
      expect(canonicalLinks()).toEqual([]);
    });
  });
});
