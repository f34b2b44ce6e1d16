import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, pixelStats, ROOT, type WatchedPage } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// The table (issue 16 §1, docs/client.md "The table") in real Chromium: every figure of the game on one board (the
// /table/eight preview: eight characters, two skeletons, the puppet, the statue, circles and detonators), a picture of
// each miniature, a status applied and shown on the unit, the draw-call budget, animations, reduced motion, night.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'table');
const MAX_DRAW_CALLS = 15;
const CHARACTERS = ['eli', 'yunye', 'darien', 'noel', 'silas', 'edwin', 'alicia', 'nia'];
const SUMMONS = ['skeleton1', 'skeleton2', 'puppet1'];

const rig = useServerAndBrowser(ARTIFACTS);
const opened: WatchedPage[] = [];

async function open(
  path: string,
  viewport = { width: 1280, height: 720 },
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<WatchedPage> {
  const w = await openWatchedPage(rig.browser, viewport);
  opened.push(w);
  await w.page.emulateMedia({ reducedMotion });
  await w.page.goto(`${rig.server.url}${path}`);
  await w.page.waitForFunction(
    () => (window.__iferaTable?.vertices ?? 0) > 0 && (window.__ifera?.frames ?? 0) > 2,
    null,
    { timeout: 60_000 },
  );
  // The status icons arrive a moment later (their drawings load after the first frame).
  await w.page.waitForFunction(() => document.querySelector('.unit-tracker img') !== null, null, { timeout: 20_000 });
  return w;
}

const table = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(JSON.stringify(window.__iferaTable)) as Omit<NonNullable<Window['__iferaTable']>, 'skip' | 'camera'>,
  );
const drawCalls = async (page: Page) => {
  // A fresh frame's count: nudge the on-demand canvas (a zero-length pan) and read after it has drawn.
  const before = await page.evaluate(() => window.__ifera.frames);
  await page.evaluate(() => window.__iferaTable!.camera!.reset());
  await page.waitForFunction((n) => window.__ifera.frames > n, before);
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__ifera.drawCalls);
};

/** How many distinct colours a screenshot has (a blank or missing miniature is nearly one colour). */
const colours = async (page: Page, png: Buffer): Promise<number> => (await pixelStats(page, png, 3)).colours;

afterAll(async () => {
  for (const w of opened) await w.context.close().catch(() => undefined);
});

