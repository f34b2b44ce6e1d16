import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer, type ServerSetup } from './browser';

/** The real server and a Chromium of one test file, there from its first test to its last. */
export type ServerAndBrowser = { readonly server: RunningServer; readonly browser: Browser };

/**
 * Starts the file's server (with its settings and records) and browser before its first test, and stops both after
 * its last; the screenshots folder is made first. Call it at the top of the file: hooks the file adds after it (pages
 * to open, contexts to close) run after the start and before the stop.
 */
export function useServerAndBrowser(artifacts: string, setup: ServerSetup = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    server = await startServer(setup);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(what: T | undefined, name: string): T => {
    if (what === undefined) throw new Error(`the file's ${name} is not started yet: use it inside a hook or a test`);
    return what;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
