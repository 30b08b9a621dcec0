import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Pact consumer tests: they write pact files into tests/contract/pacts/. */
export default defineConfig({
  // The workspace's packages resolve to their TypeScript sources (the `@lv-casino/source` export condition).
  resolve: { conditions: ['@lv-casino/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lv-casino/source', ...defaultServerConditions] } },
  test: {
    root: 'tests/contract',
    include: ['**/*.pact.test.ts'],
    globalSetup: ['./clean-pacts.global-setup.ts'],
    environment: 'node',
    // One mock server per interaction; keep files serial so pact files are written once, in order.
    fileParallelism: false,
    // One worker for every file: isolated, each file started a process of its own that loaded Pact's
    // native core and the adapters again (32 s and 42 s of CPU here, against 11 s and 12 s reused).
    // The files keep no state in modules (each builds its PactV4 and its adapters), and the pact files
    // they write are the same byte for byte either way.
    isolate: false,
  },
});
