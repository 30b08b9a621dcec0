/** A message on the customer's realtime channel (account-and-session.md §3 Socket message). */
export interface CustomerNotification {
  readonly notificationType: string;
  readonly responsibleGamingType?: string;
  readonly responsibleGamingPeriod?: string;
  /** Maximum-bet settings of MAX_BET_LIMIT_REACHED: `{ maxBetAmount (minor units), currency }`. */
  readonly maxBetConfiguration?: unknown;
  readonly data?: unknown;
}

/**
 * What the client does with a notification: the x-client-action values of the AsyncAPI contract's
 * catalogue. `show-message` is the plain fallback of a kind that only carries a message.
 */
export const NOTIFICATION_ACTIONS = [
  'force-logout-open-login',
  'update-kyc-status',
  'update-account-lock',
  'start-reality-check',
  'open-limits-changed-modal',
  'open-gaming-modal',
  'open-bonus-violation-modal',
  'show-message',
  'show-simple-message',
] as const;
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
