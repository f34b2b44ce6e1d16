import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, pixelStats, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// The board viewer end to end: real server, real Chromium with software WebGL, no network beyond the server.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e');
const MAX_DRAW_CALLS = 40;

const rig = useServerAndBrowser(ARTIFACTS);
let page: Page;
let offsite: string[] = [];
let pageErrors: string[] = [];
const figures: Record<string, unknown> = {};

type Hook = Window['__ifera'];
const hook = <K extends keyof Hook>(key: K) => page.evaluate((k) => window.__ifera[k], key) as Promise<Hook[K]>;

async function shot(name: string): Promise<Buffer> {
  return page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/**
 * Hovers the first of the candidate cells that the pointer really reaches (a tall obstacle nearer the camera can hide a
 * cell's centre) and returns its key.
 */
async function hoverFirst(keys: string[]): Promise<string> {
  for (const key of keys.slice(0, 12)) {
    const [q, r] = key.split(',').map(Number);
    const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
    await page.mouse.move(p.x, p.y);
    try {
      await page.waitForFunction((k) => window.__ifera.hovered === k, key, { timeout: 2_000 });
      return key;
    } catch {
      // hidden behind something: try the next one
    }
  }
  throw new Error(`none of ${keys.slice(0, 12).join(' ')} could be hovered`);
}

/** The first open cell walking out from (0,0) ring by ring. */
async function firstOpenCell(): Promise<{ q: number; r: number }> {
  return page.evaluate(() => {
    for (let k = 0; k < 8; k++)
      for (let q = -k; q <= k; q++)
        for (let r = -k; r <= k; r++)
          if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) === k && window.__ifera.terrainAt(q, r) === 'open')
            return { q, r };
    throw new Error('no open cell near the centre');
  });
}

beforeAll(async () => {
  ({ page, offsite, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1280, height: 720 }));
});

afterAll(async () => {
  writeFileSync(join(ARTIFACTS, 'viewer-figures.json'), JSON.stringify(figures, null, 2));
});

