import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Cross-package consistency tests (the Pact consumer tests have their own config), and the helpers of
 * the production-serving journey (deploy/).
 */
export default defineConfig({
  // The workspace's packages resolve to their TypeScript sources (the `@lv-casino/source` export condition).
  resolve: { conditions: ['@lv-casino/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lv-casino/source', ...defaultServerConditions] } },
  test: {
    name: 'tests',
    include: ['contract/**/*.test.ts', 'deploy/**/*.test.ts'],
    exclude: ['**/*.pact.test.ts'],
    environment: 'node',
    // Reused workers, as the other packages' (the root vitest.config.ts): the files start their own
    // sandboxes and servers and stop them, and keep nothing in modules (39 s of CPU isolated, 31 s not).
    isolate: false,
  },
});
