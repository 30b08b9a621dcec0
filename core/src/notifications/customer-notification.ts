/** A message on the customer's realtime channel (account-and-session.md §3 Socket message). */
export interface CustomerNotification {
  readonly notificationType: string;
  readonly responsibleGamingType?: string;
  readonly responsibleGamingPeriod?: string;
  readonly data?: unknown;
}

/** What the client does with a notification; the values come from the AsyncAPI contract's catalogue. */
export const NOTIFICATION_ACTIONS = ['force-logout-open-login', 'show-message', 'open-modal'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export const isNotificationAction = (value: string): value is NotificationAction =>
  (NOTIFICATION_ACTIONS as readonly string[]).includes(value);

export interface NotificationDescriptor {
  readonly notificationType: string;
  /** react-intl message id shown to the player. */
  readonly messageKey: string;
  readonly clientAction: NotificationAction;
}

/** The notification kinds of the AsyncAPI contract, handed to core by the composition root. */
export interface NotificationCatalogue {
  /** The entry of a notification type; undefined for a type the contract does not list. */
  describe(notificationType: string): NotificationDescriptor | undefined;
}
export const NotificationCatalogue = Symbol('NotificationCatalogue');
