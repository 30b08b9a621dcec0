import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../kernel/catalogue/search-text.store.ts';

const games = (count: number, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, index) => createGame({ id: index + 1, categoryIds: [1], ...overrides }));

/** Ports with "Slots" (id 1) and "Tables" (id 2) on the casino page, and providers EGT and NETENT. */
function catalogue(slotGames: readonly Game[] = games(3)): TestPorts {
  const ports = createTestPorts();
  ports.config.general = ok(
    createGeneralConfig({
      gameProviders: { enabled: ['EGT', 'NETENT'], maintenanceMode: [], realMoneyMode: [] },
    }),
  );
  ports.catalogue.categories = [
    createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' }),
    createCategory({ id: 2, friendlyUrl: 'tables', name: 'Tables' }),
  ];
  ports.catalogue.games = slotGames;
  return ports;
}

beforeEach(() => {
  // jsdom cannot scroll; the grid's virtualiser writes the window's offset when it mounts.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const progress = (shown: number, total: number) => `Games shown: ${shown} of ${total}`;

async function loadMore(user: UserEvent, shown: number, total: number): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Load more games' }));
  await screen.findByText(progress(shown, total));
}

describe('category page', () => {
  it('names the page after the category, in its heading and the document title', async () => {
    renderApp('/en/casino/slots', { ports: catalogue() });

    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(document.title).toBe('Slots | LV Casino — online casino');
  });

  it('says how many games the category has', async () => {
    renderApp('/en/casino/slots', { ports: catalogue(games(45)) });
    expect(await screen.findByText('45 games')).toBeDefined();
  });

  it('adds 40 games with load more and says how many are shown', async () => {
    const { user } = renderApp('/en/casino/slots', { ports: catalogue(games(100)) });
    await screen.findByText(progress(40, 100));

    await loadMore(user, 80, 100);

    expect(
      screen.getByRole('list', { name: 'Slots: games' }).querySelector('[aria-setsize="80"]'),
    ).not.toBeNull();
  });

  it('moves focus to the first added game after load more', async () => {
    const { user } = renderApp('/en/casino/slots', { ports: catalogue(games(100)) });
    await screen.findByText(progress(40, 100));

    await loadMore(user, 80, 100);

    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Game 41' }));
    });
  });

  it('hides the load more button once every game is shown', async () => {
    renderApp('/en/casino/slots', { ports: catalogue(games(12)) });
    await screen.findByText(progress(12, 12));
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });

  it('shows one provider’s games when the player picks it in the filter panel', async () => {
    const ports = catalogue([
      ...games(3),
      createGame({ id: 9, name: 'Book of Riga', categoryIds: [1], provider: 'EGT' }),
    ]);
    const { user } = renderApp('/en/casino/slots', { ports });
    const filter = await screen.findByRole('group', { name: 'Providers' });

    await user.click(within(filter).getByRole('radio', { name: 'EGT' }));

    await screen.findByText(progress(1, 1));
    expect(
      within(screen.getByRole('list', { name: 'Slots: games' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Book of Riga']);
  });

  it('shows the no-games message when a search finds nothing', async () => {
    const ports = catalogue();
    const { user } = renderApp('/en/casino/slots', { ports });
    const search = await screen.findByRole('searchbox', { name: 'Search in Slots' });

    await user.type(search, 'Jackpot city');
    act(() => {
      ports.clock.advance(SEARCH_DEBOUNCE_MS);
    });

    expect(
      await screen.findByText('No games match your search. Please try different words or filters.'),
    ).toBeDefined();
  });

  it('searches only after the player stops typing', async () => {
    const ports = catalogue([
      createGame({ id: 1, name: 'Book of Riga', categoryIds: [1] }),
      ...games(3).slice(1),
    ]);
    const { user } = renderApp('/en/casino/slots', { ports });
    const search = await screen.findByRole('searchbox', { name: 'Search in Slots' });
    await screen.findByText(progress(3, 3));

    await user.type(search, 'Riga');
    expect(screen.getByText(progress(3, 3))).toBeDefined();
    act(() => {
      ports.clock.advance(SEARCH_DEBOUNCE_MS);
    });

    expect(await screen.findByText(progress(1, 1))).toBeDefined();
  });

  it('clears the search when the category changes', async () => {
    const ports = catalogue([...games(3), createGame({ id: 7, categoryIds: [2] })]);
    const { user, router } = renderApp('/en/casino/slots', { ports });
    await user.type(await screen.findByRole('searchbox', { name: 'Search in Slots' }), 'Game');

    await act(() => router.navigate('/en/casino/tables'));

    expect(await screen.findByRole('searchbox', { name: 'Search in Tables' })).toHaveProperty('value', '');
  });

  it('clears search and filter with its button', async () => {
    const ports = catalogue([...games(3), createGame({ id: 9, categoryIds: [1], provider: 'EGT' })]);
    const { user } = renderApp('/en/casino/slots', { ports });
    await user.click(await screen.findByRole('radio', { name: 'EGT' }));
    await screen.findByText(progress(1, 1));

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));

    expect(await screen.findByText(progress(4, 4))).toBeDefined();
  });

  it('links each tile by the game’s name to its demo for a visitor when the game has one', async () => {
    renderApp('/en/casino/slots', {
      ports: catalogue([
        createGame({ id: 1, name: 'Book of Riga', friendlyUrl: 'book-of-riga', categoryIds: [1] }),
      ]),
    });
    const link = await screen.findByRole('link', { name: 'Book of Riga' });
    expect(link.getAttribute('href')).toBe('/en/game-play/demo/book-of-riga');
  });

  it('links a visitor to real play of a game without demo', async () => {
    const game = createGame({
      id: 1,
      name: 'Book of Riga',
      friendlyUrl: 'book-of-riga',
      categoryIds: [1],
      demoModeEnabled: false,
    });
    renderApp('/en/casino/slots', { ports: catalogue([game]) });
    const link = await screen.findByRole('link', { name: 'Book of Riga' });
    expect(link.getAttribute('href')).toBe('/en/game-play/real/book-of-riga');
  });

  it('links a logged-in player to real play', async () => {
    const ports = catalogue([
      createGame({ id: 1, name: 'Book of Riga', friendlyUrl: 'book-of-riga', categoryIds: [1] }),
    ]);
    ports.tokens.write(createTokens());
    renderApp('/en/casino/slots', { ports });
    await screen.findByRole('button', { name: 'Log out' });
    const link = await screen.findByRole('link', { name: 'Book of Riga' });
    expect(link.getAttribute('href')).toBe('/en/game-play/real/book-of-riga');
  });

  it('gives the tile image an empty alt, since the name is the link’s text', async () => {
    renderApp('/en/casino/slots', {
      ports: catalogue([createGame({ id: 1, name: 'Book of Riga', categoryIds: [1] })]),
    });
    const list = await screen.findByRole('list', { name: 'Slots: games' });
    expect([...list.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['']);
  });

  it('goes to /404 for an unknown category', async () => {
    const { router } = renderApp('/en/casino/nowhere', { ports: catalogue() });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/404');
    });
  });

  it('shows a provider page of the live casino', async () => {
    const ports = catalogue();
    ports.catalogue.categories = [
      createCategory({
        id: 4,
        friendlyUrl: 'evolution',
        name: 'Evolution',
        pageToShowOn: ['LIVE_CASINO', 'PROVIDERS'],
      }),
    ];
    ports.catalogue.games = [createGame({ id: 1, gameType: 'LIVE_CASINO', categoryIds: [4] })];
    renderApp('/en/live-casino/providers/evolution', { ports });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evolution' })).toBeDefined();
  });
});