describe('board viewer (issue 2 §4)', () => {
  it('renders the beginner map on the first load, in a handful of draw calls', async () => {
    await page.goto(`${rig.server.url}/lab`);
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null);
    // Give the demand-driven renderer a moment to settle (font, camera framing) before looking.
    await page.waitForTimeout(500);
    const png = await shot('viewer-1-beginner');
    const stats = await pixelStats(page, png);
    const h = await page.evaluate(() => ({ ...window.__ifera }));
    Object.assign(figures, {
      firstFrameMs: h.firstFrameMs,
      beginner: { drawCalls: h.drawCalls, triangles: h.triangles, cells: h.cells },
      screenshotBytes: png.length,
      colours: stats.colours,
      stddev: Math.round(stats.stddev),
    });
    expect(h.map).toBe('beginner');
    expect(h.cells).toBeGreaterThan(19);
    expect(h.frames).toBeGreaterThan(0);
    expect(h.triangles).toBeGreaterThan(0);
    expect(h.drawCalls).toBeGreaterThan(0);
    expect(h.drawCalls).toBeLessThan(MAX_DRAW_CALLS);
    expect(h.selected).toBeNull();
    expect(stats.colours).toBeGreaterThan(40);
    expect(stats.stddev).toBeGreaterThan(8);
    await expect(page.getByTestId('map-name').textContent()).resolves.toContain('Beginner map');
  });

  it('on a CPU rasteriser (this browser: SwiftShader) draws without multisampling and the panels over it without a blur', async () => {
    const drawn = await page.evaluate(() => ({
      renderer: document.documentElement.dataset.renderer,
      antialias: document.querySelector('canvas')?.getContext('webgl2')?.getContextAttributes()?.antialias,
      blur: getComputedStyle(document.querySelector('.panel')!).backdropFilter,
    }));
    expect(drawn).toEqual({ renderer: 'software', antialias: false, blur: 'none' });
  });

  it('orbits with a drag and frames the whole map again with F', async () => {
    // A point away from the orbit target (the map centre), so turning the view moves it on screen.
    const before = await page.evaluate(() => window.__ifera.hexToScreen(6, -3));
    await page.mouse.move(640, 600);
    await page.mouse.down();
    await page.mouse.move(480, 560, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction((b) => Math.abs(window.__ifera.hexToScreen(6, -3).x - b.x) > 5, before);
    expect(await hook('selected')).toBeNull(); // a drag is not a click
    await page.keyboard.press('f');
    await page.waitForFunction((b) => {
      const p = window.__ifera.hexToScreen(6, -3);
      return Math.abs(p.x - b.x) < 1 && Math.abs(p.y - b.y) < 1;
    }, before);
  });

  it('shows the coordinates of the hovered cell', async () => {
    const cell = await firstOpenCell();
    const p = await page.evaluate(({ q, r }) => window.__ifera.hexToScreen(q, r), cell);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction((k) => window.__ifera.hovered === k, `${cell.q},${cell.r}`);
    await expect(page.getByTestId('hover').textContent()).resolves.toContain(`${cell.q},${cell.r}`);
  });

  it('selects the clicked cell and shows its front cone and what it sees once a facing is chosen', async () => {
    const cell = await firstOpenCell();
    const key = `${cell.q},${cell.r}`;
    const p = await page.evaluate(({ q, r }) => window.__ifera.hexToScreen(q, r), cell);
    await page.mouse.click(p.x, p.y);
    await page.waitForFunction((k) => window.__ifera.selected === k, key);
    await expect(page.getByTestId('selected').textContent()).resolves.toBe(key);
    expect(await hook('coneCells')).toBe(0);

    // Keyboard: 0 faces east (docs/architecture.md "Hex conventions" direction 0).
    await page.keyboard.press('0');
    await page.waitForFunction(() => window.__ifera.facing === 0 && window.__ifera.coneCells > 0);
    const cone = await hook('coneCells');
    const seen = await hook('visibleCells');
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThanOrEqual(cone);
    await expect(page.getByTestId('cone-count').textContent()).resolves.toBe(String(cone));
    await expect(page.getByTestId('visible-count').textContent()).resolves.toBe(String(seen));

    // ← turns counter-clockwise: facing 0 becomes 1 (NE); the facing buttons do the same.
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => window.__ifera.facing === 1);
    await page.getByTestId('facing-5').click();
    await page.waitForFunction(() => window.__ifera.facing === 5 && window.__ifera.coneCells > 0);
    await page.keyboard.press('1');
    await page.waitForFunction(() => window.__ifera.facing === 1);
    // Hovering a cell the position sees draws the sight line and says so; a hidden one says that too.
    const vision = (await hook('vision'))!;
    await hoverFirst([...vision.visible].reverse());
    await expect(page.getByTestId('hover').textContent()).resolves.toContain('in sight');
    await page.waitForTimeout(300);
    await shot('viewer-2-vision');
    const hidden = vision.cone.filter((k) => !vision.visible.includes(k));
    if (hidden.length > 0) {
      await hoverFirst(hidden);
      await expect(page.getByTestId('hover').textContent()).resolves.toContain('hidden');
      await page.waitForTimeout(300);
      await shot('viewer-2b-hidden');
    }
    const h = await page.evaluate(() => ({ ...window.__ifera }));
    figures.vision = {
      selected: h.selected,
      facing: h.facing,
      coneCells: h.coneCells,
      visibleCells: h.visibleCells,
      drawCalls: h.drawCalls,
      triangles: h.triangles,
    };
    expect(h.drawCalls).toBeLessThan(MAX_DRAW_CALLS);
  });

  it('shows the movement reach of the position with M, and a cheapest path to the hovered cell', async () => {
    await page.keyboard.press('m');
    await page.waitForFunction(() => window.__ifera.overlay === 'reach' && window.__ifera.reachCells > 0);
    await page.keyboard.press('+');
    await page.waitForFunction(() => window.__ifera.movement === 4);
    await expect(page.getByTestId('movement').textContent()).resolves.toBe('4');
    const reach = (await hook('reach'))!;
    expect(Math.max(...Object.values(reach))).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('reach-count').textContent()).resolves.toBe(String(Object.keys(reach).length - 1));
    const far = await hoverFirst(
      Object.entries(reach)
        .sort((a, b) => b[1] - a[1])
        .map(([k]) => k),
    );
    await expect(page.getByTestId('hover').textContent()).resolves.toContain(`movement ${reach[far]}`);
    await page.waitForTimeout(300);
    await shot('viewer-4-reach');
    figures.reach = { movement: 4, reachCells: await hook('reachCells'), drawCalls: await hook('drawCalls') };
    expect(await hook('drawCalls')).toBeLessThan(MAX_DRAW_CALLS);
    await page.keyboard.press('v');
    await page.waitForFunction(() => window.__ifera.overlay === 'vision');
  });

  it('colours every open cell by its exposure with E, no selection needed', async () => {
    await page.keyboard.press('e');
    await page.waitForFunction(() => window.__ifera.overlay === 'exposure' && window.__ifera.exposure !== null);
    const exposure = (await hook('exposure'))!;
    const max = Math.max(...Object.values(exposure));
    await expect(page.getByTestId('exposure-max').textContent()).resolves.toBe(String(max));
    const key = await hoverFirst(Object.keys(exposure).sort());
    await expect(page.getByTestId('hover').textContent()).resolves.toContain(`seen from ${exposure[key]} cells`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__ifera.selected === null);
    await page.mouse.move(5, 400);
    await page.waitForTimeout(300);
    await shot('viewer-5-exposure');
    figures.exposure = { max, drawCalls: await hook('drawCalls') };
    expect(await hook('drawCalls')).toBeLessThan(MAX_DRAW_CALLS);
    await page.keyboard.press('v');
    await page.waitForFunction(() => window.__ifera.overlay === 'vision');
  });

  it('clears the selection with Escape, and selects a typed cell from the keyboard alone', async () => {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__ifera.selected === null && window.__ifera.coneCells === 0);
    const cell = await firstOpenCell();
    await page.getByLabel('Select cell q,r').focus();
    await page.keyboard.type(`${cell.q},${cell.r}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => window.__ifera.selected === k, `${cell.q},${cell.r}`);
    await page.keyboard.press('Tab'); // leave the field: keys act on the board again
    await page.keyboard.press('3');
    await page.waitForFunction(() => window.__ifera.facing === 3 && window.__ifera.coneCells > 0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__ifera.selected === null);
  });

  it('deals a random standard map, shows its seed and draws it', async () => {
    const before = await page.evaluate(() => ({ ...window.__ifera }));
    await page.getByTestId('deal').click();
    await page.waitForFunction(
      (v) => window.__ifera.map === 'standard' && window.__ifera.mapVersion > v,
      before.mapVersion,
    );
    await page.waitForTimeout(500);
    const h = await page.evaluate(() => ({ ...window.__ifera }));
    expect(h.seed).not.toBeNull();
    await expect(page.getByTestId('seed').textContent()).resolves.toBe(String(h.seed));
    expect(h.cells).toBeGreaterThan(19);
    expect(h.drawCalls).toBeLessThan(MAX_DRAW_CALLS);
    const png = await shot('viewer-3-standard');
    const stats = await pixelStats(page, png);
    expect(stats.colours).toBeGreaterThan(40);
    figures.standard = { seed: h.seed, cells: h.cells, drawCalls: h.drawCalls, triangles: h.triangles };
  });

  it('shares the dealt map as a layout code and as an address that reopen the same map', async () => {
    const dealt = await page.evaluate(() => ({ ...window.__ifera }));
    await expect(page.getByTestId('layout-code').textContent()).resolves.toBe(dealt.layoutCode);
    expect(new URL(page.url()).searchParams.get('seed')).toBe(String(dealt.seed));

    await page.getByRole('button', { name: 'Beginner map' }).click();
    await page.waitForFunction(() => window.__ifera.map === 'beginner');
    await page.getByTestId('code-input').fill('garbage!');
    await page.getByTestId('code-input').press('Enter');
    // Issue 31: the message says what is wrong and where.
    await expect(page.getByTestId('map-message').textContent()).resolves.toBe(
      'Not a map code: character 8 is “!”: a code holds only A–Z, a–z, 0–9, - and _.',
    );
    expect(await hook('map')).toBe('beginner');

    await page.getByTestId('code-input').fill(dealt.layoutCode);
    await page.getByTestId('code-input').press('Enter');
    await page.waitForFunction(() => window.__ifera.map === 'code');
    expect(await hook('cells')).toBe(dealt.cells);
    expect(await hook('layoutCode')).toBe(dealt.layoutCode);

    await page.goto(`${rig.server.url}/lab?seed=${dealt.seed}`);
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null);
    expect(await hook('map')).toBe('standard');
    expect(await hook('layoutCode')).toBe(dealt.layoutCode);
  });

  it('loads nothing from outside the server and logs no page errors', () => {
    expect(offsite).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
