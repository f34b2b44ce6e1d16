import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildServer } from '../../scripts/buildServer';

/**
 * Chromium flags for WebGL2 on SwiftShader with no GPU and no network (docs/client.md "Headless Chromium"). Both browsers
 * get these and only these: Debian's and the one inside @sparticuz/chromium give WebGL2 on
 * `ANGLE (... SwiftShader ...)` with them alone.
 */
export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The page drawn and composited on the CPU, as Chrome does on a machine whose GPU it cannot use; only WebGL goes
  // through SwiftShader. Rasterising and compositing the page through SwiftShader's emulated GL instead cost a third
  // more CPU in match.e2e (95 against 64 CPU seconds, 132 against 86 s, back to back on the same machine).
  '--disable-gpu-compositing',
  '--disable-gpu-rasterization',
];

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Which browser the end-to-end tests use, from IFERA_BROWSER:
 * - `bundled`: the Chromium inside the npm package @sparticuz/chromium (Linux x86-64; unpacked to /tmp on first use),
 *   even where CHROMIUM_PATH or /usr/bin/chromium exist. `.ci/run` sets it, so CI takes the path a fresh machine takes.
 * - `system`: CHROMIUM_PATH, else Debian's /usr/bin/chromium; an error if neither is there.
 * - unset or `auto`: CHROMIUM_PATH, else /usr/bin/chromium, else the bundled one, so a fresh machine needs no root step.
 */
export type BrowserChoice = 'auto' | 'bundled' | 'system';

/** The browser the tests found: where it is, the flags to launch it with, and which kind it is. */
export type FoundChromium = { executablePath: string; args: string[]; kind: 'bundled' | 'system' };

function browserChoice(): BrowserChoice {
  const v = (process.env.IFERA_BROWSER ?? '').trim() || 'auto';
  if (v === 'auto' || v === 'bundled' || v === 'system') return v;
  throw new Error(`IFERA_BROWSER=${v}: expected bundled, system or auto`);
}

/** Finds a Chromium as IFERA_BROWSER asks (see BrowserChoice). */
export async function findChromium(choice: BrowserChoice = browserChoice()): Promise<FoundChromium> {
  if (choice !== 'bundled') {
    if (process.env.CHROMIUM_PATH)
      return { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS, kind: 'system' };
    if (existsSync('/usr/bin/chromium'))
      return { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, kind: 'system' };
    if (choice === 'system') throw new Error('IFERA_BROWSER=system: set CHROMIUM_PATH or install /usr/bin/chromium');
  }
  const sparticuz = (await import('@sparticuz/chromium')).default;
  // Not `sparticuz.args`: those are for AWS Lambda. `--single-process` runs the renderers inside the browser process,
  // and there closing any browser context kills the whole browser ("Target page, context or browser has been closed");
  // `--no-zygote` and `--in-process-gpu` go with it to save Lambda memory; `--disable-web-security` and
  // `--allow-running-insecure-content` would let the tests pass what a player's browser refuses. On a normal Linux
  // machine this build runs multi-process, with the same flags and the same WebGL2 as Debian's.
  return { executablePath: await sparticuz.executablePath(), args: CHROMIUM_ARGS, kind: 'bundled' };
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

/** Whether a port on the loopback interface can be listened on now (0: any free one); resolves to the port or null. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(null));
    s.listen(port, '127.0.0.1', () => {
      const address = s.address();
      const got = typeof address === 'object' && address ? address.port : null;
      s.close(() => resolve(got));
    });
  });
}

/**
 * A free TCP port on the loopback interface: any, or the first free one of `E2E_PORTS` ("3300-3349") where several
 * people share a machine and each keeps to a range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (!range) {
    const port = await tryPort(0);
    if (port === null) throw new Error('no free port on 127.0.0.1');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) if ((await tryPort(port)) !== null) return port;
  throw new Error(`no free port in E2E_PORTS=${process.env.E2E_PORTS}`);
}

/** A running game server (the real one, as `npm start` runs it: build/server.mjs), serving the built client. */
export type RunningServer = { url: string; port: number; output: () => string; stop: () => Promise<void> };

// The server bundle, built once per test process from the sources as they are now (a fraction of a second).
let bundle: Promise<string> | undefined;

/** What a test's server runs with beside the defaults: settings by environment, and match records to start from. */
export type ServerSetup = {
  /** Settings by environment variable (BOT_DELAY_MS, ANSWER_WAIT_S, RESTORE_MATCHES, ...), over the runner's own. */
  env?: Record<string, string>;
  /** Writes the records the server finds at its start into its records folder (a finished match to replay, ...). */
  records?: (folder: string) => void;
  timeoutMs?: number;
};

/**
 * Starts the real server on a free port (it serves client/dist: build first) and waits until it answers. Its match
 * records go to a temporary folder of its own, removed when it stops: a test run leaves nothing in the repository's
 * data/matches/. Its settings are given here, never through the test process's environment, so files that run one
 * after another in one worker do not pass settings on to each other.
 */
export async function startServer(setup: ServerSetup = {}): Promise<RunningServer> {
  const { env = {}, records, timeoutMs = 60_000 } = setup;
  const port = await freePort();
  const server = await (bundle ??= buildServer());
  const ownRecords = mkdtempSync(join(tmpdir(), 'ifera-e2e-records-'));
  records?.(ownRecords);
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      MATCHES_DIR: ownRecords,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const removeRecords = () => rmSync(ownRecords, { recursive: true, force: true });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve(void removeRecords());
      child.once('exit', () => resolve(void removeRecords()));
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
export async function openWatchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { hasTouch?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, ...options });
  const offsite = await blockOffsite(context, '127.0.0.1');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, offsite, errors };
}

/**
 * Decodes a screenshot inside the page and measures how varied it is: distinct colours (5 bits a channel, every
 * `stride`-th pixel) and the spread of brightness. A blank canvas or a missing miniature is nearly one colour.
 */
export async function pixelStats(page: Page, png: Buffer, stride = 7): Promise<{ colours: number; stddev: number }> {
  return page.evaluate(
    async ([b64, step]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      const colours = new Set<number>();
      let sum = 0;
      let sum2 = 0;
      let n = 0;
      for (let i = 0; i < data.length; i += 4 * step) {
        colours.add((data[i] >> 3) * 1024 + (data[i + 1] >> 3) * 32 + (data[i + 2] >> 3));
        const l = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
        sum += l;
        sum2 += l * l;
        n++;
      }
      const mean = sum / n;
      return { colours: colours.size, stddev: Math.sqrt(sum2 / n - mean * mean) };
    },
    [png.toString('base64'), stride] as const,
  );
}
