import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Folder of the console's static files. */
const consoleDirectory = join(import.meta.dirname, '../console');

const files = [
  { url: '/__sandbox/', file: 'index.html', type: 'text/html; charset=utf-8' },
  { url: '/__sandbox/console.js', file: 'console.js', type: 'text/javascript; charset=utf-8' },
  { url: '/__sandbox/console.css', file: 'console.css', type: 'text/css; charset=utf-8' },
] as const;

/**
 * The operator console: a self-contained page (vanilla HTML, CSS and JS in src/console, no external
 * assets) over the control API, at /__sandbox/. Files are read once at start-up. The page keeps no
 * inline script or style, so it runs under the web app's strict Content-Security-Policy.
 */
export function registerConsoleRoutes(app: FastifyInstance): void {
  for (const { url, file, type } of files) {
    const content = readFileSync(join(consoleDirectory, file), 'utf8');
    app.get(url, async (_request, reply) =>
      reply.type(type).header('cache-control', 'no-cache').send(content),
    );
  }
  app.get('/__sandbox', async (_request, reply) => reply.redirect('/__sandbox/'));
}
