import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { aliases } from './build/aliases.ts';
import { compiledMessages } from './build/compiled-messages.plugin.ts';
import { featureManifests } from './build/feature-manifests.plugin.ts';
import { firstPaintChunk } from './build/first-paint-chunk.plugin.ts';
import { preloadFirstMessages } from './build/preload-first-messages.plugin.ts';
import { serviceWorker } from './build/service-worker.plugin.ts';
import { siteRobots } from './build/site-robots.plugin.ts';

const firstPaint = firstPaintChunk(/\/src\/shell\/main\.tsx$/);

/** The sandbox (reference backend) that serves the API, the STOMP socket and its control API. */
const sandbox = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    compiledMessages(),
    // What the features contribute, read from their manifests (src/features/<name>/<name>.feature.ts).
    featureManifests(`${import.meta.dirname}/src/features`),
    react(),
    firstPaint.plugin,
    siteRobots(),
    ...serviceWorker(),
    // The texts of the shell and the lobby in the default language: what /lv/casino paints first.
    preloadFirstMessages({
      language: 'lv',
      folders: ['src/kernel', 'src/features/header', 'src/features/lobby'],
    }),
  ],
  // The workspace's packages resolve to their TypeScript sources (the `@lv-casino/source` export condition).
  resolve: { alias: aliases, conditions: ['@lv-casino/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lv-casino/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser Vite 8 builds for supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The first paint carries the file name of every lazy chunk it may load (Vite's preload map
        // and the dynamic imports): content hashes alone keep that list ~0.5 kB gzip smaller. The
        // first-paint chunk keeps its name; the source maps name every chunk's modules.
        chunkFileNames: (chunk) => (chunk.name === 'app' ? 'assets/app-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            firstPaint.group,
            // Core's catalogue and player-games modules the lazy features share: one chunk, not one each.
            { name: 'catalogue', test: /\/core\/src\/(catalogue|player-games)\//, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: sandbox, changeOrigin: false },
      '/ws': { target: sandbox, ws: true },
      '/__sandbox': { target: sandbox },
    },
  },
});
