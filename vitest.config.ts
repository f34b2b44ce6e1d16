import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration suites. End-to-end browser tests (vitest.e2e.config.ts) and screenshot walks
// (vitest.shots.config.ts) have their own configs.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'test/shots/**', 'node_modules/**'],
    environment: 'node',
    // Both cores of a small machine (vitest's default leaves one idle); the files are independent.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A quiet start for servers booted in-process (server/quietStart.ts does it for the real entry).
    env: { DOTENV_CONFIG_QUIET: 'true' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
