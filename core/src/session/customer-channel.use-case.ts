import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { NotificationsPort } from '../ports/notifications.port.ts';

/**
 * The logged-in customer's realtime channel (account-and-session.md §8 Realtime): opened when a
 * session starts, closed when it ends. Opening again replaces the listener; closing twice is harmless.
 */
export class CustomerChannelUseCase {
  readonly #notifications: NotificationsPort;
  #open = false;

  constructor(notifications: NotificationsPort) {
    this.#notifications = notifications;
  }

  /** Connects and delivers every notification of the customer's channel to `onNotification`. */
  open(onNotification: (notification: CustomerNotification) => void): void {
    this.#open = true;
    this.#notifications.connect(onNotification);
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#notifications.disconnect();
  }
}
