import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createCustomerConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../kernel/session.store.ts';
import { loggedInPorts, pushNotification } from '../../testing/logged-in-ports.ts';
import { openApp, pushToPlayer } from './player-protection.test-kit.tsx';
import { type TestPorts } from '../../testing/test-app.tsx';

const LIMITS_CHANGE = {
  uniqueIds: ['adj-1'],
  limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 50_000, newAmount: 100_000 }],
};

describe('account lock notifications', () => {
  it('FROZEN ends the session and opens the login modal with the frozen message', async () => {
    await pushToPlayer({
      notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
      data: { accountLockStatus: 'FROZEN' },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/frozen/i);
  });

  it('ACTIVE updates the player in place', async () => {
    const ports = loggedInPorts({ accountLockStatus: 'COOLING_OFF' });
    const { container } = await openApp(ports);

    await pushNotification(ports, {
      notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
      data: { accountLockStatus: 'ACTIVE' },
    });

    await waitFor(() => {
      expect(container.get(SessionStore).user?.accountLockStatus).toBe('ACTIVE');
    });
  });
});

describe('socket modals', () => {
  it('shows a responsible-gaming breach by its type and period', async () => {
    const { router } = await pushToPlayer({
      notificationType: 'RESPONSIBLE_GAMING_ERROR',
      responsibleGamingType: 'CASINO_LOSS',
      responsibleGamingPeriod: 'WEEKLY',
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Limit reached' });
    expect(within(dialog).getByText(/weekly loss limit/)).toBeDefined();
    expect(router.state.location.search).toBe(
      '?modal=socket-gaming&notificationType=RESPONSIBLE_GAMING_ERROR',
    );
  });

  it("shows the provider's maximum bet", async () => {
    await pushToPlayer({
      notificationType: 'MAX_BET_LIMIT_REACHED',
      maxBetConfiguration: { maxBetAmount: 500, currency: 'EUR' },
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Maximum bet exceeded' });
    expect(within(dialog).getByText(/5\.00 EUR/)).toBeDefined();
  });

  it('shows a bonus violation with its reason', async () => {
    await pushToPlayer({
      notificationType: 'BONUS_VIOLATION',
      data: { bonusAssetId: 7, reason: 'Max bet' },
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Bonus terms broken' });
    expect(within(dialog).getByText('Reason: Max bet')).toBeDefined();
  });

  it('closes with OK and keeps the player logged in', async () => {
    const { user } = await pushToPlayer({ notificationType: 'GAME_EXCLUDED' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Game not available' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('ignores a kind the contract does not list, and keeps listening', async () => {
    const ports = loggedInPorts();
    await pushToPlayer({ notificationType: 'SOMETHING_NEW' }, ports);
    await pushNotification(ports, { notificationType: 'GAME_EXCLUDED' });

    expect(await screen.findByRole('alertdialog', { name: 'Game not available' })).toBeDefined();
  });
});

describe('limits changed', () => {
  it('Yes confirms the change, reloads the pending limits and closes', async () => {
    const ports = loggedInPorts({ id: 4242 });
    const { user } = await openApp(ports);
    await pushNotification(ports, {
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      data: LIMITS_CHANGE,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your new limits' });
    expect(
      within(dialog).getByRole('row', { name: /Deposit · monthly 500\.00 EUR 1 000\.00 EUR/ }),
    ).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, apply' }));

    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(ports.limits.calls).toEqual([
      { call: 'confirmAdjustment', change: LIMITS_CHANGE, confirmed: true },
      { call: 'loadPendingLimits', customerId: 4242 },
    ]);
  });

  it('a refused answer shows why and keeps the modal until the player closes it', async () => {
    const ports = loggedInPorts();
    ports.limits.confirmResult = fail(createApiFailure(-1, 404));
    const { user } = await openApp(ports);
    await pushNotification(ports, {
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      data: LIMITS_CHANGE,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your new limits' });

    await user.click(within(dialog).getByRole('button', { name: 'No, keep my limits' }));

    expect(await within(dialog).findByRole('alert')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Yes, apply' })).toHaveProperty('disabled', true);
  });
});

describe('reality check', () => {
  /** A player with a one-minute interval under a 10-second countdown that logs out. */
  function realityPorts(): TestPorts {
    const ports = loggedInPorts({ realityCheckInterval: 1 });
    ports.config.customer = ok(
      createCustomerConfig({
        realityCheckEnabled: true,
        realityCheckSecondsToTakeAction: 10,
        realityCheckLogoutOnTimeoutEnabled: true,
      }),
    );
    return ports;
  }

  async function started(ports: TestPorts) {
    const app = await openApp(ports);
    await pushNotification(ports, { notificationType: 'REALITY_CHECK_START' });
    await screen.findByText('Reality check in');
    return app;
  }

  it('opens with a countdown when the interval has passed', async () => {
    const ports = realityPorts();
    await started(ports);

    act(() => {
      ports.clock.advance(60_000);
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('reality-countdown').textContent).toBe('00:10');
    expect(ports.realityCheck.calls).toEqual(['popupShown']);
  });

  it('continue acknowledges and closes the popup', async () => {
    const ports = realityPorts();
    const { user } = await started(ports);
    act(() => {
      ports.clock.advance(60_000);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));

    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(ports.realityCheck.calls).toEqual(['popupShown', 'acknowledge']);
  });

  it('logs out when the countdown runs out, and the login modal says why', async () => {
    const ports = realityPorts();
    await started(ports);
    act(() => {
      ports.clock.advance(60_000);
    });
    await screen.findByRole('alertdialog', { name: 'Reality check' });

    act(() => {
      ports.clock.advance(10_000);
    });

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByRole('status').textContent).toMatch(/reality check/);
    expect(ports.tokens.read()).toBeNull();
  });
});

describe('session clock', () => {
  it('shows how long the session has lasted', async () => {
    const ports = loggedInPorts();
    await openApp(ports);
    const clock = await screen.findByRole('group', { name: 'Your playing time' });

    act(() => {
      ports.clock.advance(65_000);
    });

    await waitFor(() => {
      expect(within(clock).getByText('1:05')).toBeDefined();
    });
  });
});
