import { ok } from '@lv-casino/core/shared/result.ts';
import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataRouter } from 'react-router';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';
import { GAME_FRAME_SANDBOX } from '../../ui/game-frame.tsx';

const withGames = (): TestPorts => {
  const ports = createTestPorts();
  ports.catalogue.games = [
    createGame({ id: 11, name: 'Book of Riga', friendlyUrl: 'book-of-riga', demoModeEnabled: true }),
    createGame({ id: 12, name: 'Baltic Roulette', friendlyUrl: 'baltic-roulette', demoModeEnabled: false }),
  ];
  return ports;
};

/** Waits until the app is at `address` (its path and query). */
const arrivesAt = async (router: DataRouter, address: string): Promise<void> => {
  await waitFor(() => {
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(address);
  });
};

const loggedIn = (ports: TestPorts, overrides: Parameters<typeof createUser>[0] = {}): TestPorts => {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'VERIFIED', ...overrides }));
  return ports;
};

describe('game play', () => {
  it('plays the demo in a sandboxed frame named after the game', async () => {
    const ports = withGames();
    renderApp('/en/game-play/demo/book-of-riga', { ports });

    const frame = await screen.findByTitle('Game: Book of Riga');

    expect([frame.getAttribute('src'), frame.getAttribute('sandbox')]).toEqual([
      'https://games.test/11?real=false',
      GAME_FRAME_SANDBOX,
    ]);
  });

  it('says a game without demo mode has none, on the demo path', async () => {
    renderApp('/en/game-play/demo/baltic-roulette', { ports: withGames() });

    expect(await screen.findByText(/This game has no demo mode/)).toBeDefined();
  });

  it('sends a visitor on the real path to the demo and opens the login for the game', async () => {
    const { router } = renderApp('/en/game-play/real/book-of-riga', { ports: withGames() });

    await arrivesAt(router, '/en/game-play/demo/book-of-riga?modal=login&game=book-of-riga');
  });

  it('after that login, plays the game for real', async () => {
    const ports = withGames();
    ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'VERIFIED' }));
    const { user, router } = renderApp('/en/game-play/real/book-of-riga', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });

    await user.type(within(dialog).getByLabelText('Username'), 'anna');
    await user.type(within(dialog).getByLabelText('Password'), 'Casino2026!{Enter}');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/game-play/real/book-of-riga');
    });
    // The demo's frame stays until real play has been prepared: wait for the real game.
    await waitFor(() => {
      expect(screen.getByTitle('Game: Book of Riga')).toHaveProperty(
        'src',
        'https://games.test/11?real=true',
      );
    });
  });

  it('plays real money for a verified player', async () => {
    const ports = loggedIn(withGames());
    renderApp('/en/game-play/real/book-of-riga', { ports });

    await screen.findByTitle('Game: Book of Riga');

    expect(ports.games.calls).toEqual([{ gameId: 11, real: true, mobile: false }]);
  });

  it('refuses real play to a frozen account with the catalogue’s message', async () => {
    const ports = loggedIn(withGames(), { accountLockStatus: 'FROZEN' });
    renderApp('/en/game-play/real/book-of-riga', { ports });

    expect(await screen.findByRole('alert')).toBeDefined();
    expect(ports.games.calls).toEqual([]);
  });

  it('sends a player without verified identity to the profile’s KYC tab', async () => {
    const ports = loggedIn(withGames(), { kycVerified: 'NOT_VERIFIED' });
    const { router } = renderApp('/en/game-play/real/book-of-riga', { ports });

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=profile&selectedTab=kyc');
    });
  });

  it('refuses real play when the site restricts it to verified players', async () => {
    const ports = loggedIn(withGames(), { kycVerified: 'NOT_VERIFIED' });
    ports.config.general = ok(createGeneralConfig({ restrictGameplayKycNotVerified: true }));
    renderApp('/en/game-play/real/book-of-riga', { ports });

    expect(await screen.findByRole('alert')).toBeDefined();
    expect(ports.games.calls).toEqual([]);
  });

  it('sends a player the site restricts to verified players on to the profile’s KYC tab', async () => {
    const ports = loggedIn(withGames(), { kycVerified: 'NOT_VERIFIED' });
    ports.config.general = ok(createGeneralConfig({ restrictGameplayKycNotVerified: true }));
    const { router } = renderApp('/en/game-play/real/book-of-riga', { ports });

    await arrivesAt(router, '/en/game-play/real/book-of-riga?modal=profile&selectedTab=kyc');
  });

  it('sends a player to the profile’s KYC tab when the game refuses real play with 91', async () => {
    const ports = loggedIn(withGames());
    ports.games.failure = createApiFailure(91);
    const { router } = renderApp('/en/game-play/real/book-of-riga', { ports });

    await arrivesAt(router, '/en/game-play/real/book-of-riga?modal=profile&selectedTab=kyc');
  });

  it('opens the self-excluded modal when the game refuses a self-excluded player (39)', async () => {
    const ports = loggedIn(withGames());
    ports.games.failure = createApiFailure(39);
    const { router } = renderApp('/en/game-play/real/book-of-riga', { ports });

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=self-excluded-modal');
    });
  });

  it('sends an unknown game to /404 and a visitor to the login modal', async () => {
    const { router } = renderApp('/en/game-play/real/no-such-game', { ports: withGames() });

    await arrivesAt(router, '/404?modal=login&game=no-such-game');
  });

  it('offers a retry when the game cannot be prepared', async () => {
    const ports = withGames();
    ports.games.failure = createApiFailure(50);
    const { user } = renderApp('/en/game-play/demo/book-of-riga', { ports });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    ports.games.failure = null;
    await user.click(retry);

    expect(await screen.findByTitle('Game: Book of Riga')).toBeDefined();
  });
});

describe('game play: favourite', () => {
  it('shows a favourite game as pressed, and a press removes it from the favourites', async () => {
    const ports = loggedIn(withGames());
    ports.playerGames.favourites = [createGame({ id: 11, friendlyUrl: 'book-of-riga' })];
    const { user } = renderApp('/en/game-play/real/book-of-riga', { ports });
    const heart = await screen.findByRole('button', { name: 'Favourite', pressed: true });

    await user.click(heart);

    expect(await screen.findByRole('button', { name: 'Favourite', pressed: false })).toBeDefined();
    expect(ports.playerGames.favouriteCalls).toEqual([{ gameId: 11, isFavourite: false }]);
  });

  it('offers a visitor the login instead', async () => {
    const { user, router } = renderApp('/en/game-play/demo/book-of-riga', { ports: withGames() });

    await user.click(await screen.findByRole('button', { name: 'Favourite', pressed: false }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=login');
    });
  });
});

describe('game play: from the demo to real money', () => {
  it('opens the login for the game for a visitor', async () => {
    const { user, router } = renderApp('/en/game-play/demo/book-of-riga', { ports: withGames() });

    await user.click(await screen.findByRole('button', { name: 'Play for real money' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=login&game=book-of-riga');
    });
  });
});
