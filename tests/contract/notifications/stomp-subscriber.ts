import { Client, StompHeaders, Versions } from '@stomp/stompjs';

/** A MESSAGE frame as it arrived: the headers a message pact's metadata names, and the raw body. */
export interface ReceivedMessage {
  readonly destination: string;
  readonly contentType: string;
  readonly body: string;
}

type Waiter = {
  readonly resolve: (message: ReceivedMessage) => void;
  readonly reject: (error: Error) => void;
};

const NOTIFICATIONS = '/user/queue/notifications';

function headers(values: Readonly<Record<string, string>>): StompHeaders {
  return Object.assign(new StompHeaders(), values);
}

/**
 * A real STOMP subscriber of `/user/queue/notifications` over a real WebSocket (Node's global one), set
 * up as the web's adapter sets up its client (STOMP 1.1/1.0 subprotocols, bearer token in CONNECT) but
 * without heart-beats or reconnects, so it holds no timer once closed. Messages queue until read.
 */
export class NotificationSubscriber {
  readonly #client: Client;
  readonly #queue: ReceivedMessage[] = [];
  readonly #waiters: Waiter[] = [];
  #failure: Error | null = null;

  private constructor(client: Client) {
    this.#client = client;
  }

  /** Connects with `accessToken` and subscribes; resolves once the broker has confirmed the SUBSCRIBE. */
  static open(brokerUrl: string, accessToken: string, timeoutMs: number): Promise<NotificationSubscriber> {
    const client = new Client();
    client.brokerURL = brokerUrl;
    client.connectHeaders = headers({ Authorization: `Bearer ${accessToken}` });
    client.stompVersions = new Versions([Versions.V1_1, Versions.V1_0]);
    client.heartbeatIncoming = 0;
    client.heartbeatOutgoing = 0;
    client.reconnectDelay = 0;
    client.debug = () => undefined;
    const subscriber = new NotificationSubscriber(client);
    return new Promise<NotificationSubscriber>((resolve, reject) => {
      const timer = setTimeout(() => {
        void subscriber.close();
        reject(new Error(`no subscription to ${NOTIFICATIONS} within ${timeoutMs} ms`));
      }, timeoutMs);
      const fail = (error: Error): void => {
        clearTimeout(timer);
        subscriber.#fail(error);
        reject(error);
      };
      client.onConnect = () => {
        const receipt = 'subscribed';
        client.watchForReceipt(receipt, () => {
          clearTimeout(timer);
          resolve(subscriber);
        });
        client.subscribe(
          NOTIFICATIONS,
          (frame) => {
            subscriber.#receive({
              destination: frame.headers['destination'] ?? '',
              contentType: frame.headers['content-type'] ?? '',
              body: frame.body,
            });
          },
          headers({ receipt }),
        );
      };
      client.onStompError = (frame) => {
        fail(new Error(`STOMP ERROR frame: ${frame.headers['message'] ?? frame.body}`));
      };
      client.onWebSocketClose = () => {
        fail(new Error('the WebSocket closed'));
      };
      client.activate();
    });
  }

  /** The next message, in order of arrival; rejects after `timeoutMs` without one or once the connection failed. */
  next(timeoutMs: number): Promise<ReceivedMessage> {
    const queued = this.#queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.#failure !== null) return Promise.reject(this.#failure);
    return new Promise<ReceivedMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(new Error(`no message on ${NOTIFICATIONS} within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter: Waiter = {
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.#waiters.push(waiter);
    });
  }

  /** Disconnects (or drops a socket the broker is already closing); resolves within a second at most. */
  async close(): Promise<void> {
    this.#fail(new Error('the subscriber is closed'));
    const open = this.#client.webSocket?.readyState === WebSocket.OPEN;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#client.deactivate({ force: !open }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 1000);
      }),
    ]);
    clearTimeout(timer);
  }

  #receive(message: ReceivedMessage): void {
    const waiter = this.#waiters.shift();
    if (waiter === undefined) this.#queue.push(message);
    else waiter.resolve(message);
  }

  /** Remembers the first failure; a message that already arrived is still read before it. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiter of this.#waiters.splice(0)) waiter.reject(this.#failure);
  }
}
