import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type {
  NotificationsPort,
  NotificationsStatus,
} from '@lv-casino/core/notifications/notifications.port.ts';
import { clientErrorCodes } from '@lv-casino/sdk/client-error-codes.ts';
import { StompHeaders, type Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { parseNotification } from './notification.mapper.ts';
import { RecentMessageIds } from './recent-message-ids.ts';
import { createStompClient } from './stomp-client.ts';
import { errorCodeOf, errorMessageOf, recoveryOfError, redact, type Recovery } from './stomp-error.ts';
import {
  MAX_RETRY_DELAY_MS,
  NOTIFICATIONS_DESTINATION,
  RECONNECT_DELAY_MS,
  REMEMBERED_MESSAGE_IDS,
  defaultBrokerUrl,
  type NotificationsStompAdapterOptions,
} from './notifications.stomp-options.ts';

export {
  HEARTBEAT_MS,
  MAX_RETRY_DELAY_MS,
  NOTIFICATIONS_DESTINATION,
  RECONNECT_DELAY_MS,
  REMEMBERED_MESSAGE_IDS,
  SILENCE_TOLERANCE_HEARTBEATS,
  type NotificationsStompAdapterOptions,
} from './notifications.stomp-options.ts';

/** WebSocket.OPEN, without reaching for the global (tests run without one). */
const WEB_SOCKET_OPEN = 1;

/**
 * The customer's realtime channel over STOMP 1.1/1.0 (account-and-session.md §4 Realtime connection):
 * bearer token in the CONNECT frame, heart-beat 10 s each way sent from a worker ticker where workers
 * exist (so background tabs keep the connection), closed after 2 heart-beats of server silence,
 * reconnect every 10 s, and every contract-valid message of the destination delivered once: a
 * MESSAGE whose `message-id` was delivered already (a broker's redelivery after a NACK or a reconnect
 * keeps the id) is dropped; the last {@link REMEMBERED_MESSAGE_IDS} ids are remembered across
 * reconnects, and a message without an id is always delivered.
 *
 * Recovery from an ERROR frame: errorCode 96 or 97 refreshes the tokens (`refresh`, the SDK client's
 * single flight) and reconnects at once with the new token; 98 or 3, or a refresh the server refuses
 * otherwise than with 98, ends the session (`onSessionEnded`); an ERROR answering the SUBSCRIBE is a
 * refused subscription, warned about and retried after 10 s, 20 s, 40 s… up to 5 min. `status` is
 * `connected` only once the broker has confirmed the subscription (RECEIPT). (Longer than a file
 * usually is: connecting, confirming and recovering share the state of one connection.)
 */
export class NotificationsStompAdapter implements NotificationsPort {
  readonly #client: Client;
  readonly #options: NotificationsStompAdapterOptions;
  readonly #destination: string;
  readonly #reconnectDelayMs: number;
  readonly #warn: (message: string) => void;
  readonly #debug: (message: string) => void;
  readonly #delivered = new RecentMessageIds(REMEMBERED_MESSAGE_IDS);
  #onNotification: ((notification: CustomerNotification) => void) | null = null;
  #onStatus: ((status: NotificationsStatus) => void) | null = null;
  #status: NotificationsStatus = 'disconnected';
  /** Changes with every connect and disconnect: a recovery of an earlier one is dropped. */
  #generation = 0;
  #phase: 'connecting' | 'subscribing' | 'subscribed' = 'connecting';
  /** The access token of the last CONNECT. */
  #sentToken = '';
  #refreshedSinceConnected = false;
  #refusals = 0;
  #subscriptions = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;

  constructor(options: NotificationsStompAdapterOptions) {
    this.#options = options;
    this.#destination = options.destination ?? NOTIFICATIONS_DESTINATION;
    this.#reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
    this.#warn =
      options.warn ??
      ((message) => {
        console.warn(message);
      });
    const debug = options.debug;
    this.#debug = (message) => {
      debug?.(redact(message));
    };
    this.#client = createStompClient({
      brokerURL: options.brokerURL ?? defaultBrokerUrl(),
      webSocketFactory: options.webSocketFactory,
      reconnectDelayMs: this.#reconnectDelayMs,
      debug: this.#debug,
    });
    this.#client.beforeConnect = (stomp) => {
      this.#beforeConnect(stomp);
    };
    this.#client.onConnect = () => {
      this.#subscribe();
    };
    this.#client.onStompError = (frame) => {
      this.#onError(frame);
    };
    this.#client.onWebSocketClose = () => {
      this.#onClose();
    };
    options.network?.addEventListener('online', () => {
      this.#reconnectNow();
    });
  }

  /** The network is back: a channel that is not connected stops waiting for its retry. */
  #reconnectNow(): void {
    const onNotification = this.#onNotification;
    if (onNotification === null || this.#status === 'connected') return;
    this.connect(onNotification, this.#onStatus ?? undefined);
  }

  get status(): NotificationsStatus {
    return this.#status;
  }

  /** True only while the broker has confirmed the subscription: notifications can arrive. */
  get connected(): boolean {
    return this.#status === 'connected';
  }

  connect(
    onNotification: (notification: CustomerNotification) => void,
    onStatus?: (status: NotificationsStatus) => void,
  ): void {
    this.#restart();
    this.#onNotification = onNotification;
    this.#onStatus = onStatus ?? null;
    this.#setStatus('connecting');
    if (this.#client.active) {
      // Re-open with the current token: stompjs activates again once the old socket has closed.
      void this.#client.deactivate({ force: true });
    }
    this.#client.activate();
  }

  disconnect(): void {
    this.#restart();
    this.#onNotification = null;
    this.#setStatus('disconnected');
    this.#onStatus = null;
    // A socket the server is already closing (a forced logout ends it) cannot carry a DISCONNECT frame.
    const open = this.#client.webSocket?.readyState === WEB_SOCKET_OPEN;
    void this.#client.deactivate({ force: !open });
  }

  #beforeConnect(client: Client): void {
    const tokens = this.#options.tokens.read();
    const headers = new StompHeaders();
    this.#phase = 'connecting';
    if (tokens === null) {
      client.connectHeaders = headers;
      this.#setStatus('disconnected');
      void client.deactivate();
      return;
    }
    this.#sentToken = tokens.accessToken;
    headers.Authorization = `Bearer ${tokens.accessToken}`;
    client.connectHeaders = headers;
    // A refused subscription stays the news until a subscription is confirmed.
    if (this.#status !== 'subscription-refused') this.#setStatus('connecting');
  }

  /** Subscribes with a receipt: the broker's RECEIPT confirms the subscription, an ERROR refuses it. */
  #subscribe(): void {
    this.#phase = 'subscribing';
    this.#refreshedSinceConnected = false;
    const receipt = `notifications-${String(++this.#subscriptions)}`;
    this.#client.watchForReceipt(receipt, () => {
      this.#subscribed();
    });
    const headers = new StompHeaders();
    headers.receipt = receipt;
    this.#client.subscribe(
      this.#destination,
      (message) => {
        this.#receive(message);
      },
      headers,
    );
  }

  #subscribed(): void {
    if (this.#phase !== 'subscribing') return;
    this.#phase = 'subscribed';
    this.#refusals = 0;
    this.#setStatus('connected');
  }

  #onError(frame: IFrame): void {
    const recovery = this.#recoveryFor(frame);
    if (recovery === null) return;
    const generation = this.#generation;
    // The connection is over (a broker closes it after an ERROR): stop stompjs's own reconnect, then recover.
    void this.#client.deactivate({ force: true }).then(() => {
      if (generation === this.#generation) this.#recover(recovery);
    });
  }

  /** What to do after `frame`; null to leave it to stompjs (reconnect after the delay). */
  #recoveryFor(frame: IFrame): Recovery | null {
    const outcome = recoveryOfError({
      errorCode: errorCodeOf(frame),
      subscribing: this.#phase === 'subscribing',
      canRefresh: this.#options.refresh !== undefined,
      refreshedSinceConnected: this.#refreshedSinceConnected,
      refusals: this.#refusals + 1,
      reconnectDelayMs: this.#reconnectDelayMs,
      maxRetryDelayMs: this.#options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS,
    });
    if (outcome === null) {
      this.#warn(`The broker ended the realtime connection with an ERROR (${errorMessageOf(frame)})`);
    } else if (outcome.kind === 'retry') {
      this.#refusals += 1;
      this.#warn(
        `The broker refused the subscription to ${this.#destination} (${errorMessageOf(frame)}); ` +
          `retrying in ${String(outcome.delayMs / 1000)} s`,
      );
      this.#setStatus('subscription-refused');
    }
    return outcome;
  }

  #recover(recovery: Recovery): void {
    switch (recovery.kind) {
      case 'end':
        this.#setStatus('disconnected');
        this.#options.onSessionEnded?.(recovery.errorCode);
        return;
      case 'retry':
        this.#later(recovery.delayMs, () => {
          this.#client.activate();
        });
        return;
      case 'refresh':
        this.#later(recovery.delayMs, () => {
          void this.#refreshAndReconnect();
        });
    }
  }

  async #refreshAndReconnect(): Promise<void> {
    const refresh = this.#options.refresh;
    if (refresh === undefined) return;
    const generation = this.#generation;
    this.#setStatus('connecting');
    const result = await refresh(this.#sentToken).catch(() => null);
    if (generation !== this.#generation) return;
    switch (result?.kind) {
      case 'refreshed':
        this.#refreshedSinceConnected = true;
        this.#client.activate();
        return;
      case undefined:
      case 'unavailable':
        this.#warn(
          `The token refresh for the realtime connection failed; retrying in ${String(this.#reconnectDelayMs / 1000)} s`,
        );
        this.#later(this.#reconnectDelayMs, () => {
          this.#client.activate();
        });
        return;
      case 'refused':
        this.#setStatus('disconnected');
        this.#options.onSessionEnded?.(clientErrorCodes.REFRESH_FAILED);
        return;
      case 'ended':
      case 'no-session':
        // The SDK has ended the session (onSessionExpired), or nobody is logged in.
        this.#setStatus('disconnected');
    }
  }

  #onClose(): void {
    this.#phase = 'connecting';
    if (this.#status === 'connected') this.#setStatus(this.#client.active ? 'connecting' : 'disconnected');
  }

  /** Runs `act` after `delayMs` unless the adapter is connected again or disconnected meanwhile. */
  #later(delayMs: number, act: () => void): void {
    const generation = this.#generation;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      if (generation === this.#generation) act();
    }, delayMs);
  }

  #restart(): void {
    this.#generation += 1;
    clearTimeout(this.#retry);
    this.#retry = undefined;
    this.#refusals = 0;
    this.#refreshedSinceConnected = false;
  }

  #setStatus(status: NotificationsStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#onStatus?.(status);
  }

  #receive(message: IMessage): void {
    // A broker that sends no RECEIPT still confirms the subscription with its first message.
    this.#subscribed();
    const messageId = message.headers['message-id'] ?? '';
    if (messageId !== '' && this.#delivered.has(messageId)) {
      this.#debug(
        `Dropped a notification delivered before on ${this.#destination} (message-id ${messageId})`,
      );
      return;
    }
    const parsed = parseNotification(message.body);
    if (!parsed.ok) {
      this.#warn(`Dropped a malformed notification on ${this.#destination}: ${parsed.error}`);
      return;
    }
    const onNotification = this.#onNotification;
    if (onNotification === null) return;
    if (messageId !== '') this.#delivered.add(messageId);
    onNotification(parsed.value);
  }
}
