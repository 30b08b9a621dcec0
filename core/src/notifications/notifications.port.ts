import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { NotificationsStatus } from '../notifications/notifications-status.ts';

export type { NotificationsStatus } from '../notifications/notifications-status.ts';

/** The customer's realtime channel. The adapter authenticates with the stored access token. */
export interface NotificationsPort {
  /**
   * Opens (or re-opens) the connection and delivers every message of the customer's channel;
   * `onStatus` is told each change of {@link status} until `disconnect`.
   */
  connect(
    onNotification: (notification: CustomerNotification) => void,
    onStatus?: (status: NotificationsStatus) => void,
  ): void;
  disconnect(): void;
  /** Where the channel stands now: `connected` only while the broker has confirmed the subscription. */
  readonly status: NotificationsStatus;
}
export const NotificationsPort = Symbol('NotificationsPort');
