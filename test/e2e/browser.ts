import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Chromium flags for WebGL2 on SwiftShader with no GPU and no network (shared/notes/browser-testing.md). */
export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Finds a Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the one shipped inside the npm package
 * @sparticuz/chromium (unpacked to /tmp on first use), so a fresh machine needs no root step.
 */
export async function findChromium(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS };
  if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  const executablePath = await sparticuz.executablePath();
  // Its own args (single process, in-process GPU, SwiftShader) are what that build needs (verified in the notes).
  return { executablePath, args: [...sparticuz.args, ...CHROMIUM_ARGS] };
}

/** Launches headless Chromium with software WebGL. */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await findChromium();
  return chromium.launch({ executablePath, args, headless: true });
}

/** Routes every request to a host other than the test server's to an abort, and records it. */
export async function blockOffsite(context: BrowserContext, allowedHost: string): Promise<string[]> {
  const offsite: string[] = [];
  await context.route(
    (url) => url.hostname !== allowedHost,
    (route) => {
      offsite.push(route.request().url());
      return route.abort();
    },
  );
  return offsite;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A running game server (the real one, `tsx server/index.ts`), serving the built client. */
export type RunningServer = { url: string; port: number; output: () => string; stop: () => Promise<void> };

/** Starts the real server on a free port (it serves client/dist: build first) and waits until it answers. */
export async function startServer(timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort();
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const child: ChildProcess = spawn(tsx, ['server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) return { url, port, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`server did not answer on ${url} within ${timeoutMs} ms:\n${log}`);
}

/** A page whose errors (uncaught, console.error) and off-site requests are recorded, for the test to assert empty. */
export type WatchedPage = { context: BrowserContext; page: Page; offsite: string[]; errors: string[] };

/** Opens a new context and page at the given viewport, blocking and recording every request off the test server. */
export async function openWatchedPage(browser: Browser, viewport: { width: number; height: number }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const offsite = await blockOffsite(context, '127.0.0.1');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, offsite, errors };
}
