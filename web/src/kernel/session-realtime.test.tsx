import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInPorts } from '../testing/logged-in-ports.ts';
import { createTestPorts, renderApp } from '../testing/test-app.tsx';
import { SessionSignals } from './session-signals.ts';
import { SessionStore } from './session.store.ts';

describe('the realtime channel of a session', () => {
  it('is connected in the session once the broker confirms the subscription', async () => {
    const ports = loggedInPorts();
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });

    await waitFor(() => {
      expect(container.get(SessionStore).notifications).toBe('connected');
    });
  });

  it('is not connected while the broker refuses the subscription', async () => {
    const ports = loggedInPorts();
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });
    await waitFor(() => {
      expect(ports.notifications.connected).toBe(true);
    });

    act(() => {
      ports.notifications.setStatus('subscription-refused');
    });

    expect(container.get(SessionStore).notifications).toBe('subscription-refused');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('ends the session as on HTTP when the channel signals 98: home, login modal, session-expired message', async () => {
    const ports = loggedInPorts();
    const { router, container } = renderApp('/en/not-a-page', { ports });
    await screen.findByRole('button', { name: 'Log out' });
    // The unknown page has gone to /404 (its own redirect), so the session's end is the last navigation.
    await screen.findByRole('heading', { name: 'Page not found' });

    act(() => {
      container.get(SessionSignals).emit(98);
    });

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('Your session has expired. Please log in again.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(ports.tokens.read()).toBeNull();
    expect(ports.notifications.connected).toBe(false);
    expect(container.get(SessionStore).notifications).toBe('disconnected');
  });
});

describe('a session ended in another tab', () => {
  it('logs this tab out too, without a message or a logout call of its own', async () => {
    const ports = loggedInPorts();
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log out' });

    // The shared tokens have cleared this tab's pair before they signal.
    ports.tokens.clear();
    act(() => {
      container.get(SessionSignals).emitEndedElsewhere();
    });

    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ports.auth.logoutCalls).toHaveLength(0);
    expect(ports.notifications.connected).toBe(false);
    expect(container.get(SessionStore).notice).toBeNull();
  });

  it('is ignored by a tab where nobody is logged in', async () => {
    const ports = createTestPorts();
    const { container } = renderApp('/en/casino', { ports });
    await screen.findByRole('button', { name: 'Log in' });

    act(() => {
      container.get(SessionSignals).emitEndedElsewhere();
    });

    expect(container.get(SessionStore).status).toBe('anonymous');
  });
});
