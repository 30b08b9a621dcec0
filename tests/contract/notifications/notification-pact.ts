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
 * The provider states of the message pact: each is something that happens in the backend to a
 * logged-in player who is subscribed to `/user/queue/notifications` (through the HTTP API, the back
 * office, the session service, a game or payment provider, the bonus engine). The parameters are facts
 * of that event, never the message: the provider works out which notification the event gives (the
 * sandbox does it in src/control/backend-events.ts), so a provider that echoes a parameter fails.
 * The verifier (verify-message-provider.ts) makes the sandbox live through each event.
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
  /** The operator writes the player an on-site message through the control API: `{ content }`. */
  simpleMessageSent: 'the operator writes a subscribed player a simple message',
  /** The operator ends the player's session from the back office. */
  operatorEndsSession: "the operator ends a subscribed player's session",
  /** The session service ends a session that has lasted as long as a session may. */
  sessionOutlasted: "a subscribed player's session lasts as long as a session may",
  /** The session service ends a session that has been idle too long. */
  sessionIdle: "a subscribed player's session stays idle until the backend ends it",
  /** A game round wins the most a session may win, which ends the session. */
  maximumWinReached: 'a game round of a subscribed player wins the most a session may win',
  /** The operator excludes the player for good from the back office. */
  operatorExcludes: 'the operator excludes a subscribed player for good',
  /** The identity service completes the player's check: `{ outcome: 'approved' | 'refused' }`. */
  identityCheckCompletes: "the identity service completes a subscribed player's check",
  /** The backend's reality-check timer starts a new period for the player. */
  realityCheckPeriodStarts: 'a new reality-check period of a subscribed player starts',
  /** The player logs in on more devices than the backend keeps sessions for: her oldest session ends. */
  logsInOnTooManyDevices: 'a subscribed player logs in on more devices than the backend allows',
  /** A game provider takes a casino bet the player's cash covers. */
  betsWithCash: 'a subscribed player with enough cash places a casino bet',
  /** A game provider takes a casino bet of a player who has bonus money but no cash. */
  betsWithBonusMoneyOnly: 'a subscribed player who has only bonus money places a casino bet',
  /** A bet above the backend's maximum bet per transaction. */
  betsAboveMaximum: 'a subscribed player places a bet above the maximum bet per transaction',
  /** A casino bet of a player whose account the back office has frozen. */
  betsWhileFrozen: 'a subscribed player whose account is frozen places a casino bet',
  /** The player has a limit `{ type, period }` on a product `{ product }`, and her next bet passes it. */
  betPassesLimit: "a subscribed player's bet passes one of her limits",
  /** The player has a monthly deposit limit, and asks a payment provider for a deposit beyond it. */
  depositPassesLimit: 'a subscribed player asks for a deposit beyond her monthly deposit limit',
  /** A game provider or the bonus engine refuses a bet by `{ rule }` (see refusalRules of the sandbox). */
  betRefusedByRule: "a game provider refuses a subscribed player's bet by one of its rules",
  /** A game provider shows the player `{ text }` during play. */
  gameplayMessage: 'a game provider shows a subscribed player a text during play',
  /** A bet breaks a rule `{ reason }` of the bonus the player is running. */
  bonusRuleBroken: "a subscribed player's bet breaks a rule of her running bonus",
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
