import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccountHandlers } from './account/account.handlers.ts';
import { createContentHandlers } from './content/content.handlers.ts';
import { createGamesHandlers } from './games/games.handlers.ts';
import { createAuthHandlers } from './handlers/auth.handlers.ts';
import { createCatalogueHandlers } from './handlers/catalogue.handlers.ts';
import { createConfigHandlers } from './handlers/config.handlers.ts';
import { createCustomerHandlers } from './handlers/customer.handlers.ts';
import { createImagesHandlers } from './handlers/images.handlers.ts';
import { createTranslationsHandlers } from './handlers/translations.handlers.ts';
import { registerApiRoutes, type ResponseValidationMode } from './http/api-routes.ts';
import { registerBackendCacheDefault } from './http/cache-control.ts';
import { registerCompression } from './http/compression.ts';
import { registerControlGuard, registerControlRoutes } from './http/control.routes.ts';
import {
  checkedBounds,
  ConnectionLimit,
  limitConnections,
  serverTimeouts,
  type ConnectionBounds,
} from './http/connection-limit.ts';
import { bodyLimitBytes, registerHttpErrors } from './http/http-errors.ts';
import type { RateLimit } from './http/rate-limiter.ts';
import { answerClientError } from './http/raw-response.ts';
import { consoleLogger, type SandboxLogger } from './http/sandbox-logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { TrustedProxy } from './http/trusted-proxy.ts';
import { registerWebRoot } from './http/web-root.ts';
import { registerLiveChatRoutes } from './live-chat/live-chat.routes.ts';
import {
  defaultOpenApiPath,
  loadAsyncApiDocument,
  loadOpenApiDocument,
  type JsonObject,
} from './openapi/openapi-document.ts';
import { compileOperations, type CompiledOperation } from './openapi/operations.ts';
import { createPaymentsHandlers } from './payments/deposit.handlers.ts';
import type { LoginThrottlePolicy } from './auth/login-throttle.ts';
import { registerCommitBeforeAnswer } from './persistence/commit-before-answer.hook.ts';
import { PlayerDatabase } from './persistence/player.database.ts';
import { createPlayerCareHandlers } from './player-care/player-care.handlers.ts';
import { startRealityCheckWithSession } from './responsible-gaming/reality-check-start.ts';
import { defaultCatalogueSeed, type CatalogueSize } from './seed/catalogue.seed.ts';
import { demoPlayers, type PlayerRecord } from './seed/players.seed.ts';
import { createSportsbookHandlers } from './sportsbook/sportsbook.handlers.ts';
import { createState, type SandboxState } from './state.ts';
import { StompBroker } from './stomp/stomp-broker.ts';

/** What a sandbox starts from. */
export interface SandboxSeed {
  /** Seed of the generated catalogue's pseudo-random choices. Default 2026. */
  readonly catalogue?: number;
  /** Size of the generated catalogue: 'default' (~2,100 games) or 'large' (≥ 10,000). Default 'default'. */
  readonly size?: CatalogueSize;
  /** The players; default the two demo players (anna, janis). */
  readonly players?: readonly PlayerRecord[];
}

