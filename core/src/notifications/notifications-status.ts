/**
 * Where the customer's realtime channel stands. It is `connected` only once the broker has confirmed
 * the subscription, so notifications can arrive; never while connecting, retrying or closed.
 */
export type NotificationsStatus =
  /** Not asked to connect, closed by the client, or stopped because the session has ended. */
  | 'disconnected'
  /** Connecting, or reconnecting after a drop or a token refresh. */
  | 'connecting'
  /** Subscribed: the broker confirmed the subscription to the customer's channel. */
  | 'connected'
  /** The broker refused the subscription (its ERROR answered the SUBSCRIBE); retried with back-off. */
  | 'subscription-refused';
