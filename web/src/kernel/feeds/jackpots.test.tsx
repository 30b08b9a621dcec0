import type { JackpotFeed } from '@lv-casino/core/feeds/feeds.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createJackpotFeedData } from '@lv-casino/core/testing/feeds.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { renderFeedsPage } from '../../shell/feeds/feeds-test-page.tsx';
import { afterLeaving } from './lobby-feeds.test-kit.ts';

/** EGT's "High Cash" with its four suit levels, and Pragmatic's per-game jackpots (game 7). */
const feedOf = (total: number, clubs = 1_000): JackpotFeed => ({
  egt: {
    jackpotType: 'MYSTERY_MULTI_LEVEL',
    jackpotFeedDataList: [
      createJackpotFeedData({
        jackpotFeedName: 'High Cash',
        totalJackpotAmount: total,
        jackpotLevels: [
          { jackpotLevel: 'CLUBS', currentValue: clubs },
          { jackpotLevel: 'DIAMONDS', currentValue: 2_000 },
          { jackpotLevel: 'HEARTS', currentValue: 3_000 },
          { jackpotLevel: 'SPADES', currentValue: 4_000 },
        ],
      }),
    ],
  },
  pragmatic: {
    jackpotType: 'PER_GAME',
    jackpotFeedDataList: [
      createJackpotFeedData({
        jackpotFeedName: 'Pragmatic Play Jackpots',
        totalJackpotAmount: 3_672_916,
        perGameJackpots: [
          { gameId: 7, jackpotAmount: 3_672_916 },
          { gameId: 8, jackpotAmount: 1 },
        ],
      }),
    ],
  },
});