export interface SandboxOptions {
  /** TCP port; 0 picks a free one. Default 4000. */
  readonly port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  readonly host?: string;
  /** Folder of the production web build (index.html); undefined or missing serves a how-to page. */
  readonly webRoot?: string;
  /** Lifetime of an access token, in ms. Default 15 minutes. */
  readonly accessTokenTtlMs?: number;
  /** Lifetime of a refresh token, in ms, renewed by each refresh. Default 8 hours. */
  readonly refreshTokenTtlMs?: number;
  /** Lifetime of the refresh token of a `rememberme` login, in ms. Default 30 days. */
  readonly rememberMeRefreshTokenTtlMs?: number;
  readonly seed?: SandboxSeed;
  /**
   * SQLite file (node:sqlite) the players persist in, so a restart keeps registered players, balances,
   * KYC and lock states, and the wallet's histories, payment transactions, limits and inbox; created when
   * missing. Undefined keeps everything in memory.
   */
  readonly databasePath?: string;
  /** The OpenAPI 3.1 document, or a path to it. Default contracts/bundled/openapi.json. */
  readonly openApi?: JsonObject | string;
  /** Path of the AsyncAPI 3 document. Default contracts/bundled/asyncapi.json. */
  readonly asyncApi?: string;
  /** What a response that violates the contract does. Default 'throw' (500 + logged error). */
  readonly validateResponses?: ResponseValidationMode;
  /**
   * Heart-beat period the STOMP broker offers both ways, in ms; also what a client asking for 0 gets.
   * Default 10000.
   */
  readonly stompHeartBeatMs?: number;
  /** How long a WebSocket may stay open without a STOMP CONNECT, in ms. Default 10000. */
  readonly stompConnectTimeoutMs?: number;
  /** Most bytes a STOMP connection may have waiting to be sent before it is dropped. Default 1 MiB. */
  readonly stompMaxBufferedBytes?: number;
  /**
   * Most live sessions per player; a login beyond it ends the oldest, whose realtime connections get
   * MULTIPLE_SESSIONS. Default 10.
   */
  readonly maxSessionsPerPlayer?: number;
  /**
   * Origin the links sent to players (activation and reset mails) point to, e.g. https://casino.example.
   * Default the sandbox's own URL. Never taken from a request's Host header.
   */
  readonly publicOrigin?: string;
  /** Folder of messages.<lang>.json. Default the sandbox's seed folder. */
  readonly messagesDirectory?: string;
  /** Current time in epoch ms. Default Date.now. */
  readonly now?: () => number;
  /**
   * Registrations one IP address may make within an hour before code 54. Default 5; the e2e journeys,
   * which all come from 127.0.0.1, raise it.
   */
  readonly registrationsPerIp?: number;
  /**
   * Calls one client address may make of each operation whose contract declares a 429 (login,
   * registration, SMS, Smart-ID) within the window; beyond it 429 with Retry-After. Default 300 a
   * minute; max 0 switches it off. The control API (/__sandbox/rate-limit) changes it at run time.
   */
  readonly rateLimit?: RateLimit;
  /** Failed password logins per username before a wait (0: off), and the waits; default 5, 30 s, 15 min. */
  readonly loginThrottle?: LoginThrottlePolicy;
  /**
   * Connection bounds: open connections per client address (default 256, 0 off), keep-alive idle
   * timeout (5000 ms), headers timeout (10000 ms, from the connection or the previous answer) and request
   * timeout (120000 ms). See src/http/connection-limit.ts.
   */
  readonly connections?: Partial<ConnectionBounds>;
  /**
   * Addresses or CIDR blocks of the reverse proxies in front of the sandbox (e.g. ['127.0.0.1'] for
   * the nginx of web/deploy/nginx.conf on the same host). Only a connection from one of them has its
   * client address read from X-Forwarded-For (the right-most entry that is not a trusted proxy), for
   * the rate limiter, the registrations-per-IP limit and the connection cap. Default none.
   */
  readonly trustedProxies?: readonly string[];
  readonly log?: SandboxLogger;
}

