import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { loggedInPorts, pushNotification } from '../../testing/logged-in-ports.ts';
import { renderApp, type TestApp, type TestPorts } from '../../testing/test-app.tsx';

/**
 * The app at `path` for the player of `ports`, once they are logged in (the session clock shows) and
 * their realtime channel is connected.
 */
export async function openApp(ports: TestPorts, path = '/en/casino'): Promise<TestApp> {
  const app = renderApp(path, { ports });
  await screen.findByRole('group', { name: 'Your playing time' });
  await waitFor(() => {
    expect(ports.notifications.connected).toBe(true);
  });
  return app;
}

/** Pushes `notification` to a player logged in on the casino (over `ports`, fresh unless given). */
export async function pushToPlayer(
  notification: CustomerNotification,
  ports: TestPorts = loggedInPorts(),
): Promise<TestApp> {
  const app = await openApp(ports);
  await pushNotification(ports, notification);
  return app;
}
