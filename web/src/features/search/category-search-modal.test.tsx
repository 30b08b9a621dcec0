import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';
import { categoryIdOf } from './category-search-modal.tsx';

const FIELD = 'Game or provider name';

/** "Slots" (id 1) and "Tables" (id 2), each with a "Book" game, and the given games. */
function catalogue(more: readonly Game[] = []): TestPorts {
  const ports = createTestPorts();
  ports.catalogue.categories = [
    createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' }),
    createCategory({ id: 2, friendlyUrl: 'tables', name: 'Tables' }),
  ];
  ports.catalogue.games = [
    createGame({ id: 1, name: 'Book of Riga', categoryIds: [1] }),
    createGame({ id: 2, name: 'Book of Blackjack', categoryIds: [2] }),
    ...more,
  ];
  return ports;
}

const resultNames = async () =>
  within(await screen.findByRole('list', { name: 'Games found' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('category-search', () => {
  it('is named after the category it searches', async () => {
    renderApp('/en/casino?modal=category-search&categoryId=1', { ports: catalogue() });
    expect(await screen.findByRole('dialog', { name: 'Search in Slots' })).toBeDefined();
  });

  it('finds only the games of the category its categoryId names', async () => {
    const { user } = renderApp('/en/casino?modal=category-search&categoryId=2', { ports: catalogue() });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');

    expect(await resultNames()).toEqual(['Book of Blackjack']);
  });

  it('searches the whole catalogue without a categoryId', async () => {
    const { user } = renderApp('/en/casino?modal=category-search', { ports: catalogue() });

    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');

    expect(await resultNames()).toEqual(['Book of Riga', 'Book of Blackjack']);
  });

  it('adds the next games of a large category with “Show more games”', async () => {
    const books = Array.from({ length: 45 }, (_, index) =>
      createGame({ id: 100 + index, name: `Book ${index + 1}`, categoryIds: [1] }),
    );
    const { user } = renderApp('/en/casino?modal=category-search&categoryId=1', {
      ports: catalogue(books),
    });
    await user.type(await screen.findByRole('searchbox', { name: FIELD }), 'book{Enter}');
    await screen.findByText('46 games found');

    await user.click(screen.getByRole('button', { name: 'Show more games' }));

    expect(await screen.findByRole('link', { name: 'Book 45' })).toBeDefined();
  });

  it('drops the categoryId parameter when it closes', async () => {
    const { user, router } = renderApp('/en/casino?modal=category-search&categoryId=1', {
      ports: catalogue(),
    });

    await user.click(await screen.findByRole('button', { name: 'Close' }));

    expect(router.state.location.search).toBe('');
  });
});

describe('categoryIdOf', () => {
  it('reads a category id and ignores anything else', () => {
    expect(['12', null, '', 'slots', '-1', '1.5'].map(categoryIdOf)).toEqual([
      12,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