/** Lets the fake port's answer (a resolved promise) reach the ticker. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

function portsWith(feed: JackpotFeed, refreshMs = 10_000) {
  const ports = createTestPorts();
  ports.feeds.jackpots = feed;
  ports.config.general = ok(createGeneralConfig({ jackpotsFeedTimeoutMs: refreshMs }));
  return ports;
}

const tags = () => screen.findByRole('navigation', { name: 'Current jackpots' });
const section = () => screen.findByRole('region', { name: 'Jackpots' });

describe('the jackpot tags and section', () => {
  it('tags every sub-feed with its total, linking to its card', async () => {
    renderFeedsPage({ ports: portsWith(feedOf(2_150_390)) });

    const links = within(await tags()).getAllByRole('link');
    const card = (await section()).querySelector(links[0]?.getAttribute('href') ?? '#none');
    expect({
      links: links.map((link) => [link.textContent, link.getAttribute('href')]),
      target: card === null ? null : within(card as HTMLElement).getByRole('heading').textContent,
    }).toEqual({
      links: [
        ['High Cash21 503.90 EUR', '#jackpot-egt-high-cash'],
        ['Pragmatic Play Jackpots36 729.16 EUR', '#jackpot-pragmatic-pragmatic-play-jackpots'],
      ],
      target: 'High Cash',
    });
  });

  it('shows EGT’s levels by suit, each with its amount', async () => {
    renderFeedsPage({ ports: portsWith(feedOf(10_000)) });

    const levels = within(await section()).getByRole('list', { name: 'High Cash: levels' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((level) => [level.querySelector('.jackpot-icon')?.textContent, level.textContent]),
    ).toEqual([
      ['♣', '♣Clubs10.00 EUR'],
      ['♦', '♦Diamonds20.00 EUR'],
      ['♥', '♥Hearts30.00 EUR'],
      ['♠', '♠Spades40.00 EUR'],
    ]);
  });

  it('counts the games of a per-game sub-feed', async () => {
    renderFeedsPage({ ports: portsWith(feedOf(10_000)) });

    expect(within(await section()).getByText('Jackpots on 2 games')).toBeDefined();
  });

  it('moves the amounts toward the new targets once a second, arriving by the next load', async () => {
    const ports = portsWith(feedOf(1_000, 1_000));
    renderFeedsPage({ ports });
    const tagList = await tags();
    const levels = within(await section()).getByRole('list', { name: 'High Cash: levels' });
    const shown = () => [
      within(tagList).getAllByRole('link')[0]?.lastChild?.textContent,
      within(levels).getAllByRole('listitem')[0]?.lastChild?.textContent,
    ];
    const first = shown();

    ports.feeds.jackpots = feedOf(2_000, 1_900);
    act(() => {
      ports.clock.advance(10_000);
    });
    await settle();
    const afterLoad = shown();
    act(() => {
      ports.clock.advance(1_000);
    });
    const afterATick = shown();
    act(() => {
      ports.clock.advance(9_000);
    });

    // 9 ticks remain until the next load: 1000 + ceil(1000 / 9), 1000 + ceil(900 / 9).
    expect([first, afterLoad, afterATick, shown()]).toEqual([
      ['10.00 EUR', '10.00 EUR'],
      ['10.00 EUR', '10.00 EUR'],
      ['11.12 EUR', '11.00 EUR'],
      ['20.00 EUR', '19.00 EUR'],
    ]);
  });

  it('refreshes on the config’s jackpotsFeedTimeout, 180 s when the config sets none', async () => {
    const ports = portsWith(feedOf(1_000), 0);
    renderFeedsPage({ ports });
    await tags();
    const loads = () => ports.feeds.calls.filter((call) => call === 'jackpots').length;

    act(() => {
      ports.clock.advance(179_000);
    });
    const before = loads();
    act(() => {
      ports.clock.advance(1_000);
    });

    expect([before, loads()]).toEqual([1, 2]);
  });

  it.each([
    ['BGN', '12.53 лв.'],
    ['USD', '12.53 USD'],
    [null, '12.53 €'],
  ])('shows a %s sub-feed as %s', async (currency, label) => {
    renderFeedsPage({
      ports: portsWith({
        egt: {
          jackpotType: 'MYSTERY_MULTI_LEVEL',
          jackpotFeedDataList: [
            createJackpotFeedData({
              jackpotFeedName: 'Cash',
              jackpotCurrency: currency,
              totalJackpotAmount: 1253,
            }),
          ],
        },
      }),
    });

    expect(within(await section()).getByText(label).className).toBe('jackpot__total');
  });

  it('draws the other providers’ levels in their theme', async () => {
    renderFeedsPage({
      ports: portsWith({
        casinotech: {
          jackpotType: 'MYSTERY_MULTI_LEVEL',
          jackpotFeedDataList: [
            createJackpotFeedData({
              jackpotFeedName: 'CT Gaming',
              jackpotLevels: [
                { jackpotLevel: 'MINI', currentValue: 1 },
                { jackpotLevel: 'GRAND', currentValue: 2 },
              ],
            }),
          ],
        },
      }),
    });

    const levels = within(await section()).getByRole('list', { name: 'CT Gaming: levels' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((level) => [level.querySelector('.jackpot-icon')?.className, level.textContent]),
    ).toEqual([
      ['jackpot-icon jackpot-icon--rank-1 jackpot-icon--theme-ct-gaming', 'MINI0.01 EUR'],
      ['jackpot-icon jackpot-icon--rank-2 jackpot-icon--theme-ct-gaming', 'GRAND0.02 EUR'],
    ]);
  });

  it('gives a tile its game’s own jackpot, animated with the rest', async () => {
    const ports = portsWith(feedOf(1_000));
    renderFeedsPage({ ports, jackpotGames: [7, 99] });

    expect(
      await screen.findByText('36 729.16 EUR', { selector: '[data-testid="game-jackpot-7"]' }),
    ).toBeDefined();
    expect(screen.getByTestId('game-jackpot-99').textContent).toBe('none');
  });

  it('is not there, and opens no error, when the feed fails', async () => {
    const ports = portsWith(feedOf(1_000));
    ports.feeds.failure = createApiFailure(41);
    renderFeedsPage({ ports });

    await waitFor(() => {
      expect(ports.feeds.calls).toContain('jackpots');
    });
    await settle();
    expect({
      tags: screen.queryByRole('navigation', { name: 'Current jackpots' }),
      section: screen.queryByRole('region', { name: 'Jackpots' }),
      dialog: screen.queryByRole('dialog'),
    }).toEqual({ tags: null, section: null, dialog: null });
  });

  it('stops loading and ticking when the page is left', async () => {
    const ports = portsWith(feedOf(1_000));
    const { router } = renderFeedsPage({ ports });
    await tags();

    expect(await afterLeaving(router, ports, 600_000)).toEqual({ calls: 0, pending: 0 });
  });

  it('brings its own jackpot feed when the lobby has no provider', async () => {
    renderFeedsPage({ ports: portsWith(feedOf(2_150_390)), withoutProvider: true });

    expect(within(await section()).getByText('21 503.90 EUR')).toBeDefined();
  });
});
