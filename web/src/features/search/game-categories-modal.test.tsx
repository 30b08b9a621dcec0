import { createCategory } from '@lv-casino/core/testing/catalogue.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';

/** The lobby's categories: "Tables" (order 2) and "Slots" (order 1), and one the casino page does not list. */
function catalogue(): TestPorts {
  const ports = createTestPorts();
  ports.catalogue.categories = [
    createCategory({ id: 2, friendlyUrl: 'tables', name: 'Tables', orderNumber: 2 }),
    createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots', orderNumber: 1 }),
    createCategory({ id: 3, friendlyUrl: 'live-only', name: 'Live only', pageToShowOn: ['LIVE_CASINO'] }),
  ];
  return ports;
}

/**
 * The modal's navigation. The lobby behind it has a category bar of the same name; a real browser
 * makes the page behind a modal dialog inert, jsdom does not, so the modal's is found in its dialog.
 */
const modalNavigation = async (name: string): Promise<HTMLElement> =>
  within(await screen.findByRole('dialog')).findByRole('navigation', { name });

const links = async () =>
  within(await modalNavigation('Game categories'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('gameCategoriesList', () => {
  it('links to the page of each of the lobby’s categories, in lobby order', async () => {
    renderApp('/en/casino?modal=gameCategoriesList', { ports: catalogue() });

    expect(await links()).toEqual([
      ['Slots', '/en/casino/slots'],
      ['Tables', '/en/casino/tables'],
    ]);
  });

  it('links in the page’s language', async () => {
    renderApp('/lv/casino?modal=gameCategoriesList', { ports: catalogue(), language: 'lv' });

    const nav = await modalNavigation('Spēļu kategorijas');
    expect(within(nav).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/lv/casino/slots');
  });

  it('marks the category being shown as the current page', async () => {
    renderApp('/en/casino/tables?modal=gameCategoriesList', { ports: catalogue() });

    const nav = await modalNavigation('Game categories');
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Tables');
  });

  it('closes and opens the category’s page when the player follows a link', async () => {
    const { user, router } = renderApp('/en/casino?modal=gameCategoriesList', { ports: catalogue() });
    const nav = await modalNavigation('Game categories');

    await user.click(within(nav).getByRole('link', { name: 'Tables' }));

    await waitFor(() => {
      expect({
        path: router.state.location.pathname + router.state.location.search,
        dialog: screen.queryByRole('dialog'),
      }).toEqual({ path: '/en/casino/tables', dialog: null });
    });
  });
});
