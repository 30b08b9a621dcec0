import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { NotificationsPort } from '@lv-casino/core/ports/notifications.port.ts';
import {
  Client,
  StompHeaders,
  TickerStrategy,
  Versions,
  type IMessage,
  type IStompSocket,
} from '@stomp/stompjs';
import { parseNotification } from './notification.mapper.ts';
import { RecentMessageIds } from './recent-message-ids.ts';

/** The customer's channel; the broker routes it to the authenticated customer. */
export const NOTIFICATIONS_DESTINATION = '/user/queue/notifications';
/** Heart-beat both ways, in ms (account-and-session.md §9). */
export const HEARTBEAT_MS = 10_000;
/** Wait before reconnecting after an error or a drop, in ms (account-and-session.md §9). */
export const RECONNECT_DELAY_MS = 10_000;
/** The connection is closed after this many heart-beat periods of server silence (§4 Realtime). */
export const SILENCE_TOLERANCE_HEARTBEATS = 2;
/** How many delivered `message-id`s the adapter remembers to drop a redelivery of the same message. */
export const REMEMBERED_MESSAGE_IDS = 200;

export interface NotificationsStompAdapterOptions {
  /** WebSocket URL of the broker, e.g. `ws://127.0.0.1:4000/ws`. */
  readonly brokerURL: string;
  /** Read before every (re)connect; no token means no connection. */
  readonly tokens: { read(): { readonly accessToken: string } | null };
  /** Creates the socket instead of `new WebSocket(brokerURL, ['v11.stomp', 'v10.stomp'])` (tests). */
  readonly webSocketFactory?: () => IStompSocket;
  /**
   * Receives stompjs diagnostics, and the adapter's own (a redelivered message dropped), with the
   * Authorization header and bearer tokens redacted.
   */
  readonly debug?: (message: string) => void;
  /** Told when a message is dropped as malformed; defaults to `console.warn`. Never given a token or body. */
  readonly warn?: (message: string) => void;
}

const redact = (message: string): string =>
  message.replace(/^(authorization:).*$/gim, '$1[redacted]').replace(/bearer\s+\S+/gi, 'Bearer [redacted]');

/**
 * The customer's realtime channel over STOMP 1.1/1.0 (account-and-session.md §4 Realtime connection):
 * bearer token in the CONNECT frame, heart-beat 10 s each way sent from a worker ticker where workers
 * exist (so background tabs keep the connection), closed after 2 heart-beats of server silence,
 * reconnect every 10 s, and every contract-valid message of `/user/queue/notifications` delivered
 * once: a MESSAGE whose `message-id` was delivered already (a broker's redelivery after a NACK or a
 * reconnect keeps the id) is dropped; the last {@link REMEMBERED_MESSAGE_IDS} ids are remembered
 * across reconnects, and a message without an id is always delivered.
 */
/** WebSocket.OPEN, without reaching for the global (tests run without one). */
const WEB_SOCKET_OPEN = 1;

export class NotificationsStompAdapter implements NotificationsPort {
  readonly #client: Client;
  readonly #tokens: NotificationsStompAdapterOptions['tokens'];
  readonly #warn: (message: string) => void;
  readonly #debug: (message: string) => void;
  readonly #delivered = new RecentMessageIds(REMEMBERED_MESSAGE_IDS);
  #onNotification: ((notification: CustomerNotification) => void) | null = null;

  constructor(options: NotificationsStompAdapterOptions) {
    this.#tokens = options.tokens;
    this.#warn =
      options.warn ??
      ((message) => {
        console.warn(message);
      });
    const debug = options.debug;
    this.#debug = (message) => {
      debug?.(redact(message));
    };
    this.#client = NotificationsStompAdapter.#createClient(options, this.#debug);
    this.#client.beforeConnect = (client) => {
      this.#beforeConnect(client);
    };
    this.#client.onConnect = () => {
      this.#client.subscribe(NOTIFICATIONS_DESTINATION, (message) => {
        this.#receive(message);
      });
    };
  }

  static #createClient(options: NotificationsStompAdapterOptions, debug: (message: string) => void): Client {
    const client = new Client();
    client.brokerURL = options.brokerURL;
    client.webSocketFactory = options.webSocketFactory;
    client.stompVersions = new Versions([Versions.V1_1, Versions.V1_0]);
    client.heartbeatIncoming = HEARTBEAT_MS;
    client.heartbeatOutgoing = HEARTBEAT_MS;
    client.heartbeatToleranceMultiplier = SILENCE_TOLERANCE_HEARTBEATS;
    client.heartbeatStrategy = TickerStrategy.Worker;
    // On silence, drop the socket at once instead of waiting for the browser's close handshake.
    client.discardWebsocketOnCommFailure = true;
    client.reconnectDelay = RECONNECT_DELAY_MS;
    client.logRawCommunication = false;
    client.debug = debug;
    return client;
  }

  connect(onNotification: (notification: CustomerNotification) => void): void {
    this.#onNotification = onNotification;
    if (this.#client.active) {
      // Re-open with the current token: stompjs activates again once the old socket has closed.
      void this.#client.deactivate({ force: true });
    }
    this.#client.activate();
  }

  disconnect(): void {
    this.#onNotification = null;
    // A socket the server is already closing (a forced logout ends it) cannot carry a DISCONNECT frame.
    const open = this.#client.webSocket?.readyState === WEB_SOCKET_OPEN;
    void this.#client.deactivate({ force: !open });
  }

  #beforeConnect(client: Client): void {
    const tokens = this.#tokens.read();
    const headers = new StompHeaders();
    if (tokens === null) {
      client.connectHeaders = headers;
      void client.deactivate();
      return;
    }
    headers.Authorization = `Bearer ${tokens.accessToken}`;
    client.connectHeaders = headers;
  }

  #receive(message: IMessage): void {
    const messageId = message.headers['message-id'] ?? '';
    if (messageId !== '' && this.#delivered.has(messageId)) {
      this.#debug(
        `Dropped a notification delivered before on ${NOTIFICATIONS_DESTINATION} (message-id ${messageId})`,
      );
      return;
    }
    const parsed = parseNotification(message.body);
    if (!parsed.ok) {
      this.#warn(`Dropped a malformed notification on ${NOTIFICATIONS_DESTINATION}: ${parsed.error}`);
      return;
    }
    const onNotification = this.#onNotification;
    if (onNotification === null) return;
    if (messageId !== '') this.#delivered.add(messageId);
    onNotification(parsed.value);
  }
}
