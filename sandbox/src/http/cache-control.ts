import type { FastifyInstance } from 'fastify';
import { isBackendPath } from './backend-path.ts';

/** Cache-Control values the sandbox sends (web/deploy/nginx.conf uses the same ones). */
export const cacheControl = {
  /** Hashed build assets (/assets/*): their name changes with their content, so they never go stale. */
  immutable: 'public, max-age=31536000, immutable',
  /** index.html and the SPA fallback: revalidated on every load, so a deploy reaches players at once. */
  revalidate: 'no-cache',
  /** API answers: personal and changing (balances, sessions), never stored by a browser or proxy. */
  noStore: 'no-store',
} as const;

/**
 * Every response under /api, /ws and /__sandbox that did not choose its caching (game images are
 * immutable, the console revalidates) gets `no-store` — 404s and errors included. Register before any
 * route or plugin.
 */
export function registerBackendCacheDefault(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isBackendPath(request.url.split('?')[0] ?? '/')) {
      void reply.header('cache-control', cacheControl.noStore);
    }
    done(null, payload);
  });
}
