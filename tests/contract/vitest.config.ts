import { defineConfig } from 'vitest/config';

/** Pact consumer tests: they write pact files into tests/contract/pacts/. */
export default defineConfig({
  test: {
    root: 'tests/contract',
    include: ['**/*.pact.test.ts'],
    globalSetup: ['./clean-pacts.global-setup.ts'],
    environment: 'node',
    // One mock server per interaction; keep files serial so pact files are written once, in order.
    fileParallelism: false,
  },
});
