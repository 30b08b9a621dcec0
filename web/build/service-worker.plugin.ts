import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Navigations the service worker never answers with the app: the API, the STOMP socket, the sandbox's
 * own pages and the sportsbook widget's host page (framed, a document of its own).
 */
const NOT_THE_APP = [/^\/api\//, /^\/ws/, /^\/__sandbox/, /^\/sportsbook\//];
/** How long a script or stylesheet loaded on demand stays in the cache (their names carry a hash). */
const THIRTY_DAYS = 30 * 24 * 60 * 60;

/** The files index.html loads or preloads: what the first paint of the lobby needs. */
function shellFiles(outDir: string): Set<string> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/([^"#?]+)"/g)].map((match) => match[1] ?? '');
  return new Set(['index.html', ...referenced]);
}

/**
 * The service worker and the web app manifest (vite-plugin-pwa over Workbox's generateSW):
 * - precaches the app shell: index.html and every file it loads or preloads (the entry, the lobby's
 *   first-paint chunks and styles, the default language's texts), the icon and the manifest, so a
 *   return visit paints without the network and a new version is fetched whole before it is offered;
 * - caches every other hashed script and stylesheet the first time a page loads it (cache first:
 *   their names change with their content), so no visit downloads chunks it does not use;
 * - answers navigations with the cached index.html, except the API, the socket, the sandbox and the
 *   sportsbook widget's host page;
 * - never caches an API response (nothing under /api/ has a route), so no player's data is kept;
 * - waits when a new version installs: the app opens new-version-modal, whose Refresh Now tells it
 *   to take over (SKIP_WAITING) and reloads on controller change (web/src/kernel/service-worker/ and web/src/shell/service-worker/).
 */
export function serviceWorker(): Plugin[] {
  // The build's output folder (dist, or --outDir), known once the config resolves.
  let outDir = '';
  const outDirOf: Plugin = {
    name: 'lv-casino:service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'LV Casino',
        short_name: 'LV Casino',
        description: 'Tiešsaistes kazino, dzīvais kazino un sporta likmes. 18+.',
        lang: 'lv',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#090b12',
        theme_color: '#090b12',
        categories: ['entertainment', 'games'],
        icons: [
          { src: '/images/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/images/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/images/app-icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', 'sw.js', 'workbox-*.js'],
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles(outDir);
            const kept = entries.filter(
              (entry) =>
                shell.has(entry.url) ||
                entry.url === 'manifest.webmanifest' ||
                entry.url.startsWith('images/app-icon'),
            );
            return { manifest: kept, warnings: [] };
          },
        ],
        // Hashed file names need no cache-busting revision.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NOT_THE_APP,
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lv-casino-assets',
              expiration: { maxEntries: 400, maxAgeSeconds: THIRTY_DAYS },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
