import type { ContentBlock } from '@lv-casino/core/content/content.ts';
import { createContentBlock } from '@lv-casino/core/testing/content-block.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';

const notFoundBlock = (overrides: Partial<ContentBlock> = {}): ContentBlock =>
  createContentBlock({
    key: '404_ERROR_PAGE',
    locale: 'lv',
    title: 'Lapa nav atrasta',
    content: '<p>Diemžēl šāda lapa neeksistē.</p><p><a href="/lv/help">Palīdzība</a></p>',
    ...overrides,
  });

/** Fake ports whose CMS has `blocks`. */
function portsWith(blocks: readonly ContentBlock[]): TestPorts {
  const ports = createTestPorts();
  ports.content.blocks = blocks;
  return ports;
}

describe('the not-found page', () => {
  it('shows the CMS content 404_ERROR_PAGE of the page language when the CMS has it', async () => {
    renderApp('/lv/no-such-page', { ports: portsWith([notFoundBlock()]) });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' });
    const page = heading.parentElement ?? document.body;
    expect([
      within(page).getByText('Diemžēl šāda lapa neeksistē.').tagName,
      within(page).getByRole('link', { name: 'Palīdzība' }).getAttribute('href'),
    ]).toEqual(['P', '/lv/help']);
  });

  it('asks the CMS for the block in the language the visitor came in', async () => {
    const { ports } = renderApp('/ru/no-such-page', { ports: portsWith([notFoundBlock()]) });

    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    expect(ports.content.blockCalls).toContainEqual({
      key: '404_ERROR_PAGE',
      locale: 'ru',
      deviceType: 'DESKTOP',
    });
  });

  it('shows the default message with a way back when the CMS has no block for the language', async () => {
    const { router } = renderApp('/en/no-such-page', { ports: portsWith([notFoundBlock()]) });

    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect([
      router.state.location.pathname,
      // page.notFound.message as the server translates it (the fake's text).
      screen.getByText('Page not found', { selector: 'p' }).className,
      screen.getByRole('link', { name: 'Back to the casino' }).getAttribute('href'),
    ]).toEqual(['/404', 'not-found__message', '/en/casino']);
  });

  it('shows the default message when the CMS cannot be reached', async () => {
    const ports = portsWith([notFoundBlock()]);
    ports.content.failure = createApiFailure(-1);
    renderApp('/lv/no-such-page', { ports });

    await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' });
    expect(screen.getByText('Lapa nav atrasta', { selector: 'p' }).className).toBe('not-found__message');
  });

  it('keeps the language in the way back with the CMS block', async () => {
    renderApp('/lv/no-such-page', { ports: portsWith([notFoundBlock()]) });

    await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' });
    expect(screen.getByRole('link', { name: 'Atpakaļ uz kazino' }).getAttribute('href')).toBe('/lv/casino');
  });
});
