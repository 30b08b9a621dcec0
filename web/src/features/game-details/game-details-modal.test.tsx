import type { GameDescription } from '@lv-casino/core/catalogue/catalogue.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok, type Result } from '@lv-casino/core/shared/result.ts';
import type { CatalogueQuery, GamePage } from '@lv-casino/core/catalogue/catalogue.ts';
import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { FakeCataloguePort } from '@lv-casino/core/testing/catalogue-port.fake.ts';
import { createApiFailure, createTransportFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createGameDescription } from '@lv-casino/core/testing/game-description.builder.ts';
import { FakeGamePort } from '@lv-casino/core/testing/game-port.fake.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';

/** The fake GamePort, with the description of every game set by the test (its HTML, RTP, volatility). */
class DescribedGamePort extends FakeGamePort {
  description: Partial<GameDescription> = {};

  override getDescription(gameId: number, lang: Language): Promise<Result<GameDescription, ApiFailure>> {
    if (this.descriptionFailure !== null) return super.getDescription(gameId, lang);
    this.descriptionCalls.push({ gameId, lang });
    return Promise.resolve(ok(createGameDescription({ ...this.description, gameId, lang })));
  }
}

/** The fake catalogue, answering searches only once the test releases them. */
class HeldCataloguePort extends FakeCataloguePort {
  release: () => void = () => undefined;
  readonly #released = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  override async searchGames(query: CatalogueQuery): Promise<Result<GamePage, ApiFailure>> {
    await this.#released;
    return super.searchGames(query);
  }
}

const BOOK = createGame({
  id: 11,
  name: 'Book of Riga',
  friendlyUrl: 'book-of-riga',
  provider: 'Amber Studio',
  isNew: true,
  isHot: true,
});

const withGames = (): TestPorts & { readonly games: DescribedGamePort } => {
  const ports = { ...createTestPorts(), games: new DescribedGamePort() };
  ports.catalogue.games = [
    BOOK,
    createGame({ id: 12, name: 'Baltic Roulette', friendlyUrl: 'baltic-roulette', demoModeEnabled: false }),
  ];
  ports.games.description = {
    descriptionHtml: '<p>Ancient <strong>pages</strong> of the old town.</p>',
    rtp: 96.5,
    volatility: 'HIGH',
  };
  return ports;
};

const loggedIn = <P extends TestPorts>(ports: P): P => {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'VERIFIED' }));
  ports.playerGames.games = ports.catalogue.games;
  return ports;
};

const BOOK_MODAL = '/en/casino?modal=gameModal&game=book-of-riga';

/** A game's dialog once its description has loaded (or said why not). */
async function openGame(ports: TestPorts = withGames(), friendlyUrl = 'book-of-riga', name = 'Book of Riga') {
  const app = renderApp(`/en/casino?modal=gameModal&game=${friendlyUrl}`, { ports });
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    expect(within(dialog).queryByText('Loading the description…')).toBeNull();
  });
  return { ...app, dialog };
}

