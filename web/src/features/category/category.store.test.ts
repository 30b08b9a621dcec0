import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import type { Location, NavigateFunction, To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { createAppContainer } from '../../shell/container.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { categoryModule } from './category.module.ts';
import { SEARCH_DEBOUNCE_MS } from '../../kernel/catalogue/search-text.store.ts';
import { CategoryStore, type CategoryPageRoute } from './category.store.ts';

const slots: CategoryPageRoute = { page: 'CASINO', shape: 'plain', friendlyUrl: 'slots' };
const tables: CategoryPageRoute = { page: 'CASINO', shape: 'plain', friendlyUrl: 'tables' };

const games = (count: number, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, index) => createGame({ id: index + 1, categoryIds: [1], ...overrides }));

/** A CategoryStore from the feature's module over core's fakes: "Slots" (id 1) and "Tables" (id 2). */
function setUp() {
  const ports = createTestPorts();
  ports.catalogue.categories = [
    createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' }),
    createCategory({ id: 2, friendlyUrl: 'tables', name: 'Tables' }),
  ];
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  container.get(SiteConfig).set(
    createGeneralConfig({
      gameProviders: { enabled: ['EGT', 'NETENT'], maintenanceMode: [], realMoneyMode: [] },
    }),
  );
  container.load(categoryModule);
  const navigated: To[] = [];
  const navigate = ((to: To) => {
    navigated.push(to);
  }) as NavigateFunction;
  const location = {
    pathname: '/en/casino/nowhere',
    search: '',
    hash: '',
    key: 'start',
    state: null,
  } as Location;
  container.get(AppNavigator).connect(navigate, location);
  return { ports, store: container.get(CategoryStore), navigated };
}

/** Lets the fakes' answers (resolved promises) arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The store with the "Slots" page open over `catalogueGames`, its first page shown. */
async function openSlots(catalogueGames: readonly Game[]) {
  const opened = setUp();
  opened.ports.catalogue.games = catalogueGames;
  await opened.store.open(slots, 'en');
  await settle();
  return opened;
}

