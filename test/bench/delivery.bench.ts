// Delivery (issue 16 §3, docs/client.md "Delivery"): the initial JavaScript of the home page and of a match, gzipped,
// and a match's first frame in headless Chromium on the software renderer, against the real server.
// Builds the client first (vite build) unless BENCH_NO_BUILD=1, so the figures are of the code as it is.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, ROOT, startServer, type RunningServer } from '../e2e/browser';
import { initialJs, loadsThree, readManifest, type InitialJs } from './bundle';
import type { BenchFigure } from './measure';

export const title = 'delivery (initial JavaScript per route, first frame and draw calls in Chromium)';

/** The built client, as server/app.config.ts serves it. */
const CLIENT_DIST = join(ROOT, 'client', 'dist');
const kB = (n: number) => (n / 1000).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const COLD_RUNS = 3;

function bundleFigure(name: string, js: InitialJs, goal: number): BenchFigure {
  return {
    name: `${name}: initial JS, gzip`,
    value: js.gzip / 1000,
    unit: 'kB',
    note: `${js.files.length} files, ${kB(js.raw)} kB raw, ${kB(js.brotli)} kB brotli; three.js ${js.hasThree ? 'loaded' : 'not loaded'}; goal ≤ ${goal} kB`,
  };
}

/** Seconds from navigation start to the board's first rendered frame (window.__ifera.firstFrameMs). */
async function firstFrame(
  browser: Browser,
  url: string,
  storageState?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>,
) {
  // A new context each time: an empty HTTP cache, as for a player who opens the link for the first time.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, storageState });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null, null, { timeout: 60_000 });
    const ms = await page.evaluate(() => window.__ifera.firstFrameMs!);
    // The seat's reconnection token as it is now (each use of it sends a new one), for the next load.
    return { ms, scripts, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * renderer.info.render.calls of a frame of the table preview with every figure of the game on it (issue 16 §1): the
 * eight characters, the summons, the statue and the markers, read from window.__ifera after a fresh frame.
 */
async function tableDrawCalls(browser: Browser, base: string): Promise<{ drawCalls: number; triangles: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/table/eight`);
    await page.waitForFunction(
      () => (window.__iferaTable?.vertices ?? 0) > 0 && document.querySelector('.unit-tracker img') !== null,
      null,
      { timeout: 60_000 },
    );
    const frames = await page.evaluate(() => window.__ifera.frames);
    await page.evaluate(() => window.__iferaTable!.camera!.reset());
    await page.waitForFunction((n) => window.__ifera.frames > n, frames);
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({ drawCalls: window.__ifera.drawCalls, triangles: window.__ifera.triangles }));
  } finally {
    await context.close();
  }
}

export async function bench(): Promise<BenchFigure[]> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    const { build } = await import('vite');
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  }
  const manifest = readManifest(CLIENT_DIST);
  const home = initialJs(CLIENT_DIST, manifest, 'home');
  const match = initialJs(CLIENT_DIST, manifest, 'match');
  const lab = initialJs(CLIENT_DIST, manifest, 'lab');
  const figures: BenchFigure[] = [
    bundleFigure('home (/)', home, 150),
    bundleFigure('match (/play/CODE)', match, 400),
    bundleFigure('lab (/lab)', lab, 400),
  ];

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    // A throwaway records folder of its own (startServer), nothing restored.
    server = await startServer({ env: { RESTORE_MATCHES: '0' } });
    browser = await launchBrowser();
    // A quick-play match against bots, as a player starts one; its seat token then lets fresh contexts reopen it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const homeScripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') homeScripts.push(new URL(r.url()).pathname);
    });
    await page.goto(server.url);
    await page.getByTestId('quick-play').waitFor();
    await page.waitForLoadState('networkidle');
    const homeLoaded = [...homeScripts];
    const homeLoadedThree = loadsThree(CLIENT_DIST, homeLoaded);
    await page.getByTestId('quick-play').click();
    await page.getByTestId('match-screen').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null, null, { timeout: 60_000 });
    const matchUrl = page.url();
    let state = await context.storageState();
    await context.close();

    const runs: number[] = [];
    let scripts: string[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const r = await firstFrame(browser, matchUrl, state);
      runs.push(r.ms);
      scripts = r.scripts;
      state = r.state;
    }
    const labRuns: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) labRuns.push((await firstFrame(browser, `${server.url}/lab`)).ms);
    const table = await tableDrawCalls(browser, server.url);
    figures.push(
      {
        name: 'match: draw calls, every figure on the table',
        value: table.drawCalls,
        unit: 'calls',
        note: `/table/eight at 1280×720 with the HUD: 8 characters, 2 skeletons, the puppet, the statue, 2 circles, 2 detonators, status icons; ${table.triangles} triangles; goal ≤ 15`,
      },
      {
        name: 'match: first frame (navigation → first rendered frame), median',
        value: median(runs),
        unit: 'ms',
        note: `${COLD_RUNS} cold loads of /play/CODE (new context, empty cache, the seat's reconnection token kept) on SwiftShader, 1280×720: ${runs.join(', ')} ms; ${scripts.length} scripts; goal < 1500 ms`,
      },
      {
        name: 'lab: first frame, median',
        value: median(labRuns),
        unit: 'ms',
        note: `${COLD_RUNS} cold loads of /lab: ${labRuns.join(', ')} ms`,
      },
      {
        name: 'home: three.js chunk requested by the page',
        value: homeLoadedThree ? 1 : 0,
        unit: homeLoadedThree ? '(yes)' : '(no)',
        note: `${homeLoaded.length} scripts: ${homeLoaded.map((s) => s.replace('/assets/', '')).join(' ')}`,
      },
    );
  } finally {
    await browser?.close();
    await server?.stop();
  }
  return figures;
}
