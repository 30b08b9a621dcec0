import { defineConfig } from 'vitest/config';

/**
 * Unit tests of every package; `npx vitest` watches. Coverage is measured for core only, the rules
 * every front end reuses: `npm test` runs `vitest run --coverage`, one run of every project that fails
 * under 95 % of core's branches. Coverage globs are matched against paths relative to the root
 * (this folder) when every project runs, but relative to each selected project's root under a
 * `--project` filter; so run coverage without a filter.
 * core, sdk, adapters, scripts, sandbox and web run their files in reused workers (`isolate: false`):
 * their tests keep no state in modules (fakes, not module mocks; stubbed globals are restored after each
 * test), and a fresh module graph per file cost those four projects 56 of their 80 s here, and web 155
 * of its 280 s. web's tests put back the page, storages, cookies and address after each test, and load
 * every module before the first (web/src/testing/).
 */
export default defineConfig({
  test: {
    projects: ['core', 'sdk', 'adapters', 'web', 'sandbox', 'scripts', 'tests'],
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['core/src/**/*.test.ts', 'core/src/testing/**'],
      reporter: ['text-summary'],
      thresholds: { branches: 95 },
    },
  },
});
