import { SPLIT_VIEW_INITIAL_CATEGORY_ID } from '@lv-casino/core/catalogue/game-grid.rule.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure, createTransportFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';
import { GAME_FRAME_SANDBOX } from '../../ui/game-frame.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../kernel/catalogue/search-text.store.ts';

const MODAL = '/en/casino?modal=splitViewModal';
const FIELD = 'Game or provider name';
const LIVE = SPLIT_VIEW_INITIAL_CATEGORY_ID;

const live = (id: number, name: string, demoModeEnabled = true) =>
  createGame({
    id,
    name,
    friendlyUrl: name.toLowerCase().replace(/ /g, '-'),
    gameType: 'LIVE_CASINO',
    categoryIds: [LIVE],
    demoModeEnabled,
  });

/**
 * The sandbox's shape: category 877 "All live games" is listed under the live casino only, with live
 * games; the casino has its own category and RNG games.
 */
function catalogue(): TestPorts {
  const ports = createTestPorts();
  ports.catalogue.categories = [
    createCategory({ id: 860, name: 'All games', pageToShowOn: ['CASINO'] }),
    createCategory({ id: LIVE, name: 'All live games', pageToShowOn: ['LIVE_CASINO'] }),
  ];
  ports.catalogue.games = [
    live(2039, 'Lightning Roulette'),
    live(2040, 'Immersive Roulette', false),
    live(2041, 'Speed Baccarat'),
    createGame({ id: 1, name: 'Book of Riga', categoryIds: [860] }),
  ];
  return ports;
}

const loggedIn = (ports: TestPorts): TestPorts => {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'VERIFIED' }));
  return ports;
};

const pane = (number: 1 | 2) => screen.getByRole('region', { name: new RegExp(`^Game ${number}`) });

