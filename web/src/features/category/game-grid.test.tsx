import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';

/** The width of the grid a desktop browser would lay out (jsdom lays nothing out: every width is 0). */
const GRID_WIDTH = 1200;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(GRID_WIDTH);
  // jsdom cannot scroll (the page scrolls to the top when it opens).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function gridOf400Games() {
  const ports = createTestPorts();
  ports.catalogue.categories = [createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' })];
  ports.catalogue.games = Array.from({ length: 400 }, (_, index) =>
    createGame({ id: index + 1, categoryIds: [1], isNew: index % 3 === 0 }),
  );
  const { user } = renderApp('/en/casino/slots', { ports });
  await screen.findByText('Games shown: 40 of 400');
  for (let shown = 80; shown <= 400; shown += 40) {
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    await screen.findByText(`Games shown: ${shown} of 400`);
  }
  return screen.getByRole('list', { name: 'Slots: games' });
}

/** A category of 40 games, opened: its grid, once it shows. */
async function gridOf40Games() {
  const ports = createTestPorts();
  ports.catalogue.categories = [createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' })];
  ports.catalogue.games = Array.from({ length: 40 }, (_, index) =>
    createGame({ id: index + 1, categoryIds: [1] }),
  );
  renderApp('/en/casino/slots', { ports });
  return screen.findByRole('list', { name: 'Slots: games' });
}

describe('category grid of a big catalogue', () => {
  it('keeps at most 1,500 elements in the DOM after loading 400 games', async () => {
    const grid = await gridOf400Games();
    expect(grid.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
  });

  it('renders only the tiles near the window, each telling its place among the 400', async () => {
    const grid = await gridOf400Games();
    const items = [...grid.querySelectorAll('[role="listitem"]')];
    expect({
      fewerThanAll: items.length < 100,
      setSizes: [...new Set(items.map((item) => item.getAttribute('aria-setsize')))],
    }).toEqual({ fewerThanAll: true, setSizes: ['400'] });
  });

  it('lays 7 tiles in a row of a 1200 px wide grid', async () => {
    const grid = await gridOf40Games();
    expect(grid.querySelector('[role="none"]')?.querySelectorAll('[role="listitem"]')).toHaveLength(7);
  });

  it('asks for the first row’s images at once and for the others’ once those have loaded or failed', async () => {
    const grid = await gridOf40Games();
    const [firstRow, secondRow] = [...grid.querySelectorAll('[role="none"]')];
    const firstImages = [...(firstRow?.querySelectorAll('img') ?? [])];
    const heldBefore = secondRow?.querySelectorAll('img').length;
    firstImages.forEach((image, index) => {
      if (index === 0) fireEvent.error(image);
      else fireEvent.load(image);
    });
    await waitFor(() => {
      expect(secondRow?.querySelectorAll('img[loading="lazy"]')).toHaveLength(7);
    });
    expect({
      first: firstImages.map((image) => image.getAttribute('loading')),
      heldBefore,
    }).toEqual({ first: Array.from({ length: 7 }, () => 'eager'), heldBefore: 0 });
  });
});
