import type { RefreshSession } from '@lv-casino/sdk/session-refresh.ts';
import type { IStompSocket } from '@stomp/stompjs';

/** The customer's channel of the contract; the broker routes it to the authenticated customer. */
export const NOTIFICATIONS_DESTINATION = '/user/queue/notifications';
/** Heart-beat both ways, in ms (account-and-session.md §9). */
export const HEARTBEAT_MS = 10_000;
/** Wait before reconnecting after an error or a drop, in ms (account-and-session.md §9). */
export const RECONNECT_DELAY_MS = 10_000;
/** Longest wait between two retries of a refused subscription, in ms (the waits double from 10 s). */
export const MAX_RETRY_DELAY_MS = 300_000;
/** The connection is closed after this many heart-beat periods of server silence (§4 Realtime). */
export const SILENCE_TOLERANCE_HEARTBEATS = 2;
/** How many delivered `message-id`s the adapter remembers to drop a redelivery of the same message. */
export const REMEMBERED_MESSAGE_IDS = 200;

/** The broker on the page's own host: `wss://<host>/ws` on an https page, `ws://<host>/ws` otherwise. */
export function defaultBrokerUrl(): string {
  const location = (
    globalThis as { readonly location?: { readonly protocol: string; readonly host: string } }
  ).location;
  if (location === undefined) throw new Error('Outside a page the realtime adapter needs a brokerURL');
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

export interface NotificationsStompAdapterOptions {
  /** WebSocket URL of the broker, e.g. `ws://127.0.0.1:4000/ws`; default `/ws` on the page's own host. */
  readonly brokerURL?: string;
  /**
   * Where the customer's notifications come from; default {@link NOTIFICATIONS_DESTINATION}, the
   * contract's. Another broker may need its own (RabbitMQ: an `/exchange/…` or `/queue/…` one).
   */
  readonly destination?: string;
  /** Read before every (re)connect; no token means no connection. */
  readonly tokens: { read(): { readonly accessToken: string } | null };
  /**
   * Refreshes the tokens after an ERROR frame with errorCode 96 or 97: the SDK client's
   * `refreshSession`, which shares the single flight of the HTTP calls' refresh (a refresh that fails
   * with 98 ends the session there: tokens cleared, onSessionExpired). Without it such an ERROR is
   * retried after the reconnect delay with whatever token is stored by then.
   */
  readonly refresh?: RefreshSession;
  /**
   * Told when the realtime channel ends the session, with the errorCode to end it with as an HTTP
   * call's would be: the broker's ERROR 98 or 3, or 98 for a refresh the server refused otherwise
   * than with 98. The adapter stops; it connects again on the next `connect`.
   */
  readonly onSessionEnded?: (errorCode: number) => void;
  /**
   * The page's `online` event (the window): when the network comes back, a channel waiting for its
   * next retry connects at once instead of after the reconnect delay.
   */
  readonly network?: Pick<EventTarget, 'addEventListener'>;
  /** Wait before reconnecting after a drop, and before the first retry of a refused subscription, in ms. Default 10000. */
  readonly reconnectDelayMs?: number;
  /** Longest wait between retries of a refused subscription, in ms. Default {@link MAX_RETRY_DELAY_MS}. */
  readonly maxRetryDelayMs?: number;
  /** Creates the socket instead of `new WebSocket(brokerURL, ['v11.stomp', 'v10.stomp'])` (tests). */
  readonly webSocketFactory?: () => IStompSocket;
  /**
   * Receives stompjs diagnostics, and the adapter's own (a redelivered message dropped), with the
   * Authorization header and bearer tokens redacted.
   */
  readonly debug?: (message: string) => void;
  /**
   * Told when a message is dropped as malformed, a subscription is refused, the broker ends the
   * connection with an ERROR, or a refresh cannot reach the server; defaults to `console.warn`. Never
   * given a token or a message body.
   */
  readonly warn?: (message: string) => void;
}
