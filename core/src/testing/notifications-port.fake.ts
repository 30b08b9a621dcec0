import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { NotificationsPort } from '../ports/notifications.port.ts';

/** A NotificationsPort the test drives: `push` delivers a message while connected. */
export class FakeNotificationsPort implements NotificationsPort {
  connectCount = 0;
  disconnectCount = 0;
  #listener: ((notification: CustomerNotification) => void) | null = null;

  get connected(): boolean {
    return this.#listener !== null;
  }

  connect(onNotification: (notification: CustomerNotification) => void): void {
    this.connectCount += 1;
    this.#listener = onNotification;
  }

  disconnect(): void {
    this.disconnectCount += 1;
    this.#listener = null;
  }

  /** Delivers a message as the server would; returns false (nothing delivered) when not connected. */
  push(notification: CustomerNotification): boolean {
    if (this.#listener === null) return false;
    this.#listener(notification);
    return true;
  }
}