const pathAndSearch = (router: { state: { location: { pathname: string; search: string } } }): string =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('game modal', () => {
  it('shows a status while the game loads', async () => {
    const ports = { ...withGames(), catalogue: new HeldCataloguePort() };
    renderApp(BOOK_MODAL, { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Game details' });

    expect(within(dialog).getByRole('status').textContent).toBe('Loading the game…');
  });

  it('is named by the game and shows its provider, RTP and volatility', async () => {
    const { dialog } = await openGame();

    const facts = [...dialog.querySelectorAll('dt, dd')].map((element) => element.textContent);
    expect(facts).toEqual([
      'Provider',
      'Amber Studio',
      'Return to player (RTP)',
      '96.5 %',
      'Volatility',
      'High',
    ]);
  });

  it('leaves out RTP and volatility the provider does not publish', async () => {
    const ports = withGames();
    ports.games.description = { rtp: null, volatility: null };
    const { dialog } = await openGame(ports);

    expect([...dialog.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Provider']);
  });

  it('shows the NEW and HOT badges', async () => {
    const { dialog } = await openGame();

    expect([within(dialog).getByText('New'), within(dialog).getByText('Hot')]).toHaveLength(2);
  });

  it('shows the thumbnail as decoration, without a name of its own', async () => {
    const { dialog } = await openGame();

    const image = dialog.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('alt')]).toEqual([BOOK.thumbnailUrl, '']);
  });

  it('shows the description in the page’s language', async () => {
    const ports = withGames();
    renderApp('/ru/casino?modal=gameModal&game=book-of-riga', { ports, language: 'ru' });

    await screen.findByText('pages', { selector: 'strong' });
    expect(ports.games.descriptionCalls).toEqual([{ gameId: 11, lang: 'ru' }]);
  });

  it('renders the description without its script, handlers, javascript: link or styles', async () => {
    const ports = withGames();
    ports.games.description = {
      descriptionHtml:
        '<p style="color:red" onclick="alert(1)">Read <a href="javascript:alert(1)">the rules</a></p>' +
        '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
    };
    const { dialog } = await openGame(ports);

    const description = within(dialog).getByText(/^Read/).closest('.game-details__description');
    expect(description?.innerHTML).toBe('<p>Read <a>the rules</a></p>');
  });

  it('shows no description and no error for a game without one (404)', async () => {
    const ports = withGames();
    ports.games.descriptionFailure = createApiFailure(-1, 404);
    const { dialog } = await openGame(ports);

    expect([within(dialog).queryByRole('alert'), within(dialog).queryByText(/old town/)]).toEqual([
      null,
      null,
    ]);
  });

  it('says why the description did not load', async () => {
    const ports = withGames();
    ports.games.descriptionFailure = createTransportFailure();
    const { dialog } = await openGame(ports);

    expect(within(dialog).getByRole('alert').textContent).toMatch(/^The description could not be loaded\./);
  });

  it('loads the description again on Try again', async () => {
    const ports = withGames();
    ports.games.descriptionFailure = createTransportFailure();
    const { dialog, user } = await openGame(ports);

    ports.games.descriptionFailure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByText('pages', { selector: 'strong' })).toBeDefined();
  });

  it('starts the demo from Play demo', async () => {
    const { dialog, user, router } = await openGame();

    await user.click(within(dialog).getByRole('button', { name: 'Play demo' }));

    await waitFor(() => {
      expect(pathAndSearch(router)).toBe('/en/game-play/demo/book-of-riga');
    });
  });

  it('offers no demo for a game without one', async () => {
    const { dialog } = await openGame(withGames(), 'baltic-roulette', 'Baltic Roulette');

    expect(within(dialog).queryByRole('button', { name: 'Play demo' })).toBeNull();
  });

  it('asks a visitor to log in for the game on Play for real money', async () => {
    const { dialog, user, router } = await openGame();

    await user.click(within(dialog).getByRole('button', { name: 'Play for real money' }));

    await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.search).toBe('?modal=login&game=book-of-riga');
  });

  it('takes a player to real play on Play for real money', async () => {
    const { dialog, user, router } = await openGame(loggedIn(withGames()));

    await user.click(within(dialog).getByRole('button', { name: 'Play for real money' }));

    await waitFor(() => {
      expect(pathAndSearch(router)).toBe('/en/game-play/real/book-of-riga');
    });
  });

  it('marks the game as a favourite of a player', async () => {
    const { dialog, user } = await openGame(loggedIn(withGames()));
    const favourite = await within(dialog).findByRole('button', { name: 'Favourite', pressed: false });

    await user.click(favourite);

    await waitFor(() => {
      expect(favourite.getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('shows a favourite of the player as one, and unmarks it on the server', async () => {
    const ports = loggedIn(withGames());
    ports.playerGames.favourites = [BOOK];
    const { dialog, user } = await openGame(ports);

    await user.click(await within(dialog).findByRole('button', { name: 'Favourite', pressed: true }));

    await waitFor(() => {
      expect(ports.playerGames.favourites).toEqual([]);
    });
  });

  it('offers a visitor no favourite toggle', async () => {
    const { dialog } = await openGame();

    expect(within(dialog).queryByRole('button', { name: 'Favourite' })).toBeNull();
  });

  it('says an unknown game is not found', async () => {
    renderApp('/en/casino?modal=gameModal&game=no-such-game', { ports: withGames() });

    expect(await screen.findByRole('dialog', { name: 'Game not found' })).toBeDefined();
  });

  it('closes the not-found message from its focused Close button', async () => {
    const { user, router } = renderApp('/en/casino?modal=gameModal&game=no-such-game&btag=7', {
      ports: withGames(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Game not found' });
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Close');
    });

    await user.keyboard('{Enter}');

    await waitFor(() => {
      expect([dialog.isConnected, router.state.location.search]).toEqual([false, '?btag=7']);
    });
  });

  it('says why the game could not be loaded and finds it on Try again', async () => {
    const ports = withGames();
    ports.catalogue.searchFailure = createTransportFailure();
    const { user } = renderApp(BOOK_MODAL, { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Game details' });
    await within(dialog).findByText(/The game could not be loaded\./);

    ports.catalogue.searchFailure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('dialog', { name: 'Book of Riga' })).toBeDefined();
  });
});
