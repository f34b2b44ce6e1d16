import { defineConfig } from 'vitest/config';

// Real Chromium against the built client served by the real server; run after `vite build`. Each file starts its own
// server (a free port, its own records folder, its settings given to it and not through this process's environment)
// and its own browser (test/e2e/serverAndBrowser.ts), so files run two side by side by default (E2E_WORKERS=1: one at
// a time), and files that run one after another share their worker's loaded modules (isolate: false): playwright, axe
// and the server bundle are loaded once per worker instead of once per file. On the 2-core machine, idle, 2026-11-28:
// the e2e stage took 390 s two at a time against 505–530 s one at a time, which brought `npm test` under 10 minutes.
// Every wait in these files is on a condition with a generous bound (pages share two cores with another file's).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    isolate: false,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // One line per test as it ends, so a long browser run shows progress (the default prints a file when it ends).
    reporters: ['verbose'],
  },
});
