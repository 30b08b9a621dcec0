import { ok } from '@lv-casino/core/shared/result.ts';
import { createBalance } from '@lv-casino/core/testing/balance.builder.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInPorts } from '../testing/logged-in-ports.ts';
import { renderApp, type TestPorts } from '../testing/test-app.tsx';
import { SessionStore } from './session.store.ts';

/** The browser tab comes back into view. */
async function tabBecomesVisible(): Promise<void> {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });
}

/** A player whose session has started (its chunk is in: the channel is open). */
async function started(path: string, ports: TestPorts) {
  const app = renderApp(path, { ports });
  await screen.findByRole('button', { name: 'Log out' });
  await waitFor(() => {
    expect(ports.notifications.connected).toBe(true);
  });
  return app;
}

describe('the re-check when the browser tab becomes visible', () => {
  it('fetches the balance again and shows it', async () => {
    const ports = loggedInPorts();
    const { container } = await started('/en/casino', ports);
    ports.customer.balance = ok(createBalance({ cash: 5_000, bonus: 0 }));

    await tabBecomesVisible();

    await waitFor(() => {
      expect(container.get(SessionStore).balance?.cash).toBe(5_000);
    });
  });

  it('leaves a player on the withdraw tab undisturbed', async () => {
    const ports = loggedInPorts();
    await started('/en/casino?modal=profile&selectedTab=withdraw', ports);
    const whoAmI = () => ports.customer.calls.filter((call) => call === 'getCurrentCustomer').length;
    const before = whoAmI();

    await tabBecomesVisible();

    expect(whoAmI()).toBe(before);
  });
});
