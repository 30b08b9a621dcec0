import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createActivityFeedItem } from '@lv-casino/core/testing/feeds.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { renderFeedsPage } from '../../shell/feeds/feeds-test-page.tsx';

const wins = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createActivityFeedItem({
      uniqueGameId: `game-${String(index + 1)}`,
      winAmount: (count - index) * 100,
      messages: [{ locale: 'en', message: `Player ${String(index + 1)} won {winAmount}` }],
    }),
  );

/** Ports with one CASINO win on "Gates of Olympus" (in the catalogue as gates-of-olympus). */
function portsWithOneWin() {
  const ports = createTestPorts();
  ports.feeds.activity = [
    createActivityFeedItem({
      uniqueGameId: 'pragmatic-gates',
      winAmount: 125_050,
      messages: [{ locale: 'en', message: 'J***s won {winAmount} on Gates of Olympus!' }],
    }),
  ];
  ports.catalogue.games = [
    createGame({ id: 1, uniqueGameId: 'pragmatic-gates', friendlyUrl: 'gates-of-olympus' }),
  ];
  return ports;
}

const winsSection = () => screen.findByRole('region', { name: 'Biggest wins this month' });

describe('the monthly wins feed', () => {
  it('shows the lobby product’s wins with the amount in euro', async () => {
    const ports = portsWithOneWin();
    ports.feeds.activity = [
      ...ports.feeds.activity,
      createActivityFeedItem({
        gameProduct: 'LIVE_CASINO',
        messages: [{ locale: 'en', message: 'Live win' }],
      }),
    ];
    renderFeedsPage({ ports });

    const section = await winsSection();
    expect({
      texts: within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      calls: ports.feeds.calls.filter((call) => call.startsWith('activity')),
    }).toEqual({ texts: ['J***s won 1 250.50 EUR on Gates of Olympus!'], calls: ['activity:CASINO'] });
  });

  it('asks for the live wins on the live lobby', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = [
      createActivityFeedItem({
        gameProduct: 'LIVE_CASINO',
        messages: [{ locale: 'en', message: 'Live win' }],
      }),
    ];
    renderFeedsPage({ ports, product: 'LIVE_CASINO' });

    expect(within(await winsSection()).getByText('Live win')).toBeDefined();
  });

  it('renders the message template as text, never as markup', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = [
      createActivityFeedItem({
        messages: [{ locale: 'en', message: '<img src=x onerror="alert(1)"> won {winAmount}' }],
      }),
    ];
    renderFeedsPage({ ports });

    const section = await winsSection();
    const message = within(section).getByText(/onerror/);
    expect({ text: message.textContent, images: message.querySelectorAll('img').length }).toEqual({
      text: '<img src=x onerror="alert(1)"> won 100.00 EUR',
      images: 0,
    });
  });

  it('shows at most 41 wins', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = wins(50);
    renderFeedsPage({ ports });

    const section = await winsSection();
    expect(within(section).getAllByRole('listitem')).toHaveLength(41);
  });

  it('keeps 8 wins in the page without a scrolling region', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = wins(8);
    renderFeedsPage({ ports });

    const section = await winsSection();
    expect({
      wins: within(section).getAllByRole('listitem').length,
      scroller: within(section).queryByRole('region'),
    }).toEqual({ wins: 8, scroller: null });
  });

  it('scrolls more than 8 wins in a named region the keyboard can reach', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = wins(9);
    renderFeedsPage({ ports });

    const section = await winsSection();
    const scroller = within(section).getByRole('region', { name: 'Biggest wins this month, 9 wins' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
  });

  it('shows each win’s game image as the button that opens it', async () => {
    renderFeedsPage({ ports: portsWithOneWin() });

    const button = await screen.findByRole('button', {
      name: 'Log in to play the game of this win: J***s won 1 250.50 EUR on Gates of Olympus!',
    });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/customerfacing/gaming/images/pragmatic-gates/square/game.webp',
    );
  });

  it('opens the login modal, for that game, when a visitor clicks a win', async () => {
    const { router, user } = renderFeedsPage({ ports: portsWithOneWin() });

    await user.click(await screen.findByRole('button', { name: /^Log in to play the game of this win/ }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeDefined();
    expect(new URLSearchParams(router.state.location.search).get('game')).toBe('gates-of-olympus');
  });

  it('takes a logged-in player to real play of the win’s game', async () => {
    const ports = portsWithOneWin();
    ports.tokens.write(createTokens());
    const { router, user } = renderFeedsPage({ ports });

    await user.click(await screen.findByRole('button', { name: /^Play the game of this win/ }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/game-play/real/gates-of-olympus');
    });
  });

  it('does nothing, and says why, for a player the KYC restriction holds back', async () => {
    const ports = portsWithOneWin();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'NOT_VERIFIED' }));
    ports.config.general = ok(createGeneralConfig({ restrictGameplayKycNotVerified: true }));
    const { router, user } = renderFeedsPage({ ports });

    const button = await screen.findByRole('button', { name: /^Play the game of this win/ });
    await user.click(button);

    expect({
      disabled: button.hasAttribute('disabled'),
      why: screen.getByText('To play these games, verify your identity in your profile first.').id,
      describedBy: button.getAttribute('aria-describedby'),
      location: router.state.location.pathname + router.state.location.search,
      lookups: ports.catalogue.searchCalls.length,
    }).toEqual({
      disabled: true,
      why: button.getAttribute('aria-describedby'),
      describedBy: expect.any(String) as string,
      location: '/en/feeds-test',
      lookups: 0,
    });
  });

  it('is not there, and opens no error, when the feed fails', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = wins(3);
    ports.feeds.failure = createApiFailure(41);
    renderFeedsPage({ ports });

    await waitFor(() => {
      expect(ports.feeds.calls).toContain('activity:CASINO');
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect({
      section: screen.queryByRole('region', { name: 'Biggest wins this month' }),
      dialog: screen.queryByRole('dialog'),
    }).toEqual({ section: null, dialog: null });
  });

  it('refreshes every 120 s and stops when the page is left', async () => {
    const ports = createTestPorts();
    ports.feeds.activity = wins(1);
    const { router } = renderFeedsPage({ ports });
    await winsSection();
    const activityCalls = () => ports.feeds.calls.filter((call) => call.startsWith('activity')).length;

    act(() => {
      ports.clock.advance(120_000);
    });
    const refreshed = activityCalls();
    await act(() => router.navigate('/en/elsewhere'));
    act(() => {
      ports.clock.advance(10 * 120_000);
    });

    expect({ refreshed, afterLeaving: activityCalls() }).toEqual({ refreshed: 2, afterLeaving: 2 });
  });
});
