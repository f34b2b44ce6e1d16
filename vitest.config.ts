import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration suites. End-to-end browser tests (vitest.e2e.config.ts) and screenshot walks
// (vitest.shots.config.ts) have their own configs.
const NOT_UNIT = ['test/e2e/**', 'test/shots/**', 'node_modules/**'];
/** Files that change process-wide library state: run each in a fresh module context (see the projects below). */
const ISOLATED = ['test/server/**/*.test.ts', 'test/client/net/**/*.test.ts', 'test/bench/driverSharing.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Both cores of a small machine (vitest's default leaves one idle); the files are independent.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A quiet start for servers booted in-process (server/quietStart.ts does it for the real entry).
    env: { DOTENV_CONFIG_QUIET: 'true' },
    // A test's stubbed globals (storage) are put back after it, so no file sees another's.
    unstubGlobals: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        // The server's files boot Colyseus in-process (its matchmaker, ports, process-wide hooks), and the room
        // connection's and the load driver's patch the schema library's decoders (client/src/net, test/bench): each in a
        // fresh module context.
        extends: true,
        // Worker threads, not child processes: a fresh context per file costs less to start (the isolated files alone
        // took 130 against 167 s on the 2-core machine, both under the same load). Each file keeps its own ports and
        // environment copy; none changes the process's signals, working folder or exit.
        test: { name: 'isolated', include: ISOLATED, exclude: NOT_UNIT, pool: 'threads' },
      },
      {
        // The engine, the client's logic and the repository checks keep no state between files that a test relies
        // on, so a worker reuses its loaded modules from file to file instead of loading the engine again for each:
        // 101 against 46 s for test/shared, 35 against 17 s for the rest, on the 2-core machine.
        extends: true,
        test: {
          name: 'engine and client',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...NOT_UNIT, ...ISOLATED],
          isolate: false,
        },
      },
    ],
  },
});