describe('CategoryStore', () => {
  it('shows the first 40 games of the category', async () => {
    const { store } = await openSlots(games(100));

    expect(store.grid.games.map((game) => game.id)).toEqual(games(40).map((game) => game.id));
  });

  it('opens a provider page with its category from the providers page', async () => {
    const { ports, store } = setUp();
    ports.catalogue.categories = [
      createCategory({
        id: 900,
        friendlyUrl: 'pragmatic',
        name: 'Pragmatic Play',
        pageToShowOn: ['PROVIDERS'],
      }),
    ];

    await store.open({ page: 'CASINO', shape: 'provider', friendlyUrl: 'pragmatic' }, 'en');

    expect([
      store.page.kind === 'category' ? store.page.category.name : store.page.kind,
      ports.catalogue.categoryCalls.at(-1)?.page,
    ]).toEqual(['Pragmatic Play', 'PROVIDERS']);
  });

  it('adds the next 40 games on load more', async () => {
    const { store } = await openSlots(games(100));

    await store.grid.loadMore();

    expect(store.grid.games).toHaveLength(80);
  });

  it('offers no more games once every game is shown', async () => {
    const { store } = await openSlots(games(80));

    await store.grid.loadMore();

    expect(store.grid.canLoadMore).toBe(false);
  });

  it('moves focus to the first game a load more added', async () => {
    const { store } = await openSlots(games(100));

    await store.grid.loadMore();

    expect(store.grid.focusIndex).toBe(40);
  });

  it('shows only the chosen provider’s games', async () => {
    const { store } = await openSlots([
      ...games(3),
      createGame({ id: 9, categoryIds: [1], provider: 'EGT' }),
    ]);

    store.chooseProvider('EGT');
    await settle();

    expect(store.grid.games.map((game) => game.id)).toEqual([9]);
  });

  it('sends the search only once the player stops typing', async () => {
    const { ports, store } = await openSlots(games(3));
    const asked = ports.catalogue.searchCalls.length;

    store.setSearchText('Ga');
    ports.clock.advance(SEARCH_DEBOUNCE_MS - 1);
    store.setSearchText('Game 2');
    ports.clock.advance(SEARCH_DEBOUNCE_MS);
    await settle();

    expect(ports.catalogue.searchCalls.slice(asked).map((call) => call.globalSearch)).toEqual(['Game 2']);
  });

  it('names the no-games message when a search finds nothing', async () => {
    const { ports, store } = await openSlots(games(3));

    store.setSearchText('Nothing like it');
    ports.clock.advance(SEARCH_DEBOUNCE_MS);
    await settle();

    expect(store.grid.state).toEqual({ kind: 'empty', messageKey: 'no.games.found' });
  });

  it('clears the search and the provider filter when the category changes', async () => {
    const { ports, store } = await openSlots([
      ...games(3),
      createGame({ id: 9, categoryIds: [2], provider: 'EGT' }),
    ]);
    store.chooseProvider('EGT');
    store.setSearchText('Game');
    ports.clock.advance(SEARCH_DEBOUNCE_MS);
    await settle();

    await store.open(tables, 'en');
    await settle();

    const call = ports.catalogue.searchCalls.at(-1);
    expect({
      columns: call?.columnSearches.map((search) => `${search.key}=${search.value}`),
      search: call?.globalSearch,
      field: store.searchText,
    }).toEqual({
      columns: ['gameType=RNG', 'supportsDesktop=true', 'gameCategoryIds=2'],
      search: undefined,
      field: '',
    });
  });

  it('keeps search and filter when the same category opens in another language', async () => {
    const { store } = await openSlots([createGame({ id: 9, categoryIds: [1], provider: 'EGT' })]);
    store.chooseProvider('EGT');
    await settle();

    await store.open(slots, 'lv');
    await settle();

    expect(store.selectedProviders).toEqual(['EGT']);
  });

  it('drops a pending search when the page is left', async () => {
    const { ports, store } = setUp();
    await store.open(slots, 'en');
    await settle();
    store.setSearchText('Game');

    store.leave();

    expect(ports.clock.pending).toBe(0);
  });

  it('goes to /404 for an unknown category', async () => {
    const { store, navigated } = setUp();

    await store.open({ page: 'CASINO', shape: 'plain', friendlyUrl: 'nowhere' }, 'en');

    expect(navigated).toEqual([{ pathname: '/404', search: '', hash: '' }]);
  });

  it('goes to /404 for a category the lobby page does not list (§5)', async () => {
    const { ports, store, navigated } = setUp();
    ports.catalogue.categories = [
      createCategory({ id: 3, friendlyUrl: 'roulette', pageToShowOn: ['LIVE_CASINO'] }),
    ];

    await store.open({ page: 'CASINO', shape: 'plain', friendlyUrl: 'roulette' }, 'en');

    expect(navigated).toHaveLength(1);
  });

  it('goes to /404 for a disabled category (§5)', async () => {
    const { ports, store, navigated } = setUp();
    ports.catalogue.categories = [createCategory({ id: 3, friendlyUrl: 'winter', enabled: false })];

    await store.open({ page: 'CASINO', shape: 'plain', friendlyUrl: 'winter' }, 'en');

    expect(navigated).toHaveLength(1);
  });

  it('goes to /404 for a category without enabled games (§5)', async () => {
    const { ports, store, navigated } = setUp();
    ports.catalogue.categories = [createCategory({ id: 3, friendlyUrl: 'empty', enabledGamesCount: 0 })];

    await store.open({ page: 'CASINO', shape: 'plain', friendlyUrl: 'empty' }, 'en');

    expect(navigated).toHaveLength(1);
  });

  it('keeps the results of an active filter when its category disappears', async () => {
    const { ports, store, navigated } = await openSlots([
      createGame({ id: 9, categoryIds: [1], provider: 'EGT' }),
    ]);
    store.chooseProvider('EGT');
    await settle();
    ports.catalogue.categories = [];

    await store.open(slots, 'lv');

    expect({ page: store.page.kind, navigated }).toEqual({ page: 'search-results', navigated: [] });
  });

  it('asks for the live-casino categories and games under /live-casino', async () => {
    const { ports, store } = setUp();
    ports.catalogue.categories = [
      createCategory({ id: 5, friendlyUrl: 'roulette', pageToShowOn: ['LIVE_CASINO'] }),
    ];
    ports.catalogue.games = [createGame({ id: 1, categoryIds: [5], gameType: 'LIVE_CASINO' })];

    await store.open({ page: 'LIVE_CASINO', shape: 'plain', friendlyUrl: 'roulette' }, 'en');
    await settle();

    expect({
      categories: ports.catalogue.categoryCalls.at(-1),
      games: store.grid.games.map((game) => game.id),
    }).toEqual({
      categories: { page: 'LIVE_CASINO', mobile: false, gameType: 'LIVE_CASINO', lang: 'en' },
      games: [1],
    });
  });

  it('offers a retry when the games could not be loaded, which shows them', async () => {
    const { ports, store } = setUp();
    ports.catalogue.games = games(2);
    ports.catalogue.searchFailure = createApiFailure(41);
    await store.open(slots, 'en');
    await settle();

    ports.catalogue.searchFailure = null;
    store.retry();
    await settle();

    expect(store.grid.games).toHaveLength(2);
  });
});
