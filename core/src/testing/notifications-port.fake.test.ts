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
