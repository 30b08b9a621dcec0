import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';

beforeEach(() => {
  // jsdom cannot scroll; the grid's virtualiser writes the window's offset when it mounts.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A logged-in player with two favourites and three last-played games (newest first). */
function player(): TestPorts {
  const ports = createTestPorts();
  ports.tokens.write(createTokens());
  ports.playerGames.favourites = [
    createGame({ id: 1, name: 'Book of Riga' }),
    createGame({ id: 2, name: 'Baltic Fruits' }),
  ];
  ports.playerGames.lastPlayed = [
    createGame({ id: 3, name: 'Amber Sevens' }),
    createGame({ id: 1, name: 'Book of Riga' }),
    createGame({ id: 4, name: 'Gauja Gold' }),
  ];
  return ports;
}

const tileNames = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('favourites and last-played pages', () => {
  it('shows the player’s favourites', async () => {
    renderApp('/en/casino/favourites', { ports: player() });
    expect(await tileNames('Favourites: games')).toEqual(['Book of Riga', 'Baltic Fruits']);
  });

  it('shows the games the player played last, newest first', async () => {
    renderApp('/en/live-casino/last-played', { ports: player() });
    expect(await tileNames('Last played: games')).toEqual(['Amber Sevens', 'Book of Riga', 'Gauja Gold']);
  });

  it('fetches the lists again each time the page opens', async () => {
    const ports = player();
    const { router } = renderApp('/en/casino/favourites', { ports });
    await screen.findByRole('list', { name: 'Favourites: games' });

    await act(() => router.navigate('/en/casino'));
    // The lobby's last-played strip asks for the lists too: counted from when it has.
    await screen.findByRole('region', { name: 'Last played' });
    const before = ports.playerGames.listCalls.length;
    await act(() => router.navigate('/en/casino/favourites'));

    await screen.findByRole('list', { name: 'Favourites: games' });
    expect(ports.playerGames.listCalls.length - before).toBe(1);
  });

  it('says so when the player has no favourites', async () => {
    const ports = player();
    ports.playerGames.favourites = [];
    renderApp('/en/casino/favourites', { ports });
    expect(await screen.findByText('You have no favourite games yet.')).toBeDefined();
  });

  it('offers a visitor the login, which opens the login modal', async () => {
    const { user } = renderApp('/en/casino/favourites');
    await screen.findByText('Log in to see your favourite and last played games.');

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeDefined();
  });
});
