import { describe, expect, it } from 'vitest';
import { FakeNotificationsPort } from '../testing/notifications-port.fake.ts';
import { CustomerChannelUseCase } from './customer-channel.use-case.ts';

describe('CustomerChannelUseCase', () => {
  it('delivers the customer’s notifications once opened', () => {
    const port = new FakeNotificationsPort();
    const received: string[] = [];
    new CustomerChannelUseCase(port).open((notification) => received.push(notification.notificationType));

    port.push({ notificationType: 'KYC_VERIFIED' });

    expect(received).toEqual(['KYC_VERIFIED']);
  });

  it('disconnects when closed', () => {
    const port = new FakeNotificationsPort();
    const channel = new CustomerChannelUseCase(port);
    channel.open(() => undefined);

    channel.close();

    expect(port.connected).toBe(false);
  });

  it('does not disconnect a channel it never opened', () => {
    const port = new FakeNotificationsPort();

    new CustomerChannelUseCase(port).close();

    expect(port.disconnectCount).toBe(0);
  });
});

describe('CustomerChannelUseCase status', () => {
  it('is disconnected before it is opened, whatever the port says', () => {
    const port = new FakeNotificationsPort();
    port.connect(() => undefined);

    expect(new CustomerChannelUseCase(port).status).toBe('disconnected');
  });

  it('tells each change of the connection while open', () => {
    const port = new FakeNotificationsPort();
    const statuses: string[] = [];
    const channel = new CustomerChannelUseCase(port);
    channel.open(
      () => undefined,
      (status) => statuses.push(status),
    );

    port.setStatus('subscription-refused');

    expect(statuses).toEqual(['connected', 'subscription-refused']);
    expect(channel.status).toBe('subscription-refused');
  });

  it('says nothing of the port once closed', () => {
    const port = new FakeNotificationsPort();
    const statuses: string[] = [];
    const channel = new CustomerChannelUseCase(port);
    channel.open(
      () => undefined,
      (status) => statuses.push(status),
    );

    channel.close();

    expect(statuses).toEqual(['connected']);
    expect(channel.status).toBe('disconnected');
  });
});
