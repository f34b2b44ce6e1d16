import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { blockOffsite, launchBrowser, ROOT, startServer, type RunningServer } from './browser';

// A person plays a beginner game against three bots through the real server, in real Chromium (software WebGL).
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'match');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let offsite: string[] = [];
const pageErrors: string[] = [];

type MatchHook = NonNullable<Window['__iferaMatch']>;
const match = () => page.evaluate(() => window.__iferaMatch ?? null) as Promise<MatchHook | null>;
const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

/** Clicks the first of the cells that the pointer really reaches and that the predicate then confirms. */
async function clickCell(keys: string[], done: () => Promise<boolean>): Promise<string> {
  for (const key of keys.slice(0, 10)) {
    const [q, r] = key.split(',').map(Number);
    const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
    await page.mouse.click(p.x, p.y);
    for (let i = 0; i < 20; i++) {
      if (await done()) return key;
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`none of ${keys.slice(0, 10).join(' ')} took the click`);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  process.env.MATCHES_DIR = mkdtempSync(join(tmpdir(), 'ifera-e2e-matches-'));
  process.env.RESTORE_MATCHES = '0';
  process.env.BOT_DELAY_MS = '60';
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  offsite = await blockOffsite(context, '127.0.0.1');
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('match screen end to end (beginner, quick play against bots)', () => {
  it('shows the lobby at "/"', async () => {
    await page.goto(server.url);
    await page.getByTestId('quick-play').waitFor();
    await shot('01-home');
  });

  it('quick play opens a battle room and asks for the placement', async () => {
    await page.getByTestId('quick-play').click();
    await page.getByTestId('match-screen').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/play\/[A-Z0-9]{6}$/);
    await page.waitForFunction(() => window.__iferaMatch?.promptKind === 'place' && window.__iferaMatch.actingSeat === 0, null, { timeout: 30_000 });
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null);
    await shot('02-placement');
  });

  it('places the unit by clicking a start cell, choosing a facing and confirming', async () => {
    const cells = (await match())!.placeCells;
    expect(cells.length).toBeGreaterThan(0);
    await clickCell(cells, async () => (await page.getByTestId('place-confirm').isEnabled()));
    await page.getByRole('button', { name: /NE/ }).first().click();
    await page.getByTestId('place-confirm').click();
    await page.waitForFunction(() => window.__iferaMatch?.units.eli?.pos != null, null, { timeout: 15_000 });
  });

  it('reaches its own turn after the bots placed and shows where it can move', async () => {
    await page.waitForFunction(() => window.__iferaMatch?.promptKind === 'turn' && window.__iferaMatch.actingSeat === 0, null, { timeout: 60_000 });
    const m = (await match())!;
    expect(m.moveCells.length).toBeGreaterThan(0);
    expect(m.highlighted).toBe(m.moveCells.length);
    await shot('03-my-turn');
  });

  it('moves by clicking a highlighted cell (the server applies it)', async () => {
    const before = (await match())!;
    const from = before.units.eli.pos;
    // Prefer far cells: they show the move best and are less likely to sit under a standee.
    const targets = [...before.moveCells].reverse();
    const moved = await clickCell(targets, async () => (await match())!.units.eli.pos !== from);
    expect((await match())!.units.eli.pos).toBe(moved);
    await page.waitForTimeout(400);
    await shot('04-after-move');
  });

  it('ends the turn by key; the bots play and the round advances', async () => {
    const round = (await match())!.round!;
    await page.keyboard.press('e');
    await page.waitForFunction(() => window.__iferaMatch?.actingSeat !== 0 || window.__iferaMatch?.promptKind !== 'turn', null, { timeout: 10_000 });
    await page.waitForFunction(
      (r) => (window.__iferaMatch?.round ?? 0) > r || window.__iferaMatch?.stage === 'over',
      round,
      { timeout: 80_000, polling: 250 },
    );
    await shot('05-next-round');
    const log = await page.getByTestId('event-log').innerText();
    expect(log).toMatch(/Round \d+ begins|Game over/);
  });

  it('had no page errors and no off-site requests', () => {
    expect(pageErrors).toEqual([]);
    expect(offsite).toEqual([]);
  });
});
