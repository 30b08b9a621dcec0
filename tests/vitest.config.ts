import { defineConfig } from 'vitest/config';

/** Cross-package consistency tests (the Pact consumer tests have their own config). */
export default defineConfig({
  test: {
    name: 'tests',
    include: ['contract/**/*.test.ts'],
    exclude: ['**/*.pact.test.ts'],
    environment: 'node',
  },
});
