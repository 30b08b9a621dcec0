import type { CustomerNotification } from '../notifications/customer-notification.ts';

/** The customer's realtime channel. The adapter authenticates with the stored access token. */
export interface NotificationsPort {
  /** Opens (or re-opens) the connection and delivers every message of the customer's channel. */
  connect(onNotification: (notification: CustomerNotification) => void): void;
  disconnect(): void;
}
export const NotificationsPort = Symbol('NotificationsPort');
