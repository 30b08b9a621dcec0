import { describe, expect, it } from 'vitest';
import type { CustomerNotification } from '../notifications/customer-notification.ts';
import { FakeNotificationsPort } from './notifications-port.fake.ts';

describe('FakeNotificationsPort', () => {
  it('delivers a pushed message to the connected listener', () => {
    const port = new FakeNotificationsPort();
    const received: CustomerNotification[] = [];
    port.connect((notification) => received.push(notification));
    port.push({ notificationType: 'SELF_EXCLUSION' });
    expect(received).toEqual([{ notificationType: 'SELF_EXCLUSION' }]);
  });

  it('delivers nothing after disconnect', () => {
    const port = new FakeNotificationsPort();
    port.connect(() => undefined);
    port.disconnect();
    expect(port.push({ notificationType: 'SELF_EXCLUSION' })).toBe(false);
  });
});

describe('FakeNotificationsPort status', () => {
  it('reports connected once asked to connect, and each change after', () => {
    const port = new FakeNotificationsPort();
    const statuses: string[] = [];
    port.connect(
      () => undefined,
      (status) => statuses.push(status),
    );

    port.setStatus('subscription-refused');
    port.setStatus('subscription-refused');
    port.disconnect();

    expect(statuses).toEqual(['connected', 'subscription-refused', 'disconnected']);
    expect(port.status).toBe('disconnected');
  });

  it('is not connected, and delivers nothing, while the subscription is refused', () => {
    const port = new FakeNotificationsPort();
    port.connect(() => undefined);

    port.setStatus('subscription-refused');

    expect(port.connected).toBe(false);
    expect(port.push({ notificationType: 'SELF_EXCLUSION' })).toBe(false);
  });
});
