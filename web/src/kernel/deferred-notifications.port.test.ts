import { FakeNotificationsPort } from '@lv-casino/core/testing/notifications-port.fake.ts';
import { describe, expect, it } from 'vitest';
import { DeferredNotificationsPort } from './deferred-notifications.port.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DeferredNotificationsPort', () => {
  it('loads the real port on the first connect and delivers its messages', async () => {
    const real = new FakeNotificationsPort();
    let loads = 0;
    const port = new DeferredNotificationsPort(() => {
      loads += 1;
      return Promise.resolve(real);
    });
    const received: string[] = [];
    expect(loads).toBe(0);

    port.connect((notification) => received.push(notification.notificationType));
    await settle();
    real.push({ notificationType: 'MULTIPLE_SESSIONS' });

    expect(loads).toBe(1);
    expect(received).toEqual(['MULTIPLE_SESSIONS']);
  });

  it('does not connect when disconnected before the load finished', async () => {
    const real = new FakeNotificationsPort();
    const port = new DeferredNotificationsPort(() => Promise.resolve(real));

    port.connect(() => undefined);
    port.disconnect();
    await settle();

    expect(real.connected).toBe(false);
  });

  it('tries the load again on the next connect after a failed load', async () => {
    const real = new FakeNotificationsPort();
    let attempt = 0;
    const port = new DeferredNotificationsPort(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(real);
    });

    port.connect(() => undefined);
    await settle();
    port.connect(() => undefined);
    await settle();

    expect(real.connected).toBe(true);
  });
});

describe('DeferredNotificationsPort status', () => {
  it('is disconnected before a connect, connecting while the port loads', () => {
    const port = new DeferredNotificationsPort(() => new Promise(() => undefined));
    expect(port.status).toBe('disconnected');

    port.connect(() => undefined);

    expect(port.status).toBe('connecting');
  });

  it('is the loaded port’s status, whose changes reach the listener', async () => {
    const real = new FakeNotificationsPort();
    const port = new DeferredNotificationsPort(() => Promise.resolve(real));
    const statuses: string[] = [];

    port.connect(
      () => undefined,
      (status) => statuses.push(status),
    );
    await settle();
    real.setStatus('subscription-refused');

    expect(port.status).toBe('subscription-refused');
    expect(statuses).toEqual(['connected', 'subscription-refused']);
  });

  it('is disconnected once disconnected', async () => {
    const real = new FakeNotificationsPort();
    const port = new DeferredNotificationsPort(() => Promise.resolve(real));
    port.connect(() => undefined);
    await settle();

    port.disconnect();

    expect(port.status).toBe('disconnected');
  });
});
