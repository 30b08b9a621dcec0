import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { StompAuthenticator } from './stomp-authenticator.ts';
import { StompConnection } from './stomp-connection.ts';
import { chooseSubprotocol } from './stomp-negotiation.ts';
import { notificationsDestination, type Subscription } from './stomp-subscriptions.ts';

/** A new subscription to `/user/queue/notifications`, as {@link StompBrokerOptions.onSubscribed} gets it. */
export interface NotificationSubscriber {
  readonly customerId: number;
  /** The session whose access token authenticated the connection. */
  readonly sessionId: string;
  /** Sends `message` as JSON to this subscription only; returns 1, or 0 once it has ended. */
  readonly deliver: (message: unknown) => number;
}

export interface StompBrokerOptions {
  readonly authenticate: StompAuthenticator;
  /**
   * Told about every subscription to `/user/queue/notifications`, right after the RECEIPT it asked
   * for (a reload's new connection subscribes again). Default: nothing.
   */
  readonly onSubscribed?: (subscriber: NotificationSubscriber) => void;
  /** Heart-beat period the broker offers both ways, in ms. Default 10000. */
  readonly heartBeatMs?: number;
  /** Longest accepted frame, in characters. Default 16384. */
  readonly maxFrameChars?: number;
  /** URL path of the WebSocket endpoint. Default `/ws`. */
  readonly path?: string;
  /** Told about failures of the broker itself. Default: written to stderr. */
  readonly onInternalError?: (error: unknown) => void;
}

/**
 * STOMP 1.0–1.2 broker over WebSocket. It shares the HTTP server's port: {@link attach} takes over the
 * `upgrade` requests of its path. Clients CONNECT with `Authorization: Bearer <accessToken>` and SUBSCRIBE
 * to `/user/queue/notifications`, which the broker routes to the authenticated customer.
 */
export class StompBroker {
  readonly #options: Required<StompBrokerOptions>;
  readonly #connections = new Set<StompConnection>();
  readonly #server = new WebSocketServer({
    noServer: true,
    // Large enough to answer an oversized frame with an ERROR frame instead of a bare close.
    maxPayload: 1024 * 1024,
    handleProtocols: (protocols) => chooseSubprotocol(protocols),
  });

  constructor(options: StompBrokerOptions) {
    this.#options = {
      heartBeatMs: 10_000,
      maxFrameChars: 16_384,
      path: '/ws',
      onSubscribed: () => undefined,
      onInternalError: (error) => {
        console.error('[stomp]', error);
      },
      ...options,
    };
  }

  /** Routes the HTTP server's WebSocket upgrades on the broker's path to the broker; others are refused. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== this.#options.path) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.#server.handleUpgrade(request, socket, head, (ws) => {
        const connection = new StompConnection({
          id: randomUUID(),
          socket: ws,
          authenticate: this.#options.authenticate,
          heartBeatMs: this.#options.heartBeatMs,
          maxFrameChars: this.#options.maxFrameChars,
          onClosed: (closed) => this.#connections.delete(closed),
          onSubscribed: (connection, subscription) => {
            this.#announce(connection, subscription);
          },
          onInternalError: this.#options.onInternalError,
        });
        this.#connections.add(connection);
      });
    });
  }

  /**
   * Sends `message` as JSON to every `/user/queue/notifications` subscription of the customer's live
   * connections. Returns the number of deliveries (0 when the customer is not connected).
   */
  publishToCustomer(customerId: number, message: unknown): number {
    const body = JSON.stringify(message);
    let deliveries = 0;
    for (const connection of this.#connections) {
      if (connection.customerId === customerId)
        deliveries += connection.deliver(notificationsDestination, body);
    }
    return deliveries;
  }

  /** Ends the connections opened with the tokens of a session (after logout). */
  endSession(sessionId: string, reason: string): void {
    for (const connection of [...this.#connections]) {
      if (connection.sessionId === sessionId) connection.end(reason);
    }
  }

  /** Tells onSubscribed; its failure is the broker's, reported without ending the connection. */
  #announce(connection: StompConnection, subscription: Subscription): void {
    const { customerId, sessionId } = connection;
    if (customerId === null || sessionId === null) return;
    try {
      this.#options.onSubscribed({
        customerId,
        sessionId,
        deliver: (message) => connection.deliverTo(subscription, JSON.stringify(message)),
      });
    } catch (error) {
      this.#options.onInternalError(error);
    }
  }

  /** Number of live connections of a customer. */
  connectionsOf(customerId: number): number {
    return [...this.#connections].filter((c) => c.customerId === customerId).length;
  }

  /** Drops every connection and stops accepting new ones. */
  async close(): Promise<void> {
    for (const client of this.#server.clients) client.terminate();
    await new Promise<void>((resolve) => {
      this.#server.close(() => {
        resolve();
      });
    });
  }
}
