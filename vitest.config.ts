import { defineConfig } from 'vitest/config';

// Unit and integration suites. End-to-end browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
