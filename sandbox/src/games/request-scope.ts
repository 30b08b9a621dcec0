import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerById, type SandboxState } from '../state.ts';

/** What a handler may need of the HTTP request beyond what the contract validated. */
interface RequestScope {
  /** Scheme and host the caller used, e.g. http://127.0.0.1:4000 (behind the Vite proxy: its origin). */
  readonly origin: string;
  /** The Authorization header, when sent. */
  readonly authorization: string | undefined;
}

const storage = new AsyncLocalStorage<RequestScope>();
const installed = new WeakSet<FastifyInstance>();

/**
 * Makes the caller's origin and Authorization header readable by handlers during their (synchronous)
 * run: the OperationContext holds only the contract's parameters, but launch and payment URLs must be
 * absolute (format uri) and operations with optional security (prepare, KIRON/FSBTECH launch) must
 * know a logged-in caller. Idempotent per Fastify instance; must run before the routes start.
 */
export function installRequestScope(app: FastifyInstance): void {
  if (installed.has(app)) return;
  installed.add(app);
  app.addHook('preHandler', (request, _reply, done) => {
    const scope: RequestScope = {
      origin: `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`,
      authorization: request.headers.authorization,
    };
    storage.run(scope, done);
  });
}

/** The origin of the current request; http://127.0.0.1 outside of one. */
export function requestOrigin(): string {
  return storage.getStore()?.origin ?? 'http://127.0.0.1';
}

/**
 * The customer of the current request's bearer token on an operation with optional security: null
 * when no Authorization header was sent; 401 (96 expired, 97 invalid) when one was sent but fails.
 */
export function optionalCustomer(state: SandboxState): PlayerRecord | null {
  const authorization = storage.getStore()?.authorization;
  if (authorization === undefined) return null;
  const auth = state.tokens.authenticate(authorization);
  if (!auth.ok) {
    if (auth.errorCode === 3) return null;
    throw new SandboxError(401, auth.errorCode, auth.errorMessage);
  }
  const player = findPlayerById(state, auth.customerId);
  if (player === undefined) throw new SandboxError(401, 97, 'Access token invalid');
  return player;
}
