import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { act } from '@testing-library/react';
import { createTestPorts, type TestPorts } from './fake-ports.module.ts';

/** Ports with a stored session of a verified English player (or `user`), so the app starts logged in. */
export function loggedInPorts(user: Parameters<typeof createUser>[0] = {}): TestPorts {
  const ports = createTestPorts();
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: 'en', kycVerified: 'VERIFIED', ...user }));
  return ports;
}

/** The operator pushes `notification` on the player's realtime channel; React applies what follows. */
export async function pushNotification(ports: TestPorts, notification: CustomerNotification): Promise<void> {
  await act(async () => {
    ports.notifications.push(notification);
    await Promise.resolve();
  });
}
