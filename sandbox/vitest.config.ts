import { defineConfig } from 'vitest/config';

/**
 * The sandbox's tests start real servers. `isolate: false` runs the files of a worker in one module
 * graph, so the contract's validators (about 1 s to compile with Ajv) are compiled once per worker
 * instead of once per file (server.ts memoizes them per document); the tests keep no other module
 * state (stores are keyed by the sandbox's state). The timeouts are bounds for a hang, not for speed:
 * a test that starts a sandbox on a loaded machine may take a few seconds.
 */
export default defineConfig({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