describe('a language switch on a category page', () => {
  it('renames the category once the new language’s categories have come, not with its texts', async () => {
    const ports = catalogue();
    const names: Readonly<Record<string, string>> = { en: 'Slots', lv: 'Spēļu automāti' };
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = ports.catalogue.getCategories.bind(ports.catalogue);
    ports.catalogue.getCategories = async (query) => {
      if (query.lang === 'lv') await held;
      ports.catalogue.categories = [
        createCategory({ id: 1, friendlyUrl: 'slots', name: names[query.lang] ?? 'Slots' }),
        createCategory({ id: 2, friendlyUrl: 'tables', name: 'Tables' }),
      ];
      return answer(query);
    };
    const { router } = renderApp('/en/casino/slots', { ports });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });

    await act(() => router.navigate('/lv/casino/slots'));
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Spēļu automāti' })).toBeDefined();
  });
});

describe('filters modal on a phone', () => {
  it('filters the page behind it and closes with the number of games it shows', async () => {
    const ports = catalogue([
      ...games(3),
      createGame({ id: 9, name: 'Book of Riga', categoryIds: [1], provider: 'EGT' }),
    ]);
    const { user } = renderApp('/en/casino/slots', { ports, device: 'mobile' });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter games' });

    await user.click(within(dialog).getByRole('radio', { name: 'EGT' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Show 1 game' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeDefined();
  });

  it('opens with focus on the chosen option', async () => {
    const { user } = renderApp('/en/casino/slots', { ports: catalogue(), device: 'mobile' });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter games' });
    await waitFor(() => {
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'All providers' }));
    });
  });

  it('is not a panel on the page of a phone', async () => {
    renderApp('/en/casino/slots', { ports: catalogue(), device: 'mobile' });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(screen.queryByRole('group', { name: 'Providers' })).toBeNull();
  });

  it('says what it is for when no category page is open', async () => {
    renderApp('/en/casino?modal=filtersModal', { ports: catalogue(), device: 'mobile' });
    const dialog = await screen.findByRole('dialog', { name: 'Filter games' });
    expect(
      within(dialog).getByText(
        'Filters apply to the games of a category. Open a category to filter its games.',
      ),
    ).toBeDefined();
  });
});

