import { defineConfig } from 'vitest/config';

/**
 * Unit tests of every package; `npx vitest` watches. `npm test` runs core's with coverage on their own
 * (core/vitest.config.ts: it fails under 95 % of core's branches) and the others here without it
 * (`vitest run --project '!core'`).
 * Every project runs its files in reused workers (`isolate: false`), as do the Pact consumer tests:
 * their tests keep no state in modules (fakes, not module mocks; stubbed globals are restored after each
 * test), and a fresh module graph per file cost those four projects 56 of their 80 s here, and web 155
 * of its 280 s. web's tests put back the page, storages, cookies and address after each test, and load
 * every module before the first (web/src/testing/).
 */
export default defineConfig({
  test: {
    // Run by project (`--project web`), the tests got a single worker whatever this says, so
    // `npm test` gives the worker count on the command line (scripts/test.ts: two, one per core of
    // the CI machine; the tests mostly wait on timers and servers, so one worker idled a core).
    maxWorkers: 4,
    projects: ['core', 'sdk', 'adapters', 'web', 'sandbox', 'scripts', 'tests'],
  },
});
