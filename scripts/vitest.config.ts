import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.ts'], environment: 'node', isolate: false },
});
