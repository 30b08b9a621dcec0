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
