import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { aliases } from './build/aliases.ts';
import { compiledMessages } from './build/compiled-messages.plugin.ts';
import { featureManifests } from './build/feature-manifests.plugin.ts';
import { FIRST_PAINT_OWNERS, firstPaintTexts } from './build/first-paint-texts.plugin.ts';

export default defineConfig({
  plugins: [
    compiledMessages(),
    featureManifests(`${import.meta.dirname}/src/features`),
    firstPaintTexts({ root: import.meta.dirname, owners: FIRST_PAINT_OWNERS, preload: 'lv' }),
    react(),
  ],
  // The workspace's packages resolve to their TypeScript sources (the `@lv-casino/source` export condition).
  resolve: { alias: aliases, conditions: ['@lv-casino/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lv-casino/source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // One jsdom and one module graph per worker, reused from file to file (281 s -> about 125 s here):
    // every module is loaded before the first test (src/testing/preload-modules.ts), and after each
    // test the app is unmounted and storages, cookies and the address are reset (src/testing/setup.ts).
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
    // Above the 15 s a findBy… may wait (src/testing/setup.ts), so a slow machine fails nothing.
    testTimeout: 30_000,
    // expect.poll waits as long as findBy… and waitFor do: its own default, 1 s, is less than a loaded
    // 2-core machine may need while the journeys run beside the unit tests (the web's tests use
    // testing-library's waitFor, not vi.waitFor, for the same reason).
    expect: { poll: { timeout: 15_000 } },
  },
});
