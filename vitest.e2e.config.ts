import { defineConfig } from 'vitest/config';

// Real Chromium against the built client served by the real server; run after `vite build`. Each file starts its own
// server (a free port, its own records folder, its settings given to it and not through this process's environment)
// and its own browser (test/e2e/serverAndBrowser.ts), so two files can run side by side (E2E_WORKERS=2), and files
// that run one after another share their worker's loaded modules (isolate: false): playwright, axe and the server
// bundle are loaded once per worker instead of once per file. The default is one at a time: on 2 cores, two files side by side took 440 s against 505 s one at a
// time (idle, 2026-11-28), too little to pay for four-page tests sharing two cores with another file (the together
// test once lost frames that way: a button never "stable" for 30 s).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

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
