/*
 * `node sandbox/src/main.ts [--seed default|large] [--db <file>]` — runs the sandbox until SIGINT or SIGTERM.
 *
 * Environment (a command-line flag wins over its variable):
 * - PORT: TCP port (default 4000); HOST: interface (default 127.0.0.1).
 * - SANDBOX_WEB_ROOT: folder of the web build (default the repository's web/dist; a relative path is
 *   resolved against the working directory).
 * - SANDBOX_ACCESS_TOKEN_TTL_MS: access-token lifetime in ms (default 900000, 15 minutes).
 * - SANDBOX_REFRESH_TOKEN_TTL_MS: refresh-token lifetime in ms (default 28800000, 8 hours).
 * - SANDBOX_VALIDATE_RESPONSES: throw | log | off (default throw).
 * - SANDBOX_OPENAPI: path of the OpenAPI document (default contracts/bundled/openapi.json).
 * - SANDBOX_SEED (--seed): default | large (≥ 10,000 games, ≥ 100 categories, ≥ 40 providers).
 * - SANDBOX_DB (--db): SQLite file the players persist in (default: in memory only).
 * - SANDBOX_PUBLIC_ORIGIN: origin of the links in mails and SMS (default the listening URL).
 * - SANDBOX_MAX_SESSIONS_PER_PLAYER: live sessions per player before the oldest ends (default 10).
 * - SANDBOX_STOMP_CONNECT_TIMEOUT_MS: how long a WebSocket may wait before CONNECT (default 10000).
 * - SANDBOX_STOMP_MAX_BUFFERED_BYTES: unsent bytes a STOMP subscriber may hold (default 1048576).
 * - SANDBOX_RATE_LIMIT_MAX, SANDBOX_RATE_LIMIT_WINDOW_MS: calls one address may make of each operation
 *   whose contract declares a 429 (login, registration, SMS, Smart-ID) within the window, beyond which
 *   it answers 429 with Retry-After (default 300 in 60000 ms; a max of 0 switches the limit off).
 * - SANDBOX_MAX_CONNECTIONS_PER_ADDRESS (--max-connections-per-address): open connections one client
 *   address may hold (default 256; 0 switches the cap off).
 * - SANDBOX_KEEP_ALIVE_TIMEOUT_MS, SANDBOX_HEADERS_TIMEOUT_MS, SANDBOX_REQUEST_TIMEOUT_MS: idle keep-alive
 *   connection, request head and whole request (defaults 5000, 10000, 120000).
 * - SANDBOX_TRUSTED_PROXY (--trusted-proxy): addresses or CIDR blocks of the reverse proxies whose
 *   X-Forwarded-For names the client (comma-separated, e.g. 127.0.0.1 for nginx on the same host;
 *   default none).
 */
import { parseArgs } from 'node:util';
import { createSandbox, defaultWebRoot } from './server.ts';
import type { ResponseValidationMode } from './http/api-routes.ts';
import { defaultConnectionBounds } from './http/connection-limit.ts';
import { defaultRateLimit } from './http/rate-limiter.ts';
import { trustedProxyList } from './http/trusted-proxy.ts';
import type { CatalogueSize } from './seed/catalogue.seed.ts';

const { values: flags } = parseArgs({
  options: {
    seed: { type: 'string' },
    db: { type: 'string' },
    'max-connections-per-address': { type: 'string' },
    'trusted-proxy': { type: 'string' },
  },
  strict: true,
});

function integer(name: string, fallback: number, flag?: string): number {
  const raw = flag ?? process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, not "${raw}"`);
  return value;
}

function validationMode(): ResponseValidationMode {
  const raw = process.env.SANDBOX_VALIDATE_RESPONSES ?? 'throw';
  if (raw === 'throw' || raw === 'log' || raw === 'off') return raw;
  throw new Error(`SANDBOX_VALIDATE_RESPONSES must be throw, log or off, not "${raw}"`);
}

function catalogueSize(): CatalogueSize {
  const raw = flags.seed ?? process.env.SANDBOX_SEED ?? 'default';
  if (raw === 'default' || raw === 'large') return raw;
  throw new Error(`--seed / SANDBOX_SEED must be default or large, not "${raw}"`);
}

const databasePath = flags.db ?? (process.env.SANDBOX_DB === '' ? undefined : process.env.SANDBOX_DB);

const sandbox = await createSandbox({
  port: integer('PORT', 4000),
  host: process.env.HOST ?? '127.0.0.1',
  webRoot: process.env.SANDBOX_WEB_ROOT ?? defaultWebRoot,
  accessTokenTtlMs: integer('SANDBOX_ACCESS_TOKEN_TTL_MS', 15 * 60_000),
  refreshTokenTtlMs: integer('SANDBOX_REFRESH_TOKEN_TTL_MS', 8 * 60 * 60_000),
  validateResponses: validationMode(),
  registrationsPerIp: integer('SANDBOX_REGISTRATIONS_PER_IP', 5),
  maxSessionsPerPlayer: integer('SANDBOX_MAX_SESSIONS_PER_PLAYER', 10),
  rateLimit: {
    max: integer('SANDBOX_RATE_LIMIT_MAX', defaultRateLimit.max),
    windowMs: integer('SANDBOX_RATE_LIMIT_WINDOW_MS', defaultRateLimit.windowMs),
  },
  stompConnectTimeoutMs: integer('SANDBOX_STOMP_CONNECT_TIMEOUT_MS', 10_000),
  stompMaxBufferedBytes: integer('SANDBOX_STOMP_MAX_BUFFERED_BYTES', 1024 * 1024),
  connections: {
    maxConnectionsPerAddress: integer(
      'SANDBOX_MAX_CONNECTIONS_PER_ADDRESS',
      defaultConnectionBounds.maxConnectionsPerAddress,
      flags['max-connections-per-address'],
    ),
    keepAliveTimeoutMs: integer('SANDBOX_KEEP_ALIVE_TIMEOUT_MS', defaultConnectionBounds.keepAliveTimeoutMs),
    headersTimeoutMs: integer('SANDBOX_HEADERS_TIMEOUT_MS', defaultConnectionBounds.headersTimeoutMs),
    requestTimeoutMs: integer('SANDBOX_REQUEST_TIMEOUT_MS', defaultConnectionBounds.requestTimeoutMs),
  },
  trustedProxies: trustedProxyList(flags['trusted-proxy'] ?? process.env.SANDBOX_TRUSTED_PROXY),
  seed: { size: catalogueSize() },
  ...(databasePath === undefined ? {} : { databasePath }),
  ...(process.env.SANDBOX_PUBLIC_ORIGIN === undefined || process.env.SANDBOX_PUBLIC_ORIGIN === ''
    ? {}
    : { publicOrigin: process.env.SANDBOX_PUBLIC_ORIGIN }),
  ...(process.env.SANDBOX_OPENAPI === undefined ? {} : { openApi: process.env.SANDBOX_OPENAPI }),
});

console.log(`[sandbox] listening at ${sandbox.url} (WebSocket ${sandbox.url.replace(/^http/, 'ws')}/ws)`);
console.log(`[sandbox] demo players: ${sandbox.state.players.map((p) => p.username).join(', ')}`);
console.log(
  `[sandbox] catalogue: ${sandbox.state.catalogue.games.length} games in ${sandbox.state.catalogue.categories.length} categories; ` +
    `players ${databasePath === undefined ? 'in memory' : `persisted in ${databasePath}`}`,
);
console.log(`[sandbox] operator console: ${sandbox.url}/__sandbox/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