describe('a casino category page’s calls', () => {
  it('takes its category from start-up, asking for the casino’s categories once', async () => {
    const ports = catalogue();
    renderApp('/en/casino/slots', { ports });

    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    await screen.findByText(progress(3, 3));
    expect(ports.catalogue.categoryCalls.map((call) => call.page)).toEqual(['CASINO']);
  });
});

describe('providers and collections pages', () => {
  it('lists the providers of the live casino as cards linking to their pages', async () => {
    const ports = catalogue();
    ports.catalogue.categories = [
      createCategory({ id: 51, friendlyUrl: 'evolution', name: 'Evolution', pageToShowOn: ['PROVIDERS'] }),
      createCategory({ id: 52, friendlyUrl: 'ezugi', name: 'Ezugi', pageToShowOn: ['PROVIDERS'] }),
      createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' }),
    ];
    renderApp('/en/live-casino/providers', { ports });

    expect(await screen.findByRole('heading', { level: 1, name: 'Game providers' })).toBeDefined();
    const evolution = await screen.findByRole('link', { name: /Evolution/ });
    expect([
      evolution.getAttribute('href'),
      screen.getByText('2 providers').textContent,
      ports.catalogue.categoryCalls.at(-1),
    ]).toEqual([
      '/en/live-casino/providers/evolution',
      '2 providers',
      { page: 'PROVIDERS', mobile: false, gameType: 'LIVE_CASINO', lang: 'en' },
    ]);
  });

  it('says so when the collections cannot be loaded, and shows them after a retry', async () => {
    const ports = catalogue();
    const { router, user } = renderApp('/en/casino', { ports });
    await screen.findByRole('navigation', { name: 'Game categories' });
    ports.catalogue.categories = [
      createCategory({
        id: 883,
        friendlyUrl: 'nordic-legends',
        name: 'Nordic legends',
        pageToShowOn: ['COLLECTIONS'],
      }),
    ];
    ports.catalogue.categoriesFailure = createApiFailure(41);

    await act(() => router.navigate('/en/casino/collections'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This list could not be loaded.');
    ports.catalogue.categoriesFailure = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await screen.findByRole('link', { name: /Nordic legends/ })).getAttribute('href')).toBe(
      '/en/casino/collections/nordic-legends',
    );
  });
});
