import { defineConfig } from 'vitest/config';

/** Unit tests of every package; `npm test` runs them once, `npx vitest` watches. */
export default defineConfig({
  test: { projects: ['core', 'sdk', 'adapters', 'web', 'sandbox', 'scripts', 'tests'] },
});
