/** A message on the customer's realtime channel (account-and-session.md §3 Socket message). */
export interface CustomerNotification {
  readonly notificationType: string;
  readonly responsibleGamingType?: string;
  readonly responsibleGamingPeriod?: string;
  readonly data?: unknown;
}

export type NotificationAction = 'force-logout-open-login' | 'show-message' | 'open-modal';

export interface NotificationDescriptor {
  readonly notificationType: string;
  /** react-intl message id shown to the player. */
  readonly messageKey: string;
  readonly clientAction: NotificationAction;
}

/** The notification kinds of the AsyncAPI contract, handed to core by the composition root. */
export interface NotificationCatalogue {
  describe(notificationType: string): NotificationDescriptor | undefined;
}
export const NotificationCatalogue = Symbol('NotificationCatalogue');
