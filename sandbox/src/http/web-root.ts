import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../dto.ts';
import { isBackendPath } from './backend-path.ts';
import { cacheControl } from './cache-control.ts';
import type { SandboxLogger } from './sandbox-logger.ts';

const notFound = (request: FastifyRequest): ErrorResponse => ({
  errorCode: -1,
  errorMessage: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`,
});

/**
 * Vite names everything under assets/ after its content hash, so those files can be kept forever;
 * everything else (index.html, the SPA fallback, unhashed files of web/public) is revalidated.
 * `relativePath` is relative to the web root.
 */
function cacheControlOf(relativePath: string): string {
  return /^assets[/\\]/.test(relativePath) ? cacheControl.immutable : cacheControl.revalidate;
}

/** Whether a path is under /assets/, where the build puts its hashed files. */
function isAssetPath(path: string): boolean {
  return path.startsWith('/assets/');
}

/**
 * Serves the production web build from `webRoot`, its precompressed files where it has them, with the
 * SPA fallback: a GET or HEAD of any other path outside /api, /ws, /__sandbox and /assets answers
 * index.html. Without a build, such pages explain how to make one. Unknown backend paths and missing
 * assets answer 404 with ErrorResponse errorCode -1.
 */
export async function registerWebRoot(
  app: FastifyInstance,
  webRoot: string | undefined,
  log: SandboxLogger,
): Promise<void> {
  const root = webRoot === undefined ? undefined : resolve(webRoot);
  const hasBuild = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // The build writes <file>.br and <file>.gz beside its text files (web/build/precompress.plugin.ts):
      // sent as they are to a client that accepts them, so nothing of the build is compressed per
      // request; a file without them is compressed on the fly (compression.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', cacheControlOf(relative(root, path)));
      },
    });
  } else {
    log.warn(`no web build at ${root ?? '(no web root)'}; run \`npm run build\` to serve the web app`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a 404, never index.html: a tab of an older deploy asking for a chunk
    // that is gone must fail to load it, not parse HTML as a script (nginx.conf does the same).
    const page =
      (request.method === 'GET' || request.method === 'HEAD') && !isBackendPath(path) && !isAssetPath(path);
    if (!page) return reply.code(404).type('application/json; charset=utf-8').send(notFound(request));
    if (hasBuild) {
      return reply
        .header('cache-control', cacheControlOf('index.html'))
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(
        `The web app has not been built (looked for ${join(root ?? '(none)', 'index.html')}).\n` +
          'Run `npm run build` in the repository root, then restart the sandbox.\n' +
          'The API (/api), the realtime endpoint (/ws) and the control API (/__sandbox) work without it.\n',
      );
  });
}