export interface Sandbox {
  /** Base URL, e.g. http://127.0.0.1:4000 (the WebSocket is at the same origin, path /ws). */
  readonly url: string;
  /** The in-memory state; tests and tools may read and change it. */
  readonly state: SandboxState;
  readonly broker: StompBroker;
  /** Response-validation failures so far (empty when every response honoured the contract). */
  readonly violations: readonly string[];
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

const minute = 60_000;

/* Compiling the validators takes a while; they hold no state, so sandboxes of one document share them. */
const documentsByPath = new Map<string, JsonObject>();
const compiledByDocument = new WeakMap<JsonObject, CompiledOperation[]>();

function documentOf(openApi: JsonObject | string | undefined): JsonObject {
  if (typeof openApi === 'object') return openApi;
  const path = openApi ?? defaultOpenApiPath;
  const document = documentsByPath.get(path) ?? loadOpenApiDocument(path);
  documentsByPath.set(path, document);
  return document;
}

const asyncApiByPath = new Map<string, JsonObject>();

function asyncApiOf(path: string | undefined): JsonObject {
  const key = path ?? '';
  const document = asyncApiByPath.get(key) ?? loadAsyncApiDocument(path);
  asyncApiByPath.set(key, document);
  return document;
}

function operationsOf(document: JsonObject): CompiledOperation[] {
  const operations = compiledByDocument.get(document) ?? compileOperations(document);
  compiledByDocument.set(document, operations);
  return operations;
}

/** Starts the reference backend: contract-validated HTTP API, STOMP broker, control API and web build. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? Date.now;
  const database = options.databasePath === undefined ? undefined : new PlayerDatabase(options.databasePath);
  const state = createState({
    players: options.seed?.players ?? demoPlayers(),
    catalogueSeed: options.seed?.catalogue ?? defaultCatalogueSeed,
    catalogueSize: options.seed?.size ?? 'default',
    ...(database === undefined ? {} : { database }),
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * minute,
    refreshTokenTtlMs: options.refreshTokenTtlMs ?? 8 * 60 * minute,
    rememberMeRefreshTokenTtlMs: options.rememberMeRefreshTokenTtlMs ?? 30 * 24 * 60 * minute,
    now,
    ...(options.registrationsPerIp === undefined ? {} : { registrationsPerIp: options.registrationsPerIp }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.loginThrottle === undefined ? {} : { loginThrottle: options.loginThrottle }),
    ...(options.maxSessionsPerPlayer === undefined
      ? {}
      : { maxSessionsPerCustomer: options.maxSessionsPerPlayer }),
    ...(options.messagesDirectory === undefined ? {} : { messagesDirectory: options.messagesDirectory }),
  });
  const broker = new StompBroker({
    authenticate: (authorization) => state.tokens.authenticate(authorization),
    // A session's first subscription gets REALITY_CHECK_START; a reload's new connection does not.
    onSubscribed: startRealityCheckWithSession(state),
    heartBeatMs: options.stompHeartBeatMs ?? 10_000,
    connectTimeoutMs: options.stompConnectTimeoutMs ?? 10_000,
    maxBufferedBytes: options.stompMaxBufferedBytes ?? 1024 * 1024,
    onInternalError: (error) => {
      log.error(
        `STOMP broker failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    },
  });
  // A session a newer login of its player ended: its realtime connections learn why, then close.
  state.tokens.onSessionEvicted((session) => {
    broker.publishToSession(session.id, { notificationType: 'MULTIPLE_SESSIONS' });
    broker.endSession(session.id, 'Session ended: the player logged in elsewhere (MULTIPLE_SESSIONS)');
  });
  const publicOrigin = options.publicOrigin === undefined ? undefined : originOf(options.publicOrigin);
  let url = '';
  const violations: string[] = [];
  const bounds = checkedBounds(options.connections);
  const trustedProxy = new TrustedProxy(options.trustedProxies);
  const app = Fastify({
    logger: false,
    bodyLimit: bodyLimitBytes,
    routerOptions: { maxParamLength: 500 },
    ...serverTimeouts(bounds),
    // request.ip, which the rate limiter and the registrations-per-IP limit key on, comes from
    // X-Forwarded-For only when the peer is a trusted proxy.
    trustProxy: (address: string) => trustedProxy.trusts(address),
    clientErrorHandler: answerClientError,
  });
  limitConnections(app.server, new ConnectionLimit(bounds.maxConnectionsPerAddress), trustedProxy);
  const openApi = documentOf(options.openApi);
  const operations = operationsOf(openApi);
  // Before any route or plugin: compression attaches to routes as they are declared, and encapsulated
  // plugins (@fastify/static) only inherit the hooks that exist when they load.
  await registerCompression(app);
  // The first onRequest hook: the control API's refusal comes before anything reads the request.
  registerControlGuard(app);
  registerSecurityHeaders(app, () => state.generalConfig.liveChatUrl);
  registerBackendCacheDefault(app);
  registerHttpErrors(app, log);
  // Before the routes: what a request changed is in SQLite before its answer leaves (500 if not).
  registerCommitBeforeAnswer(app, state);
  registerControlRoutes(app, {
    state,
    broker,
    openApi,
    asyncApi: asyncApiOf(options.asyncApi),
    operations,
  });
  // The stand-in of a live-chat provider: its page, the visitor's calls and the agent's replies.
  registerLiveChatRoutes(app, state);
  registerApiRoutes(app, {
    operations,
    handlers: {
      ...createConfigHandlers(state),
      ...createAuthHandlers(state, {
        onLogout: (sessionId) => {
          broker.endSession(sessionId, 'Logged out');
        },
      }),
      ...createCustomerHandlers(),
      ...createCatalogueHandlers(state),
      ...createTranslationsHandlers(state),
      ...createImagesHandlers(state),
      ...createAccountHandlers(state, app),
      ...createContentHandlers(state),
      ...createGamesHandlers(state, app),
      ...createPaymentsHandlers(state, app),
      ...createSportsbookHandlers(state, app),
      ...createPlayerCareHandlers(state, broker),
    },
    state,
    validateResponses: options.validateResponses ?? 'throw',
    log,
    violations,
    publicOrigin: () => publicOrigin ?? url,
  });
  await registerWebRoot(app, options.webRoot, log);
  broker.attach(app.server);
  await app.listen({ port: options.port ?? 4000, host: options.host ?? '127.0.0.1' });
  // Failures of the listening server itself (e.g. EMFILE on accept) are logged, never fatal.
  app.server.on('error', (error) => {
    log.error(`HTTP server failure: ${error.stack ?? error.message}`);
  });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The sandbox is not listening on TCP');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${host}:${address.port}`;
  return {
    url,
    state,
    broker,
    violations,
    app,
    close: async () => {
      await broker.close();
      await app.close();
      persist(state, log);
      database?.close();
    },
  };
}

/** The origin (scheme://host[:port]) of a configured public URL; throws on anything but http(s). */
export function originOf(publicUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(publicUrl);
  } catch {
    throw new Error(`The public origin must be an absolute http(s) URL, not "${publicUrl}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`The public origin must be an http(s) URL, not "${publicUrl}"`);
  }
  return parsed.origin;
}

/**
 * Writes what changed outside a request (tests and tools changing `state` directly) on close; a failure
 * is logged. Requests commit before their answer (registerCommitBeforeAnswer).
 */
function persist(state: SandboxState, log: SandboxLogger): void {
  try {
    state.persist();
  } catch (error) {
    log.error(`Persisting players failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Default folder of the web build, relative to the repository root. */
export const defaultWebRoot = join(import.meta.dirname, '../../web/dist');
