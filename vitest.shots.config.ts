import { defineConfig } from 'vitest/config';

// `npm run shots`: screenshot walks for a person to look at (test/shots), against the built client served by the real
// server, like the e2e suite. Not part of `npm test`: what the pictures show is asserted by the unit and e2e suites.
export default defineConfig({
  test: {
    include: ['test/shots/**/*.shots.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
