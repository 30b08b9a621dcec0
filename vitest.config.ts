import { defineConfig } from 'vitest/config';

/**
 * Unit tests of every package; `npx vitest` watches. Coverage is meant for core, the rules every
 * front end reuses: `npm test` runs `vitest run --project core --coverage` and fails under 95 % of
 * branches. Globs are relative to the running project's root (core/).
 */
export default defineConfig({
  test: {
    projects: ['core', 'sdk', 'adapters', 'web', 'sandbox', 'scripts', 'tests'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      reporter: ['text-summary'],
      thresholds: { branches: 95 },
    },
  },
});
