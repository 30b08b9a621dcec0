import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { rawResponse } from '../http/raw-response.ts';
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
  /** How long a new socket may take to send CONNECT before it is closed, in ms. Default 10000. */
  readonly connectTimeoutMs?: number;
  /**
   * Most bytes a connection may have waiting to be sent (`ws.bufferedAmount`) after a delivery; beyond
   * it the subscriber is too slow and is disconnected with an ERROR frame. Default 1 MiB.
   */
  readonly maxBufferedBytes?: number;
  /**
   * How long a closing connection waits for the client's answer to its close frame before the socket is
   * destroyed, in ms (ws's own default is 30 s). Default 2000.
   */
  readonly closeTimeoutMs?: number;
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
  readonly #server: WebSocketServer;

  constructor(options: StompBrokerOptions) {
    this.#options = {
      heartBeatMs: 10_000,
      maxFrameChars: 16_384,
      connectTimeoutMs: 10_000,
      maxBufferedBytes: 1024 * 1024,
      closeTimeoutMs: 2_000,
      path: '/ws',
      onSubscribed: () => undefined,
      onInternalError: (error) => {
        console.error('[stomp]', error);
      },
      ...options,
    };
    const serverOptions = {
      noServer: true,
      // Large enough to answer an oversized frame with an ERROR frame instead of a bare close.
      maxPayload: 1024 * 1024,
      // A client that never answers the close frame (an idle or hostile one) is not kept for 30 s.
      // (ws 8.23 reads closeTimeout; @types/ws does not declare it yet.)
      closeTimeout: this.#options.closeTimeoutMs,
      handleProtocols: (protocols: ReadonlySet<string>) => chooseSubprotocol(protocols),
    };
    this.#server = new WebSocketServer(serverOptions);
    // Only emitted in server mode, never with noServer; a listener all the same, so nothing can end
    // the process. Bad handshakes are answered by ws itself (400 and the socket destroyed).
    this.#server.on('error', (error) => {
      this.#options.onInternalError(error);
    });
  }

  /**
   * Routes the HTTP server's WebSocket upgrades on the broker's path to the broker; others are refused.
   * Every socket gets an 'error' listener first (Node's HTTP server drops its own on upgrade), and each
   * WebSocket one too (in {@link StompConnection}): a broken or hostile peer ends only its connection.
   */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => {
        socket.destroy();
      });
      if (upgradePath(request.url) !== this.#options.path) {
        socket.end(rawResponse(404, 'Not found: no WebSocket endpoint at this path'));
        return;
      }
      this.#server.handleUpgrade(request, socket, head, (ws) => {
        const connection = new StompConnection({
          id: randomUUID(),
          socket: ws,
          authenticate: this.#options.authenticate,
          heartBeatMs: this.#options.heartBeatMs,
          maxFrameChars: this.#options.maxFrameChars,
          connectTimeoutMs: this.#options.connectTimeoutMs,
          maxBufferedBytes: this.#options.maxBufferedBytes,
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

  /**
   * Sends `message` as JSON to the `/user/queue/notifications` subscriptions of one session's live
   * connections (e.g. MULTIPLE_SESSIONS to the session a newer login ended). Returns the deliveries.
   */
  publishToSession(sessionId: string, message: unknown): number {
    const body = JSON.stringify(message);
    let deliveries = 0;
    for (const connection of [...this.#connections]) {
      if (connection.sessionId === sessionId)
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

  /**
   * Number of live connections of a customer that listen to `/user/queue/notifications`: a
   * notification published now reaches each of them (a connection that has not subscribed yet does
   * not count).
   */
  connectionsOf(customerId: number): number {
    return [...this.#connections].filter(
      (c) => c.customerId === customerId && c.listensTo(notificationsDestination),
    ).length;
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

/** The path of an upgrade request's target (absolute form too); null when it is no URL at all (`//`). */
function upgradePath(target: string | undefined): string | null {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}
