import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createLiveTable } from '@lv-casino/core/testing/feeds.builder.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { renderFeedsPage } from '../../shell/feeds/feeds-test-page.tsx';
import { afterLeaving } from './lobby-feeds.test-kit.ts';

const tile = async (uniqueGameId: string) => {
  const found = await screen.findByTestId(`live-${uniqueGameId}`);
  await waitFor(() => {
    expect(found.textContent).not.toBe('');
  });
  return found;
};

describe('a live table’s state on its tile', () => {
  it('shows the last 6 roulette results as coloured chips, skipping pipe results', async () => {
    const ports = createTestPorts();
    ports.feeds.liveTables = [
      createLiveTable({
        denchGameId: 'evolution-lightning-roulette',
        results: ['27|x150', '28', '36', '6|x500', '0', '00', '13', '1', '2'],
      }),
    ];
    renderFeedsPage({ ports, liveGames: ['evolution-lightning-roulette'] });

    const results = within(await tile('evolution-lightning-roulette')).getByRole('img', {
      name: 'Last results: 28 black, 36 red, 0 green, 00 green, 13 black, 1 red',
    });
    expect(
      [...results.children].map((chip) => [chip.textContent, chip.className.replace('roulette-chip ', '')]),
    ).toEqual([
      ['28', 'roulette-chip--black'],
      ['36', 'roulette-chip--red'],
      ['0', 'roulette-chip--green'],
      ['00', 'roulette-chip--green'],
      ['13', 'roulette-chip--black'],
      ['1', 'roulette-chip--red'],
    ]);
  });

  it('shows an open table with its bet limits in euro', async () => {
    const ports = createTestPorts();
    ports.feeds.liveTables = [createLiveTable({ denchGameId: 'evolution-blackjack' })];
    renderFeedsPage({ ports, liveGames: ['evolution-blackjack'] });

    expect((await tile('evolution-blackjack')).textContent).toBe('OpenBets 0.20 EUR – 5 000.00 EUR');
  });

  it('shows the limits in the player’s currency', async () => {
    const ports = createTestPorts();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(createUser({ lang: 'en', currency: 'BGN' }));
    ports.feeds.liveTables = [
      createLiveTable({
        denchGameId: 'table',
        betLimits: { EUR: { min: 20, max: 100 }, BGN: { min: 39, max: 196 } },
      }),
    ];
    renderFeedsPage({ ports, liveGames: ['table'] });

    await waitFor(async () => {
      expect((await tile('table')).textContent).toBe('OpenBets 0.39 лв. – 1.96 лв.');
    });
  });

  it('shows a closed table as closed, without results', async () => {
    const ports = createTestPorts();
    ports.feeds.liveTables = [
      createLiveTable({ denchGameId: 'evolution-roulette', open: false, results: ['1', '2'] }),
    ];
    renderFeedsPage({ ports, liveGames: ['evolution-roulette'] });

    const closed = await tile('evolution-roulette');
    expect({ text: closed.textContent, results: within(closed).queryByRole('img') }).toEqual({
      text: 'ClosedBets 0.20 EUR – 5 000.00 EUR',
      results: null,
    });
  });

  it('shows nothing for a game the tables do not list', async () => {
    const ports = createTestPorts();
    ports.feeds.liveTables = [createLiveTable({ denchGameId: 'listed' })];
    renderFeedsPage({ ports, liveGames: ['listed', 'unlisted'] });

    await tile('listed');
    expect(screen.getByTestId('live-unlisted').textContent).toBe('');
  });

  it('refreshes every 30 s while the lobby shows, and stops when it is left', async () => {
    const ports = createTestPorts();
    ports.feeds.liveTables = [createLiveTable({ denchGameId: 'table', results: ['1'] })];
    const { router } = renderFeedsPage({ ports, liveGames: ['table'] });
    await tile('table');

    ports.feeds.liveTables = [createLiveTable({ denchGameId: 'table', results: ['2', '1'] })];
    act(() => {
      ports.clock.advance(30_000);
    });
    // Found only once the refresh has arrived.
    await screen.findByRole('img', { name: 'Last results: 2 black, 1 red' });
    expect(await afterLeaving(router, ports, 300_000)).toEqual({ calls: 0, pending: 0 });
  });

  it('is quiet when the tables fail', async () => {
    const ports = createTestPorts();
    ports.feeds.liveTables = [createLiveTable({ denchGameId: 'table' })];
    ports.feeds.failure = createApiFailure(41);
    renderFeedsPage({ ports, liveGames: ['table'] });

    await waitFor(() => {
      expect(ports.feeds.calls).toContain('live-tables');
    });
    await act(async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    });
    expect({
      text: screen.getByTestId('live-table').textContent,
      dialog: screen.queryByRole('dialog'),
    }).toEqual({
      text: '',
      dialog: null,
    });
  });
});
