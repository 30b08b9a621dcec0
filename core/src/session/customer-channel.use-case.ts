import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { NotificationsStatus } from '../notifications/notifications-status.ts';
import type { NotificationsPort } from '../notifications/notifications.port.ts';

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

  /**
   * Where the channel stands: `connected` only while the broker confirms the subscription, never
   * while it is closed, connecting or refused.
   */
  get status(): NotificationsStatus {
    return this.#open ? this.#notifications.status : 'disconnected';
  }

  /**
   * Connects and delivers every notification of the customer's channel to `onNotification`, and each
   * change of {@link status} to `onStatus` while open.
   */
  open(
    onNotification: (notification: CustomerNotification) => void,
    onStatus?: (status: NotificationsStatus) => void,
  ): void {
    this.#open = true;
    this.#notifications.connect(
      onNotification,
      onStatus === undefined
        ? undefined
        : (status) => {
            if (this.#open) onStatus(status);
          },
    );
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#notifications.disconnect();
  }
}