const choices = async (number: 1 | 2) =>
  within(await within(pane(number)).findByRole('list', { name: 'Games to choose from' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

async function openSplitView(ports: TestPorts = catalogue(), path = MODAL) {
  const app = renderApp(path, { ports });
  await screen.findByRole('dialog', { name: 'Split view' });
  await waitFor(() => {
    expect(screen.getAllByRole('list', { name: 'Games to choose from' })).toHaveLength(2);
  });
  return app;
}

const pick = async (app: Awaited<ReturnType<typeof openSplitView>>, number: 1 | 2, game: string) => {
  await app.user.click(within(pane(number)).getByRole('button', { name: game }));
};

describe('splitViewModal', () => {
  it('opens with the games of category 877 in both panes, from the lobby that lists it', async () => {
    await openSplitView();

    expect([await choices(1), await choices(2)]).toEqual([
      ['Lightning Roulette', 'Immersive Roulette', 'Speed Baccarat'],
      ['Lightning Roulette', 'Immersive Roulette', 'Speed Baccarat'],
    ]);
    expect(screen.getByText(/Games from All live games\./)).toBeDefined();
  });

  it('asks for one page of the category’s live games, never the whole catalogue', async () => {
    const ports = catalogue();
    await openSplitView(ports);

    const picker = ports.catalogue.searchCalls.filter((query) =>
      query.columnSearches.some((search) => search.key === 'gameCategoryIds'),
    );
    expect(
      picker.map((query) => [query.pageSize, query.columnSearches.map((search) => search.value)]),
    ).toEqual([
      [40, ['LIVE_CASINO', 'true', String(LIVE)]],
      [40, ['LIVE_CASINO', 'true', String(LIVE)]],
    ]);
  });

  it('says how many games there are to choose from', async () => {
    await openSplitView();

    expect(within(pane(1)).getByRole('status').textContent).toBe('3 games to choose from');
  });

  it('starts with the focus in the first pane’s search field', async () => {
    await openSplitView();

    expect(document.activeElement).toBe(within(pane(1)).getByRole('searchbox', { name: FIELD }));
  });

  it('plays a picked game in its pane’s sandboxed frame while the other pane stays a picker', async () => {
    const ports = catalogue();
    const app = await openSplitView(ports);

    await pick(app, 1, 'Lightning Roulette');

    const frame = await within(pane(1)).findByTitle('Game: Lightning Roulette');
    expect({
      frame: [frame.getAttribute('src'), frame.getAttribute('sandbox')],
      heading: within(pane(1)).getByRole('heading').textContent,
      calls: ports.games.calls,
      other: await choices(2),
      otherFrames: within(pane(2)).queryAllByTitle(/^Game:/),
    }).toEqual({
      frame: ['https://games.test/2039?real=false', GAME_FRAME_SANDBOX],
      heading: 'Game 1: Lightning Roulette',
      calls: [{ gameId: 2039, real: false, mobile: false }],
      other: ['Lightning Roulette', 'Immersive Roulette', 'Speed Baccarat'],
      otherFrames: [],
    });
  });

  it('moves the focus to the pane’s heading, which names the game picked', async () => {
    const app = await openSplitView();

    await pick(app, 2, 'Speed Baccarat');

    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Game 2: Speed Baccarat');
    });
  });

  it('plays both panes at once, for real money for a player', async () => {
    const ports = loggedIn(catalogue());
    const app = await openSplitView(ports);

    await pick(app, 1, 'Lightning Roulette');
    await pick(app, 2, 'Immersive Roulette');

    expect([
      (await within(pane(1)).findByTitle('Game: Lightning Roulette')).getAttribute('src'),
      (await within(pane(2)).findByTitle('Game: Immersive Roulette')).getAttribute('src'),
      within(pane(1)).getByText('Real money').textContent,
    ]).toEqual(['https://games.test/2039?real=true', 'https://games.test/2040?real=true', 'Real money']);
  });

  it('narrows a pane’s choices to its search, once the player pauses typing', async () => {
    const ports = catalogue();
    const app = await openSplitView(ports);

    await app.user.type(within(pane(2)).getByRole('searchbox', { name: FIELD }), 'roulette');
    act(() => {
      ports.clock.advance(SEARCH_DEBOUNCE_MS);
    });

    await waitFor(async () => {
      expect(await choices(2)).toEqual(['Lightning Roulette', 'Immersive Roulette']);
    });
    expect([await choices(1), within(pane(2)).getByRole('status').textContent]).toEqual([
      ['Lightning Roulette', 'Immersive Roulette', 'Speed Baccarat'],
      '2 games found',
    ]);
  });

  it('searches at once on Enter, and says when nothing matches', async () => {
    const app = await openSplitView();

    await app.user.type(within(pane(1)).getByRole('searchbox', { name: FIELD }), 'blackjack{Enter}');

    expect(
      await within(pane(1)).findByText('No games match your search. Please try different words or filters.'),
    ).toBeDefined();
  });

  it('tells a visitor a game without demo has none, and offers the login for it', async () => {
    const ports = catalogue();
    const app = await openSplitView(ports);

    await pick(app, 1, 'Immersive Roulette');

    expect((await within(pane(1)).findByRole('alert')).textContent).toBe(
      'This game has no demo mode. Please choose another game to try for free.Log in to play',
    );
    await app.user.click(within(pane(1)).getByRole('button', { name: 'Log in to play' }));
    await waitFor(() => {
      expect(app.router.state.location.search).toBe('?modal=login&game=immersive-roulette');
    });
    expect(ports.games.calls).toEqual([]);
  });

  it('returns to the picker on “Change game”, the frame gone and the focus in the search field', async () => {
    const app = await openSplitView();
    await pick(app, 1, 'Lightning Roulette');
    await within(pane(1)).findByTitle('Game: Lightning Roulette');

    await app.user.click(within(pane(1)).getByRole('button', { name: 'Change game' }));

    const field = await within(pane(1)).findByRole('searchbox', { name: FIELD });
    await waitFor(() => {
      expect(document.activeElement).toBe(field);
    });
    expect(within(pane(1)).queryByTitle('Game: Lightning Roulette')).toBeNull();
  });

  it('sends a player without verified identity to the profile’s KYC tab, as the game-play page does', async () => {
    const ports = catalogue();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'NOT_VERIFIED' }));
    const app = await openSplitView(ports);

    await pick(app, 1, 'Lightning Roulette');

    await waitFor(() => {
      expect(app.router.state.location.search).toBe('?modal=profile&selectedTab=kyc');
    });
    expect(ports.games.calls).toEqual([]);
  });

  it('sends a player the site restricts to verified players on to the profile’s KYC tab', async () => {
    const ports = catalogue();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'NOT_VERIFIED' }));
    ports.config.general = ok(createGeneralConfig({ restrictGameplayKycNotVerified: true }));
    const app = await openSplitView(ports);

    await pick(app, 1, 'Lightning Roulette');

    await waitFor(() => {
      expect(app.router.state.location.search).toBe('?modal=profile&selectedTab=kyc');
    });
  });

  it('refuses real play to a frozen account with the catalogue’s message', async () => {
    const ports = catalogue();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(
      createUser({ lang: 'en', kycVerified: 'VERIFIED', accountLockStatus: 'FROZEN' }),
    );
    const app = await openSplitView(ports);

    await pick(app, 1, 'Lightning Roulette');

    expect(await within(pane(1)).findByRole('alert')).toBeDefined();
    expect([ports.games.calls, within(pane(1)).queryByRole('button', { name: 'Try again' })]).toEqual([
      [],
      null,
    ]);
  });

  it('offers a retry when the game cannot be prepared', async () => {
    const ports = catalogue();
    ports.games.failure = createApiFailure(50);
    const app = await openSplitView(ports);
    await pick(app, 1, 'Lightning Roulette');
    const retry = await within(pane(1)).findByRole('button', { name: 'Try again' });

    ports.games.failure = null;
    await app.user.click(retry);

    expect(await within(pane(1)).findByTitle('Game: Lightning Roulette')).toBeDefined();
  });

  it('ends both games when it closes', async () => {
    const app = await openSplitView();
    await pick(app, 1, 'Lightning Roulette');
    await pick(app, 2, 'Speed Baccarat');
    await within(pane(2)).findByTitle('Game: Speed Baccarat');

    await app.user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => {
      expect([screen.queryByRole('dialog'), document.querySelectorAll('iframe').length]).toEqual([null, 0]);
    });
    expect(app.router.state.location.search).toBe('');
  });

  it('says why the games could not be loaded and loads them on Try again', async () => {
    const ports = catalogue();
    ports.catalogue.searchFailure = createTransportFailure();
    const { user } = renderApp(MODAL, { ports });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toMatch(/^The games could not be loaded\./);

    ports.catalogue.searchFailure = null;
    await user.click(within(pane(1)).getByRole('button', { name: 'Try again' }));

    expect(await choices(1)).toEqual(['Lightning Roulette', 'Immersive Roulette', 'Speed Baccarat']);
  });

  it('speaks the page’s language', async () => {
    renderApp('/lv/live-casino?modal=splitViewModal', { ports: catalogue(), language: 'lv' });

    expect(await screen.findByRole('dialog', { name: 'Dalītais ekrāns' })).toBeDefined();
    expect(await screen.findAllByText('Pieejamas 3 spēles')).toHaveLength(2);
  });
});
