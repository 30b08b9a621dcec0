import { defineConfig } from 'vitest/config';

/**
 * core's unit tests. `npm test` runs them with coverage from this config (`vitest run --root core
 * --coverage`): core holds the rules every front end reuses, and the run fails
 * under 95 % of its branches. Coverage is measured in this run alone: collecting it in the run of every
 * package cost about 90 s of CPU for files it does not report.
 */
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      reporter: ['text-summary'],
      thresholds: { branches: 95 },
    },
  },
});