describe('the table', () => {
  let w: WatchedPage;

  it('shows all eight characters, the summons, the statue and the markers as miniatures within the draw-call budget', async () => {
    w = await open('/table/eight');
    const t = await table(w.page);
    expect(Object.keys(t.units).sort()).toEqual([...CHARACTERS, ...SUMMONS].sort());
    for (const c of CHARACTERS) expect(t.units[c].figure.split(':')[0]).toBe(c);
    expect(t.units.darien.figure).toBe('darien:great');
    expect(t.units.skeleton1.figure).toBe('skeleton');
    expect(t.units.puppet1.figure).toBe('puppet');
    expect(Object.values(t.markers).sort()).toEqual(['detonator', 'detonator', 'teleportCircle', 'teleportCircle']);
    expect(t.statue).toBe(true);
    // Statuses of the position are on the units' bases and in their pinned trackers (R-TRACK: both columns).
    expect(t.units.yunye.icons).toEqual(['weakness', 'burning']);
    expect(await w.page.locator('[data-testid="tracker-silas"] [data-status]').count()).toBe(3);
    expect(
      await w.page.locator('[data-testid="tracker-yunye"] .tt-zone.periodic [data-status="burning"]').count(),
    ).toBe(1);
    const calls = await drawCalls(w.page);
    expect(calls).toBeLessThanOrEqual(MAX_DRAW_CALLS);
    const png = await w.page.screenshot({ path: join(ARTIFACTS, 'table-1280.png') });
    expect(await colours(w.page, png)).toBeGreaterThan(200);
  }, 90_000);

  it('name tags do not cover each other', async () => {
    const boxes = await w.page.$$eval('.unit-labels .unit-label', (els) =>
      els
        .filter((e) => (e as HTMLElement).style.visibility === 'visible')
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { id: (e as HTMLElement).dataset.unit, x: r.x, y: r.y, w: r.width, h: r.height };
        }),
    );
    expect(boxes.length).toBe(CHARACTERS.length + SUMMONS.length);
    for (const a of boxes)
      for (const b of boxes) {
        if (a === b) continue;
        const overlap = a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
        expect(overlap, `${a.id} and ${b.id}`).toBe(false);
      }
  });

  it('each miniature close up (a picture per character and summon)', async () => {
    const sizes: Record<string, number> = {};
    for (const id of [...CHARACTERS, ...SUMMONS]) {
      expect(await w.page.evaluate((u) => window.__iferaTable!.camera!.focus(u), id)).toBe(true);
      await w.page.waitForTimeout(250);
      const png = await w.page.screenshot({
        path: join(ARTIFACTS, `mini-${id}.png`),
        clip: { x: 390, y: 120, width: 500, height: 420 },
      });
      sizes[id] = await colours(w.page, png);
    }
    for (const [id, n] of Object.entries(sizes)) expect(n, id).toBeGreaterThan(60);
    await w.page.evaluate(() => window.__iferaTable!.camera!.reset());
  }, 90_000);

  it('a move is animated along its path, and a status applied shows on the unit and its tracker', async () => {
    const started = (await table(w.page)).animationsStarted;
    const eliBefore = (await table(w.page)).units.eli;
    await w.page.getByTestId('preview-step').click();
    await w.page.waitForFunction((n) => window.__iferaTable!.animationsStarted > n, started);
    await w.page.waitForFunction(() => window.__iferaTable!.animating === 0, null, { timeout: 10_000 });
    expect(eliBefore.icons).toEqual([]);
    await w.page.getByTestId('preview-step').click(); // Eli's Vigilance on herself (R-STATUS-11)
    await w.page.waitForFunction(() => window.__iferaTable!.units.eli?.icons.includes('vigilance'), null, {
      timeout: 10_000,
    });
    await w.page.locator('[data-testid="tracker-eli"] [data-status="vigilance"]').waitFor();
    await w.page.waitForFunction(() => window.__iferaTable!.animating === 0, null, { timeout: 10_000 });
    await w.page.evaluate(() => window.__iferaTable!.camera!.focus('eli'));
    await w.page.waitForTimeout(250);
    await w.page.screenshot({ path: join(ARTIFACTS, 'status-applied.png') });
    await w.page.evaluate(() => window.__iferaTable!.camera!.reset());
    expect(await drawCalls(w.page)).toBeLessThanOrEqual(MAX_DRAW_CALLS);
    expect(w.errors).toEqual([]);
    expect(w.offsite).toEqual([]);
  }, 60_000);

  it('with reduced motion nothing is animated and no frames keep coming', async () => {
    const r = await open('/table/eight', { width: 1280, height: 720 }, 'reduce');
    await r.page.getByTestId('preview-step').click();
    await r.page.waitForFunction(() => window.__iferaMatch?.units.eli?.pos !== '-3,2');
    await r.page.waitForTimeout(400);
    const t = await table(r.page);
    expect(t.reduceMotion).toBe(true);
    expect(t.animationsStarted).toBe(0);
    expect(t.animating).toBe(0);
    // The canvas renders on demand: with nothing animating, no new frames are drawn. What loads late (the engine, the
    // status drawings) may draw a frame or two on a loaded machine, so first the frames must stop coming (a canvas that
    // keeps drawing never gets there and fails), then none may come for another 600 ms.
    const framesNow = () => r.page.evaluate(() => window.__ifera.frames);
    let frames = await framesNow();
    for (let settled = false, until = Date.now() + 15_000; !settled;) {
      expect(Date.now(), 'frames kept coming for 15 s with reduced motion').toBeLessThan(until);
      await r.page.waitForTimeout(400);
      const next = await framesNow();
      settled = next === frames;
      frames = next;
    }
    await r.page.waitForTimeout(600);
    expect(await framesNow()).toBe(frames);
    expect(r.errors).toEqual([]);
  }, 60_000);

  it('on a phone and at night', async () => {
    const phone = await open('/table/eight', { width: 390, height: 844 });
    await phone.page.screenshot({ path: join(ARTIFACTS, 'table-phone.png') });
    expect(await drawCalls(phone.page)).toBeLessThanOrEqual(MAX_DRAW_CALLS);
    const night = await open('/table/night');
    expect((await table(night.page)).light).toBe('night');
    await night.page.screenshot({ path: join(ARTIFACTS, 'table-night.png') });
    expect([...phone.errors, ...night.errors]).toEqual([]);
  }, 60_000);
});
