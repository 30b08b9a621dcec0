import { PactV4 } from '@pact-foundation/pact';
import { CONSUMER, PACT_DIR } from '../pact-setup.ts';

/**
 * The provider of the realtime notifications (contracts/asyncapi/asyncapi.yaml): a message provider,
 * verified apart from the HTTP API (lv-casino-customerfacing-api), so its pact is a file of its own.
 */
export const NOTIFICATIONS_PROVIDER = 'lv-casino-customer-notifications';

/** The message pact's file in tests/contract/pacts/ (Pact names it consumer-provider.json). */
export const NOTIFICATIONS_PACT_FILE = `${CONSUMER}-${NOTIFICATIONS_PROVIDER}.json`;

/**
 * The provider states of the message pact: what happens to a logged-in player who is subscribed to
 * `/user/queue/notifications`, so that the provider sends the notification. The verifier
 * (verify-message-provider.ts) makes the sandbox do it; the parameters say how.
 */
export const NOTIFICATION_STATES = {
  /** Through the HTTP API (selfExclude): `{ permanent: true }` or `{ permanent: false, period }`. */
  selfExcludes: 'a subscribed player self-excludes',
  /** Through the HTTP API (takeTimeout): `{ hours }` from now. */
  takesTimeout: 'a subscribed player takes a timeout',
  /** The back office sets the KYC status: `{ kycVerified, kycNotVerifiedReason? }`. */
  kycChanges: "a subscribed player's KYC status changes",
  /** The back office sets the account lock status: `{ accountLockStatus }`. */
  lockChanges: "a subscribed player's account lock status changes",
  /** A limit raise through the HTTP API whose cooling period ends: `{ type, period, currentAmount, newAmount }`. */
  raisedLimitComesDue: 'a raised limit of a subscribed player comes due',
  /**
   * A notification the provider sends from systems outside the sandbox's domain (game providers, the
   * session service, the back office): `{ notificationType, …fields }`; the rest of the message is the
   * kind's example in the AsyncAPI document.
   */
  operatorSends: 'the operator sends a subscribed player a notification',
  /** The operator writes the player an on-site message through the control API: `{ content }`. */
  simpleMessageSent: 'the operator writes a subscribed player a simple message',
} as const;

/**
 * The AsyncAPI operation every notification interaction belongs to, written into each interaction as
 * `comments.references.AsyncAPI.operationId`: the comparison with the contract (compare-pacts.ts)
 * matches the message against that operation's messages.
 */
export const NOTIFICATIONS_ASYNCAPI_OPERATION = 'receiveCustomerNotifications';

export type NotificationState = (typeof NOTIFICATION_STATES)[keyof typeof NOTIFICATION_STATES];

/** A Pact V4 consumer pact of the notifications, written beside the HTTP pact. */
export const createNotificationsPact = (): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider: NOTIFICATIONS_PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
