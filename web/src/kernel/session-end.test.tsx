import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInPorts } from '../testing/logged-in-ports.ts';
import { renderApp } from '../testing/test-app.tsx';
import { SessionStore } from './session.store.ts';

describe('end of a session', () => {
  it('logs out on a forced-logout notification and opens the login modal with its message', async () => {
    const ports = loggedInPorts();
    const { router } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });

    await act(async () => {
      ports.notifications.push({ notificationType: 'SESSION_END_BY_OPERATOR' });
      await Promise.resolve();
    });

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(
      within(dialog).getByText('The operator has ended your session. Please log in again.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(ports.tokens.read()).toBeNull();
    expect(ports.notifications.connected).toBe(false);
    expect(router.state.location.search).toBe('?modal=login');
  });

  it('keeps the lock’s message when a call of the ended session is refused afterwards', async () => {
    const ports = loggedInPorts();
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });
    await act(async () => {
      ports.notifications.push({
        notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
        data: { accountLockStatus: 'FROZEN' },
      });
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const lockMessage = within(dialog).getByRole('status').textContent;

    await act(() => container.get(SessionStore).handleSessionSignal(3));

    expect(within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('status').textContent).toBe(
      lockMessage,
    );
  });

  it('ignores a notification that does not end the session', async () => {
    const ports = loggedInPorts();
    renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });

    await act(async () => {
      ports.notifications.push({ notificationType: 'KYC_VERIFIED' });
      await Promise.resolve();
    });

    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("sets the player's KYC status from a KYC notification, without logging out", async () => {
    const ports = loggedInPorts();
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });
    await waitFor(() => {
      expect(ports.notifications.connected).toBe(true);
    });

    await act(async () => {
      ports.notifications.push({ notificationType: 'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD' });
      await Promise.resolve();
    });

    expect(container.get(SessionStore).user).toMatchObject({
      kycVerified: 'NOT_VERIFIED',
      kycNotVerifiedReason: 'NEW_PAYMENT_METHOD',
    });
  });

  it('goes home and opens the login modal with the session-expired message when the refresh fails', async () => {
    const ports = loggedInPorts();
    const { router, container } = renderApp('/en/not-a-page', { ports });
    await screen.findByRole('button', { name: 'Log out' });
    // The unknown page has gone to /404 (its own redirect), so the session's end is the last navigation.
    await screen.findByRole('heading', { name: 'Page not found' });

    await act(() => container.get(SessionStore).handleSessionSignal(98));

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('Your session has expired. Please log in again.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(ports.tokens.read()).toBeNull();
  });

  it('logs out from the header: the tokens are gone and the login button is back', async () => {
    const ports = loggedInPorts();
    const { user } = renderApp('/en/casino', { ports });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Log in' })).toBeDefined();
    });
    expect(ports.auth.logoutCalls).toHaveLength(1);
    expect(ports.tokens.read()).toBeNull();
    expect(ports.notifications.connected).toBe(false);
  });

  it('moves focus to the login button after a logout, not to the page body', async () => {
    const ports = loggedInPorts();
    const { user } = renderApp('/en/casino', { ports });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    const login = await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => {
      expect(document.activeElement).toBe(login);
    });
  });
});
