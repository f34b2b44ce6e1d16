import { defineConfig } from 'vitest/config';

// Real Chromium against the built client served by the real server; run after `vite build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One line per test as it ends, so a long browser run shows progress (the default prints a file when it ends).
    reporters: ['verbose'],
  },
});
