import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createTransportFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../kernel/catalogue/search-text.store.ts';

const MODAL = '/en/casino?modal=globalSearchModal';
const FIELD = 'Game or provider name';

/** A catalogue with two "Book" games (one without demo) in two categories, and one other game. */
function catalogue(): TestPorts {
  const ports = createTestPorts();
  ports.catalogue.categories = [createCategory({ id: 1, name: 'Slots' })];
  ports.catalogue.games = [
    createGame({ id: 1, name: 'Book of Riga', friendlyUrl: 'book-of-riga', categoryIds: [1] }),
    createGame({ id: 2, name: 'Amber Reels', categoryIds: [1] }),
    createGame({
      id: 3,
      name: 'Book of Cēsis',
      friendlyUrl: 'book-of-cesis',
      categoryIds: [2],
      demoModeEnabled: false,
    }),
  ];
  return ports;
}

const globalSearches = (ports: TestPorts) =>
  ports.catalogue.searchCalls.flatMap((query) =>
    query.globalSearch === undefined ? [] : [query.globalSearch],
  );

const resultLinks = async () =>
  within(await screen.findByRole('list', { name: 'Games found' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('globalSearchModal', () => {
  it('starts with the focus in its search box', async () => {
    renderApp(MODAL, { ports: catalogue() });
    const field = await screen.findByRole('searchbox', { name: FIELD });
    expect(document.activeElement).toBe(field);
  });

  it('sends the text as the catalogue query’s globalSearch', async () => {
    const ports = catalogue();
    const { user } = renderApp(MODAL, { ports });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), ' book {Enter}');
    await screen.findByRole('list', { name: 'Games found' });

    expect(globalSearches(ports)).toEqual(['book']);
  });

  it('lists a visitor’s results as links to their demo, or to real play when a game has no demo', async () => {
    const { user } = renderApp(MODAL, { ports: catalogue() });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');

    expect(await resultLinks()).toEqual([
      ['Book of Riga', '/en/game-play/demo/book-of-riga'],
      ['Book of Cēsis', '/en/game-play/real/book-of-cesis'],
    ]);
  });

  it('lists a logged-in player’s results as links to real play', async () => {
    const ports = catalogue();
    ports.tokens.write(createTokens());
    const { user } = renderApp(MODAL, { ports });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');

    expect(await resultLinks()).toEqual([
      ['Book of Riga', '/en/game-play/real/book-of-riga'],
      ['Book of Cēsis', '/en/game-play/real/book-of-cesis'],
    ]);
  });

  it('says politely how many games it found', async () => {
    const { user } = renderApp(MODAL, { ports: catalogue() });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');

    expect((await screen.findByText('2 games found')).closest('[role="status"]')).not.toBeNull();
  });

  it('searches at once on Enter', async () => {
    const { user } = renderApp(MODAL, { ports: catalogue() });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'amber{Enter}');

    expect(await resultLinks()).toEqual([['Amber Reels', '/en/game-play/demo/game-2']]);
  });

  it('does not search while the player is still typing', async () => {
    const ports = catalogue();
    const { user } = renderApp(MODAL, { ports });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book');
    act(() => {
      ports.clock.advance(SEARCH_DEBOUNCE_MS - 1);
    });

    expect(globalSearches(ports)).toEqual([]);
  });

  it('searches once the player has paused typing', async () => {
    const ports = catalogue();
    const { user } = renderApp(MODAL, { ports });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'amber');
    act(() => {
      ports.clock.advance(SEARCH_DEBOUNCE_MS);
    });

    expect(await resultLinks()).toEqual([['Amber Reels', '/en/game-play/demo/game-2']]);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderApp(MODAL, { ports: catalogue() });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'jackpot city{Enter}');

    expect(
      await screen.findByText('No games match your search. Please try different words or filters.'),
    ).toBeDefined();
  });

  it('says why a search failed', async () => {
    const ports = catalogue();
    ports.catalogue.searchFailure = createTransportFailure();
    const { user } = renderApp(MODAL, { ports });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Search games' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The search failed. Something went wrong. Please try again later.',
    );
  });

  it('shows the results after a retry of a failed search', async () => {
    const ports = catalogue();
    ports.catalogue.searchFailure = createTransportFailure();
    const { user } = renderApp(MODAL, { ports });
    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'amber{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Search games' });
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });

    ports.catalogue.searchFailure = null;
    await user.click(retry);

    expect(await resultLinks()).toEqual([['Amber Reels', '/en/game-play/demo/game-2']]);
  });

  it('closes and opens the game’s page when the player follows a result', async () => {
    const { user, router } = renderApp(MODAL, { ports: catalogue() });
    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'riga{Enter}');

    await user.click(await screen.findByRole('link', { name: 'Book of Riga' }));

    await waitFor(() => {
      expect({
        path: router.state.location.pathname + router.state.location.search,
        dialog: screen.queryByRole('dialog'),
      }).toEqual({ path: '/en/game-play/demo/book-of-riga', dialog: null });
    });
  });
});
