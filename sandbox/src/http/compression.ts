import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this (bytes) go out uncompressed: the encoding would cost more than it saves. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses every compressible response (pages, build assets, API JSON, SVG images, the console) with
 * brotli when the request accepts `br`, else gzip when it accepts `gzip`, else not at all; adds
 * `Vary: Accept-Encoding`. Brotli runs at quality 4 (the plugin's default; 11 is far too slow per
 * request). Request bodies sent with `Content-Encoding: br | gzip | deflate` are inflated before parsing,
 * so request validation sees the plain JSON; response validation runs in the route before this.
 *
 * The plugin attaches itself to each route as it is declared, so register it before any route and before
 * @fastify/static. The SPA fallback is covered too: it runs as the static route's not-found handler,
 * which keeps that route's onSend hooks.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
  });
}
