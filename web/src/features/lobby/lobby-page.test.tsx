import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createContentBlock } from '@lv-casino/core/testing/content-block.builder.ts';
import { createActivityFeedItem, createJackpotFeedData } from '@lv-casino/core/testing/feeds.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../../kernel/session.store.ts';
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.reset();
});

/** One category, "Top games", with a full strip page of 24 games. */
function oneStripOf24Games() {
  const ports = createTestPorts();
  ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
  ports.catalogue.games = Array.from({ length: 24 }, (_, index) =>
    createGame({ id: index + 1, categoryIds: [1] }),
  );
  return ports;
}

/** One category, "Top games", with one game that has a demo, Book of Riga. */
function oneStripWithADemoGame() {
  const ports = createTestPorts();
  ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
  ports.catalogue.games = [
    createGame({
      id: 11,
      name: 'Book of Riga',
      friendlyUrl: 'book-of-riga',
      categoryIds: [1],
      demoModeEnabled: true,
    }),
  ];
  return ports;
}

describe('casino lobby', () => {
  it('renders a strip per category with its games, names, providers and badges', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [
      createCategory({ id: 1, name: 'Top games' }),
      createCategory({ id: 2, name: 'New games' }),
    ];
    ports.catalogue.games = [
      createGame({ id: 11, name: 'Book of Riga', provider: 'Amber Studios', categoryIds: [1], isNew: true }),
      createGame({
        id: 12,
        name: 'Baltic Fruits',
        provider: 'Nordic Play',
        categoryIds: [1, 2],
        isHot: true,
      }),
    ];
    renderApp('/en/casino', { ports });

    const top = await screen.findByRole('region', { name: 'Top games' });
    expect(within(top).getByRole('link', { name: /Book of Riga/ })).toBeDefined();
    expect(within(top).getByText('Amber Studios')).toBeDefined();
    expect(within(top).getByText('New')).toBeDefined();
    expect(within(top).getByText('Hot')).toBeDefined();
    expect(within(top).getByText('2 games')).toBeDefined();
    const fresh = screen.getByRole('region', { name: 'New games' });
    expect(
      within(fresh)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.tile__name')?.textContent),
    ).toEqual(['Baltic Fruits']);
  });

  it('loads no tile image before the page is laid out: the hero, not a tile, is its largest paint', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.catalogue.games = [createGame({ id: 11, name: 'Book of Riga', categoryIds: [1] })];
    renderApp('/en/casino', { ports });

    const top = await screen.findByRole('region', { name: 'Top games' });
    expect(
      within(top)
        .getByRole('link', { name: /Book of Riga/ })
        .querySelector('img')
        ?.getAttribute('loading'),
    ).toBe('lazy');
  });

  it('renders a strip’s first tiles with the page and the rest of its page of games once the browser is idle', async () => {
    const ports = oneStripOf24Games();
    renderApp('/en/casino', { ports });

    const top = await screen.findByRole('region', { name: 'Top games' });
    const first = within(top).getAllByRole('listitem').length;
    await waitFor(() => {
      expect(within(top).getAllByRole('listitem')).toHaveLength(24);
    });
    expect(first).toBe(8);
  });

  it('renders the rest of a strip’s tiles at once when the player moves into it', async () => {
    const ports = oneStripOf24Games();
    const { user } = renderApp('/en/casino', { ports });

    const top = await screen.findByRole('region', { name: 'Top games' });
    await user.click(screen.getByRole('button', { name: 'Top games: next games' }));

    expect(within(top).getAllByRole('listitem')).toHaveLength(24);
  });

  it('links a visitor’s tile to the demo of a game that has one, named by the game, not its picture', async () => {
    const ports = oneStripWithADemoGame();
    renderApp('/en/casino', { ports });

    const top = await screen.findByRole('region', { name: 'Top games' });
    const link = within(top).getByRole('link', { name: /Book of Riga/ });

    expect([link.getAttribute('href'), link.querySelector('img')?.getAttribute('alt')]).toEqual([
      '/en/game-play/demo/book-of-riga',
      '',
    ]);
  });

  it('links the tiles shown to the game for real money once the visitor logs in', async () => {
    const ports = oneStripWithADemoGame();
    const { container } = renderApp('/en/casino', { ports });
    const top = await screen.findByRole('region', { name: 'Top games' });

    act(() => {
      container.get(SessionStore).begin({
        kind: 'logged-in',
        user: createUser(),
        balance: null,
        next: { kind: 'stay' },
        switchLanguageTo: null,
        events: [],
      });
    });

    expect(
      within(top)
        .getByRole('link', { name: /Book of Riga/ })
        .getAttribute('href'),
    ).toBe('/en/game-play/real/book-of-riga');
  });

  it('shows the server’s display name of a provider when the translations have one', async () => {
    const ports = createTestPorts();
    ports.translations.messages = { en: { 'vendor.playngo': 'Play’n GO' } };
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.catalogue.games = [createGame({ id: 1, provider: 'PLAYNGO', categoryIds: [1] })];
    renderApp('/en/casino', { ports });

    const strip = await screen.findByRole('region', { name: 'Top games' });
    expect(within(strip).getByText('Play’n GO')).toBeDefined();
  });

  it('gives each strip previous and next buttons named after its category', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [1] })];
    renderApp('/en/casino', { ports });

    const strip = await screen.findByRole('region', { name: 'Top games' });
    expect(within(strip).getByRole('button', { name: 'Top games: previous games' })).toBeDefined();
    expect(within(strip).getByRole('button', { name: 'Top games: next games' })).toBeDefined();
  });

  /** A phone lobby of seven one-game categories, the end of its list watched by a fake observer. */
  const renderSevenStripLobby = (): void => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const ports = createTestPorts();
    const ids = [1, 2, 3, 4, 5, 6, 7];
    ports.catalogue.categories = ids.map((id) => createCategory({ id, name: `Category ${id}` }));
    ports.catalogue.games = ids.map((id) => createGame({ id, categoryIds: [id] }));
    renderApp('/en/casino', { ports, device: 'mobile' });
  };

  it('reveals the strips three at a time as the end of the list scrolls into view', async () => {
    renderSevenStripLobby();

    await screen.findByRole('region', { name: 'Category 3' });
    expect(screen.queryByRole('region', { name: 'Category 4' })).toBeNull();

    act(() => {
      FakeIntersectionObserver.enterAll();
    });
    expect(await screen.findByRole('region', { name: 'Category 6' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Category 7' })).toBeNull();
  });

  it('says it loads more games only while they load, not while it waits for the player to scroll', async () => {
    renderSevenStripLobby();
    await screen.findByRole('region', { name: 'Category 3' });
    const shown = (): boolean => screen.getByText('Loading more games…').closest('[hidden]') === null;
    const waiting = shown();

    // The next batch's sentinel is observed once the first batch has rendered, which on a busy
    // machine may be after Category 3 shows: the strips are scrolled into view until it loads.
    const loading = await waitFor(() => {
      act(() => {
        FakeIntersectionObserver.enterAll();
      });
      if (!shown()) throw new Error('the next strips are not loading');
      return true;
    });
    await screen.findByRole('region', { name: 'Category 6' });

    expect({ waiting, loading }).toEqual({ waiting: false, loading: true });
  });

  it('keeps the end of the list in its place until the last strips take it, so the page never gets shorter there', async () => {
    renderSevenStripLobby();
    await screen.findByRole('region', { name: 'Category 3' });
    const lastStrip = (): HTMLElement | null => screen.queryByRole('region', { name: 'Category 7' });
    let endGoneBeforeLastStrip = false;
    const watch = new MutationObserver(() => {
      if (document.querySelector('.lobby__more') === null && lastStrip() === null)
        endGoneBeforeLastStrip = true;
    });
    watch.observe(document.body, { childList: true, subtree: true });

    await waitFor(() => {
      act(() => {
        FakeIntersectionObserver.enterAll();
      });
      if (lastStrip() === null) throw new Error('the last strips have not shown');
    });
    watch.disconnect();

    expect(endGoneBeforeLastStrip).toBe(false);
  });

  it('shows, below the strips, providers, wins, jackpots, collections and the SEO text in that order', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const ports = createTestPorts();
    ports.catalogue.categories = [
      createCategory({ id: 1, name: 'Top games' }),
      createCategory({ id: 900, name: 'NetEnt', friendlyUrl: 'netent', pageToShowOn: ['PROVIDERS'] }),
      createCategory({
        id: 883,
        name: 'Nordic legends',
        friendlyUrl: 'nordic-legends',
        pageToShowOn: ['COLLECTIONS'],
      }),
    ];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [1] })];
    ports.feeds.activity = [createActivityFeedItem()];
    ports.feeds.jackpots = {
      egt: {
        jackpotType: 'MYSTERY_MULTI_LEVEL',
        jackpotFeedDataList: [
          createJackpotFeedData({ jackpotFeedName: 'High Cash', totalJackpotAmount: 100_000 }),
        ],
      },
    };
    ports.content.blocks = [
      createContentBlock({ locale: 'en', title: 'Online casino in Latvia', content: '<p>Games.</p>' }),
    ];
    renderApp('/en/casino', { ports });
    await screen.findByRole('region', { name: 'Top games' });

    act(() => {
      FakeIntersectionObserver.enterAll();
    });
    await screen.findByRole('link', { name: /Nordic legends/ });
    await screen.findByRole('heading', { name: 'Jackpots' });
    await screen.findByRole('region', { name: 'Online casino in Latvia' });

    const order = ['Game providers', 'Biggest wins this month', 'Jackpots', 'Collections'].map((name) =>
      screen.getByRole('heading', { name }),
    );
    const seo = screen.getByRole('region', { name: 'Online casino in Latvia' });
    const follows = [...order, seo].every(
      (element, index, all) =>
        index === 0 ||
        (all[index - 1]?.compareDocumentPosition(element) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect([follows, screen.getByRole('link', { name: /Nordic legends/ }).getAttribute('href')]).toEqual([
      true,
      '/en/casino/collections/nordic-legends',
    ]);
  });

  it('shows the sections below the strips to a player who scrolled past them to the footer', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const ports = createTestPorts();
    ports.catalogue.categories = [
      createCategory({ id: 1, name: 'Top games' }),
      createCategory({ id: 900, name: 'NetEnt', friendlyUrl: 'netent', pageToShowOn: ['PROVIDERS'] }),
    ];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [1] })];
    renderApp('/en/casino', { ports, device: 'mobile' });
    await screen.findByRole('region', { name: 'Top games' });

    act(() => {
      FakeIntersectionObserver.passAll();
    });

    expect(await screen.findByRole('heading', { name: 'Game providers' })).toBeDefined();
  });

  it('asks for a page of each shown strip, never for the whole catalogue', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const ports = createTestPorts();
    ports.catalogue.categories = [1, 2, 3, 4].map((id) => createCategory({ id, name: `Category ${id}` }));
    ports.catalogue.games = [1, 2, 3, 4].map((id) => createGame({ id, categoryIds: [id] }));
    renderApp('/en/casino', { ports });

    await screen.findByRole('region', { name: 'Category 3' });
    expect(
      ports.catalogue.searchCalls.map((call) => [call.pageSize, call.columnSearches.at(-1)?.value]),
    ).toEqual([
      [24, '1'],
      [24, '2'],
      [24, '3'],
    ]);
  });

  it('shows the number of games of the whole category with the site’s grouping', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.catalogue.games = Array.from({ length: 1916 }, (_, index) =>
      createGame({ id: index + 1, categoryIds: [1] }),
    );
    renderApp('/en/casino', { ports });

    const strip = await screen.findByRole('region', { name: 'Top games' });
    expect(within(strip).getByText('1 916 games')).toBeDefined();
  });

  it('links the game count of a strip to the category’s page', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games', friendlyUrl: 'top-games' })];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [1] })];
    renderApp('/en/casino', { ports });

    const strip = await screen.findByRole('region', { name: 'Top games' });
    expect(
      within(strip).getByRole('link', { name: 'Top games: all games, 1 game' }).getAttribute('href'),
    ).toBe('/en/casino/top-games');
  });

  it('lists every visible category in the category bar, also those the desktop lobby gives no strip', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [
      createCategory({ id: 1, name: 'Top games', friendlyUrl: 'top-games', orderNumber: 1 }),
      createCategory({ id: 2, name: 'Megaways', friendlyUrl: 'megaways', orderNumber: 9 }),
      createCategory({ id: 3, name: 'Empty', friendlyUrl: 'empty', orderNumber: 2, enabledGamesCount: 0 }),
    ];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [1, 2] })];
    renderApp('/en/casino', { ports });

    const bar = await screen.findByRole('navigation', { name: 'Game categories' });
    await within(bar).findByRole('link', { name: 'Megaways' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/casino/top-games', '/en/casino/megaways']);
  });

  it('opens the live casino with its own categories and live games', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [
      createCategory({
        id: 7,
        name: 'Live roulette',
        friendlyUrl: 'live-roulette',
        pageToShowOn: ['LIVE_CASINO'],
        orderNumber: 2,
      }),
    ];
    ports.catalogue.games = [
      createGame({ id: 1, name: 'Lightning Roulette', gameType: 'LIVE_CASINO', categoryIds: [7] }),
      createGame({ id: 2, name: 'Book of Riga', gameType: 'RNG', categoryIds: [7] }),
    ];
    renderApp('/en/live-casino', { ports });

    const strip = await screen.findByRole('region', { name: 'Live roulette' });
    expect([
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.tile__name')?.textContent),
      screen.getByRole('heading', { level: 1 }).textContent,
      screen.getByRole('link', { name: 'Live roulette' }).getAttribute('href'),
    ]).toEqual([['Lightning Roulette'], 'Real dealers, real tables, live', '/en/live-casino/live-roulette']);
  });

  it('offers a retry when the games of a strip could not be loaded, and shows them after it', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [1] })];
    ports.catalogue.searchFailure = createApiFailure(41);
    const { user } = renderApp('/en/casino', { ports });

    const retry = await screen.findByRole('button', { name: 'Try again' });
    ports.catalogue.searchFailure = null;
    await user.click(retry);

    expect(await screen.findByRole('region', { name: 'Top games' })).toBeDefined();
  });

  it('says so when no category has games', async () => {
    renderApp('/en/casino');
    expect(
      await screen.findByText('No games are available right now. Please check back soon.'),
    ).toBeDefined();
  });
});

describe('the last-played strip', () => {
  it('shows a logged-in player’s last-played games first', async () => {
    const ports = createTestPorts();
    ports.tokens.write(createTokens());
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.playerGames.lastPlayed = [
      createGame({ id: 21, name: 'Cēsis Express', friendlyUrl: 'cesis-express' }),
    ];
    renderApp('/en/casino', { ports });

    const strip = await screen.findByRole('region', { name: 'Last played' });

    expect(
      within(strip)
        .getByRole('link', { name: /Cēsis Express/ })
        .getAttribute('href'),
    ).toBe('/en/game-play/real/cesis-express');
  });

  it('is not there for a visitor, who makes no call for it', async () => {
    const ports = createTestPorts();
    ports.catalogue.categories = [createCategory({ id: 1, name: 'Top games' })];
    ports.catalogue.games = [createGame({ id: 11, categoryIds: [1] })];
    renderApp('/en/casino', { ports });

    await screen.findByRole('region', { name: 'Top games' });

    expect([screen.queryByRole('region', { name: 'Last played' }), ports.playerGames.listCalls]).toEqual([
      null,
      [],
    ]);
  });
});
