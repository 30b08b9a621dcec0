/*
 * `node sandbox/src/main.ts` — runs the sandbox until SIGINT or SIGTERM.
 *
 * Environment:
 * - PORT: TCP port (default 4000); HOST: interface (default 127.0.0.1).
 * - SANDBOX_WEB_ROOT: folder of the web build (default the repository's web/dist; a relative path is
 *   resolved against the working directory).
 * - SANDBOX_ACCESS_TOKEN_TTL_MS: access-token lifetime in ms (default 900000, 15 minutes).
 * - SANDBOX_REFRESH_TOKEN_TTL_MS: refresh-token lifetime in ms (default 28800000, 8 hours).
 * - SANDBOX_VALIDATE_RESPONSES: throw | log | off (default throw).
 * - SANDBOX_OPENAPI: path of the OpenAPI document (default contracts/bundled/openapi.json).
 */
import { createSandbox, defaultWebRoot } from './server.ts';
import type { ResponseValidationMode } from './http/api-routes.ts';

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
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

const sandbox = await createSandbox({
  port: integer('PORT', 4000),
  host: process.env.HOST ?? '127.0.0.1',
  webRoot: process.env.SANDBOX_WEB_ROOT ?? defaultWebRoot,
  accessTokenTtlMs: integer('SANDBOX_ACCESS_TOKEN_TTL_MS', 15 * 60_000),
  refreshTokenTtlMs: integer('SANDBOX_REFRESH_TOKEN_TTL_MS', 8 * 60 * 60_000),
  validateResponses: validationMode(),
  ...(process.env.SANDBOX_OPENAPI === undefined ? {} : { openApi: process.env.SANDBOX_OPENAPI }),
});

console.log(`[sandbox] listening at ${sandbox.url} (WebSocket ${sandbox.url.replace(/^http/, 'ws')}/ws)`);
console.log(`[sandbox] demo players: ${sandbox.state.players.map((p) => p.username).join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
