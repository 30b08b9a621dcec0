import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { LANGUAGES } from '../core/src/routing/language.ts';
import { aliases } from './build/aliases.ts';
import { compiledMessages } from './build/compiled-messages.plugin.ts';
import { entryScriptFirst } from './build/entry-script-first.plugin.ts';
import { featureManifests } from './build/feature-manifests.plugin.ts';
import { FIRST_PAINT_OWNERS, firstPaintTexts } from './build/first-paint-texts.plugin.ts';
import { localeProbes } from './build/locale-probe.plugin.ts';
import { paymentForms } from './build/payment-forms.plugin.ts';
import { precompress } from './build/precompress.plugin.ts';
import { reachableModules } from './build/reachable-modules.plugin.ts';
import { routePreloadsPlugin } from './build/route-preloads.plugin.ts';
import { serviceWorker } from './build/service-worker.plugin.ts';
import { siteRobots } from './build/site-robots.plugin.ts';

const reachable = reachableModules({
  firstPaint: /\/src\/shell\/main\.tsx$/,
  category: /\/src\/features\/category\/category\.chunk\.ts$/,
  gamePlay: /\/src\/features\/game-play\/game-play\.chunk\.ts$/,
});
const inFirstPaint = (id: string): boolean => reachable.reaches('firstPaint', id);
/** A category page's modules beyond the first paint (a category deep link is where many visits land). */
const inCategoryPage = (id: string): boolean => reachable.reaches('category', id) && !inFirstPaint(id);
/** A game's page's modules beyond the first paint and the category page's (where a link to a game lands). */
const inGamePlayPage = (id: string): boolean =>
  reachable.reaches('gamePlay', id) && !inFirstPaint(id) && !inCategoryPage(id);

/** The sandbox (reference backend) that serves the API, the STOMP socket and its control API. */
const sandbox = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    compiledMessages(),
    // What the features contribute, read from their manifests (src/features/<name>/<name>.feature.ts).
    featureManifests(`${import.meta.dirname}/src/features`),
    react(),
    reachable.plugin,
    // formatjs answers its locale probes for lv, en and ru itself: no list of every locale (~180 ms on a phone).
    localeProbes(LANGUAGES),
    siteRobots(),
    // The payment forms the build binds (VITE_PAYMENT_FORMS, web/.env): refused when missing, unknown, or the sandbox's live.
    paymentForms(),
    ...serviceWorker(),
    // The texts of the shell, the header and the lobby, one module per language; the default
    // language's is preloaded: what /lv/casino paints first.
    firstPaintTexts({ root: import.meta.dirname, owners: FIRST_PAINT_OWNERS, preload: 'lv' }),
    // The entry's script before rolldown's helpers chunk (a modulepreload after it): the largest file
    // of the first paint goes out first, on the connection the page came on.
    entryScriptFirst(),
    // A category deep link (where many visits land) and the live casino's lobby, pages of the category
    // feature (routes casino/* and live-casino/*; /<l>/casino is the lobby's, in the entry), and a
    // game's page download their chunks, stylesheets and texts with the entry: index.html's inline
    // script preloads them, from the list this plugin writes.
    routePreloadsPlugin([
      {
        path: `^/(?:${LANGUAGES.join('|')})/(?:casino/[^/]|live-casino(?:/|$))`,
        modules: /\/src\/features\/category\/category\.chunk\.ts$/,
        texts: /\/src\/features\/category\/messages\/(\w+)\.json$/,
      },
      {
        // A game's page: where a link to a game from elsewhere lands. Its texts are its own and the
        // catalogue's (the refusals of a game start).
        path: `^/(?:${LANGUAGES.join('|')})/game-play/(?:demo|real)/[^/]`,
        // The loader the route table imports, the page's chunk it imports, and the game adapters the
        // page's first call (the game's launch) loads: all three with the entry, not one after another.
        modules:
          /\/src\/features\/game-play\/game-play\.(?:loader|chunk)\.ts$|\/adapters\/src\/http\/games\.adapter-group\.ts$/,
        texts: /\/src\/(?:features\/game-play|kernel\/catalogue)\/messages\/(\w+)\.json$/,
      },
    ]),
    // Every text file of 1 KiB or more also as .br and .gz at the best levels, once every file is
    // written: nginx (gzip_static) and the sandbox send them as they are.
    precompress(),
  ],
  // The workspace's packages resolve to their TypeScript sources (the `@lv-casino/source` export condition).
  resolve: { alias: aliases, conditions: ['@lv-casino/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lv-casino/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for every chunk, named after it, but no sourceMappingURL comment in the files players
    // download (~30 B gzip each): tools that read the maps find them by the chunk's name.
    sourcemap: 'hidden',
    // Every browser Vite 8 builds for supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The first paint is one chunk by design (about 540 kB raw, 160 kB gzip, most of it the libraries).
    // Its size is held by npm test's budget, at most 1.1x the bare build's initial JavaScript
    // (scripts/check-budgets.ts); Vite's 500 kB warning only said so on every build.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The first paint carries the file name of every lazy chunk it may load (Vite's preload map
        // and the dynamic imports): content hashes alone keep that list ~0.5 kB gzip smaller. The
        // first-paint chunk keeps its name; the source maps name every chunk's modules.
        chunkFileNames: (chunk) => (chunk.name === 'app' ? 'assets/app-[hash].js' : 'assets/[hash].js'),
        // The same for the lazy chunks' stylesheets, whose names the preload map carries too.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) && !asset.names.includes('app.css')
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // What the entry imports statically, and rolldown's helpers every chunk uses: one file.
            {
              name: 'app',
              test: (id) => inFirstPaint(id) || id === '\0rolldown/runtime.js',
              priority: 100,
            },
            // A category page (where many visits land, from search engines and campaigns) in two files:
            // the chunk of its dynamic import, with what only it uses, and one with what it shares with
            // other chunks (the kernel's and the design system's parts, core's catalogue rules, the
            // grid its own lazy lists use too).
            {
              name: 'category-shared',
              test: (id) => inCategoryPage(id) && reachable.lazyEntriesReaching(id) > 1,
              priority: 20,
            },
            // A game's page the same way: its chunk, and one with what it shares with other chunks
            // beyond the category page's (its favourite button, the game start's rules, the frame).
            {
              name: 'game-play-shared',
              test: (id) => inGamePlayPage(id) && reachable.lazyEntriesReaching(id) > 1,
              priority: 15,
            },
            // Core's other catalogue and player-games modules the lazy features share: one chunk, not one each.
            {
              name: 'catalogue',
              test: (id) => /\/core\/src\/(catalogue|player-games)\//.test(id) && !inCategoryPage(id),
              priority: 10,
            },
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
