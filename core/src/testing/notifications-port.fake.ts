import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { NotificationsStatus } from '../notifications/notifications-status.ts';
import type { NotificationsPort } from '../notifications/notifications.port.ts';

/**
 * A NotificationsPort the test drives: `push` delivers a message while connected. A connect succeeds at
 * once (status `connected`) unless the test sets another status with `setStatus`.
 */
export class FakeNotificationsPort implements NotificationsPort {
  connectCount = 0;
  disconnectCount = 0;
  #listener: ((notification: CustomerNotification) => void) | null = null;
  #onStatus: ((status: NotificationsStatus) => void) | null = null;
  #status: NotificationsStatus = 'disconnected';

  /** True while connected: asked to connect, not disconnected, and not set to another status. */
  get connected(): boolean {
    return this.#listener !== null && this.#status === 'connected';
  }

  get status(): NotificationsStatus {
    return this.#status;
  }

  connect(
    onNotification: (notification: CustomerNotification) => void,
    onStatus?: (status: NotificationsStatus) => void,
  ): void {
    this.connectCount += 1;
    this.#listener = onNotification;
    this.#onStatus = onStatus ?? null;
    this.setStatus('connected');
  }

  disconnect(): void {
    this.disconnectCount += 1;
    this.#listener = null;
    this.setStatus('disconnected');
    this.#onStatus = null;
  }

  /** The channel changes state, as the adapter would report it. */
  setStatus(status: NotificationsStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#onStatus?.(status);
  }

  /** Delivers a message as the server would; returns false (nothing delivered) when not connected. */
  push(notification: CustomerNotification): boolean {
    const listener = this.#listener;
    if (listener === null || this.#status !== 'connected') return false;
    listener(notification);
    return true;
  }
}
