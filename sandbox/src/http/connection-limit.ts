import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { rawResponse } from './raw-response.ts';
import { plainAddress, type TrustedProxy } from './trusted-proxy.ts';

/** How long connections may live and how many one client may hold. */
export interface ConnectionBounds {
  /** Open connections (WebSockets included) one client address may hold; 0 switches the cap off. */
  readonly maxConnectionsPerAddress: number;
  /** How long a keep-alive connection may wait idle for its next request, in ms. */
  readonly keepAliveTimeoutMs: number;
  /**
   * How long a request's head may take to arrive, in ms, counted from the connection (a socket that
   * never sends anything is closed after it too) or from the end of the previous answer.
   */
  readonly headersTimeoutMs: number;
  /** How long a whole request (head and body) may take to arrive, in ms; at least `headersTimeoutMs`. */
  readonly requestTimeoutMs: number;
}

/**
 * The defaults. 256 connections are far more than a browser opens (six per origin, one WebSocket per
 * tab) even behind a shared NAT, yet keep one address from taking the process's file descriptors. An
 * idle connection lives 5 s, a silent or slow head 10 s (so no idle socket outlives 30 s); a request
 * gets 2 minutes, enough for a 10 MiB KYC upload over a slow mobile link.
 */
export const defaultConnectionBounds: ConnectionBounds = {
  maxConnectionsPerAddress: 256,
  keepAliveTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
};

/** The bounds with defaults filled in; throws on values Node would refuse. */
export function checkedBounds(bounds: Partial<ConnectionBounds> = {}): ConnectionBounds {
  const checked = { ...defaultConnectionBounds, ...bounds };
  for (const [name, value] of Object.entries(checked)) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  }
  for (const name of ['keepAliveTimeoutMs', 'headersTimeoutMs', 'requestTimeoutMs'] as const) {
    if (checked[name] === 0) throw new Error(`${name} must be positive: 0 would switch the timeout off`);
  }
  if (checked.requestTimeoutMs < checked.headersTimeoutMs) {
    throw new Error('requestTimeoutMs must be at least headersTimeoutMs');
  }
  return checked;
}

/**
 * Fastify's server options for the timeouts. Node checks the head and request deadlines every
 * `connectionsCheckingInterval` (30 s by default, which would let a silent socket live up to 40 s), so
 * the check runs at least every second.
 */
export function serverTimeouts(bounds: ConnectionBounds): {
  keepAliveTimeout: number;
  requestTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    keepAliveTimeout: bounds.keepAliveTimeoutMs,
    // Fastify sets the server's requestTimeout after creating it (0, no limit, unless given here).
    requestTimeout: bounds.requestTimeoutMs,
    http: {
      headersTimeout: bounds.headersTimeoutMs,
      requestTimeout: bounds.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(bounds.headersTimeoutMs / 2))),
    },
  };
}

/** Counts the open connections of each client address against a cap. */
export class ConnectionLimit {
  readonly #open = new Map<string, number>();
  readonly #max: number;

  /** @param max connections per address; 0 admits every connection */
  constructor(max: number) {
    this.#max = max;
  }

  /** Counts one more connection of `address`, unless it holds the maximum already (false). */
  acquire(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (this.#max > 0 && open >= this.#max) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  /** Forgets one connection of `address`; an address without connections is dropped (memory stays bounded). */
  release(address: string): void {
    const open = (this.#open.get(address) ?? 0) - 1;
    if (open > 0) this.#open.set(address, open);
    else this.#open.delete(address);
  }

  /** The open connections of `address`. */
  openOf(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}

/**
 * Applies the cap to a server's connections. A direct client is counted when it connects, before Node
 * reads a byte, so a refused connection never reaches a handler. A trusted proxy's connections are not
 * counted against the proxy (it carries every player's requests, over shared keep-alive connections);
 * its WebSocket upgrades, which hold a connection each for as long as a tab is open, are counted against
 * the client `X-Forwarded-For` names. A refusal answers 503 with `Retry-After` and closes at once.
 */
export function limitConnections(server: Server, limit: ConnectionLimit, proxy: TrustedProxy): void {
  const admit = (socket: Duplex, address: string): void => {
    if (limit.acquire(address)) {
      socket.once('close', () => {
        limit.release(address);
      });
      return;
    }
    socket.on('error', () => undefined);
    if (socket.writable) {
      socket.write(rawResponse(503, 'Too many open connections from this address', { 'retry-after': '5' }));
    }
    socket.destroy();
  };
  // Prepended: ahead of Node's own listener, which would start reading the request.
  server.prependListener('connection', (socket: Socket) => {
    if (!proxy.trusts(socket.remoteAddress)) admit(socket, plainAddress(socket.remoteAddress ?? ''));
  });
  // Prepended: ahead of the STOMP broker's listener, which skips a socket destroyed here.
  server.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    const peer = request.socket.remoteAddress;
    if (proxy.trusts(peer)) admit(socket, proxy.clientAddressOf(peer, request.headers['x-forwarded-for']));
  });
}
