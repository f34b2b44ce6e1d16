// Issue 15 §1 "Proof", end to end in real Chromium: build a legal standard map from the empty start with mouse and
// keyboard only, see a broken rule named on the right board, fix it, copy the link, open it in a new page, play it in a
// room; once in Chinese. Screenshots in test-results/e2e/lab-*.png.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

const ARTIFACTS = join(ROOT, 'test-results', 'e2e');
const rig = useServerAndBrowser(ARTIFACTS);
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];
let offsite: string[] = [];

const shot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
const boards = (p: Page) => p.evaluate(() => window.__iferaLab.layout().boards.length);
const problems = (p: Page) =>
  p.evaluate(() => window.__iferaLab.problems().map((x) => ({ board: x.board, ruleId: x.ruleId, kind: x.kind })));

/** Clicks the table at a cell (its on-screen centre, from the lab's camera). */
async function clickHex(p: Page, h: { q: number; r: number }): Promise<void> {
  const at = await p.evaluate(([q, r]) => window.__ifera.hexToScreen(q, r), [h.q, h.r]);
  await p.mouse.click(at.x, at.y);
}

/** Chooses a board in the palette (mouse), turns it with R (keyboard) until a spot lights, and clicks a lit spot (mouse). */
async function placeBoard(p: Page, board: string): Promise<void> {
  const before = await boards(p);
  await p.getByTestId(`palette-${board}`).click();
  for (let turns = 0; turns < 6; turns++) {
    const rotation = await p.evaluate(
      () => Number(/\d+/.exec(document.querySelector('[data-testid=palette-rotation]')!.textContent!)![0]) / 60,
    );
    const spots = await p.evaluate(([b, r]) => window.__iferaLab.litSpots(b as string, r as number), [
      board,
      rotation,
    ] as const);
    if (spots.length > 0) {
      await clickHex(p, spots[0]);
      await p.waitForFunction((n) => window.__iferaLab.layout().boards.length === n + 1, before);
      return;
    }
    await p.keyboard.press('r');
  }
  throw new Error(`no lit spot for ${board}`);
}

beforeAll(async () => {
  ({ context, page, offsite, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1440, height: 900 }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
});

describe('the map lab editor (issue 15 §1)', () => {
  let link = '';
  let code = '';

  it('builds a legal standard map from the empty start with mouse and keyboard only', async () => {
    await page.goto(`${rig.server.url}/lab`);
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null && !!window.__iferaLab);
    await page.getByTestId('start-empty').click();
    await page.waitForFunction(() => window.__iferaLab.layout().boards.length === 1);
    await page.getByTestId('palette-river').click();
    await page.waitForTimeout(300);
    await shot(page, 'lab-1-empty-spots');
    await page.keyboard.press('Escape');
    for (const board of ['river', 'jungle', 'ruins', 'pass', 'rift', 'meadow', 'campfire-ember', 'campfire-ash'])
      await placeBoard(page, board);
    expect(await boards(page)).toBe(9);
    await page.getByTestId('statue').selectOption('river');
    await page.getByTestId('camps').selectOption('campfire-ember');
    await page.waitForFunction(
      () => window.__iferaLab.layout().campfires !== null && window.__iferaLab.layout().statue === 'river',
    );
    expect(await problems(page)).toEqual([]);
    await expect(page.getByTestId('problems-ok').textContent()).resolves.toContain('A legal standard map');
    await expect(page.getByTestId('facts-camp-to-camp').textContent()).resolves.toMatch(/\d+ steps walking/);
    await page.waitForTimeout(300);
    await shot(page, 'lab-2-built');
  });

  it('names a broken rule on the right board and outlines it; undo, redo and a turn back fix it', async () => {
    // Select the blue camp by clicking its centre cell, then turn it with R: its one blue side no longer meets blue.
    const ash = await page.evaluate(
      () => window.__iferaLab.layout().boards.find((b) => b.board === 'campfire-ash')!.at,
    );
    await clickHex(page, ash);
    await page.waitForFunction(() => window.__iferaLab.selectedBoard() === 'campfire-ash');
    await page.keyboard.press('r');
    await page.waitForFunction(() => window.__iferaLab.problems().length > 0);
    const broken = await problems(page);
    expect(broken[0]).toMatchObject({ board: 'campfire-ash' });
    const words = await page.getByTestId('problem').first().textContent();
    expect(words).toContain('Ash');
    expect(words).toMatch(/\((O-11|R-MAP-9|R-MAP-10)\)$/);
    await expect(page.getByTestId('problem').first().getAttribute('data-board')).resolves.toBe('campfire-ash');
    expect(await page.getByTestId('play-map').isDisabled()).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'lab-3-broken-rule');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.__iferaLab.problems().length === 0);
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => window.__iferaLab.problems().length > 0);
    await page.keyboard.press('Shift+r');
    await page.waitForFunction(() => window.__iferaLab.problems().length === 0);
    expect(await page.getByTestId('play-map').isDisabled()).toBe(false);
  });

  it('keeps the code and the address on the current map; the copied link opens the same map in a new page', async () => {
    code = await page.evaluate(() => window.__iferaLab.code());
    await expect(page.getByTestId('layout-code').textContent()).resolves.toBe(code);
    expect(new URL(page.url()).searchParams.get('layout')).toBe(code);
    await page.getByTestId('copy-link').click();
    link = (await page.getByTestId('lab-link').inputValue())!;
    const clipboard = await page.evaluate(() => navigator.clipboard.readText()).catch(() => null);
    if (clipboard !== null) expect(clipboard).toBe(link);
    expect(link).toContain(`layout=${code}`);
    const second = await context.newPage();
    await second.goto(link);
    await second.waitForFunction(() => window.__ifera?.firstFrameMs != null && !!window.__iferaLab);
    expect(await second.evaluate(() => window.__iferaLab.code())).toBe(code);
    expect(await second.evaluate(() => window.__iferaLab.problems().length)).toBe(0);
    page = second;
  });

  it('once in Chinese: the panels and the broken rule in words', async () => {
    await page.getByTestId('lab-lang').click();
    await expect(page.getByTestId('editor-panel').textContent()).resolves.toContain('撤销');
    const ember = await page.evaluate(
      () => window.__iferaLab.layout().boards.find((b) => b.board === 'campfire-ember')!.at,
    );
    await clickHex(page, ember);
    await page.waitForFunction(() => window.__iferaLab.selectedBoard() === 'campfire-ember');
    await page.keyboard.press('r');
    await page.waitForFunction(() => window.__iferaLab.problems().length > 0);
    expect(await page.getByTestId('problem').first().textContent()).toMatch(
      /[\u4e00-\u9fff].*\((O-11|R-MAP-9|R-MAP-10)\)$/,
    );
    // The study panel takes such a map with a warning, in the same words (it once showed "boards[8]: … (O-11)").
    const warning = await page.getByTestId('study-warning').textContent();
    expect(warning).toMatch(/[\u4e00-\u9fff].*\((O-11|R-MAP-9|R-MAP-10)\)$/);
    expect(warning).not.toMatch(/boards\[|rotation|campfire-/);
    await page.waitForTimeout(300);
    await shot(page, 'lab-4-chinese');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.__iferaLab.problems().length === 0);
    await page.getByTestId('lab-lang').click();
  });

  it('plays the map in a room: quick play on the layout code starts a match', async () => {
    await page.getByTestId('play-map').click();
    await page.waitForURL(/\/play\/[A-Z0-9]{4,12}$/, { timeout: 20_000 });
    await page.waitForFunction(() => window.__iferaMatch?.promptKind != null, null, { timeout: 30_000 });
    await page.waitForTimeout(500);
    await shot(page, 'lab-5-playing');
  }, 60_000);

  it('on a phone: the map keeps the upper half, framed whole and tappable, and the panels fold away', async () => {
    const phone = await openWatchedPage(rig.browser, { width: 390, height: 844 });
    try {
      const p = phone.page;
      await p.goto(`${rig.server.url}/lab`);
      await p.waitForFunction(() => window.__ifera?.firstFrameMs != null && !!window.__iferaLab);
      const canvasBox = () =>
        p.evaluate(() => document.querySelector('.board-canvas canvas')!.getBoundingClientRect().toJSON() as DOMRect);
      // Every board's centre is on the canvas, which ends where the sheet of panels begins.
      const onCanvas = async () => {
        const box = await canvasBox();
        const centres = await p.evaluate(() =>
          window.__iferaLab.layout().boards.map((b) => window.__ifera.hexToScreen(b.at.q, b.at.r)),
        );
        return centres.every((c) => c.x > box.left && c.x < box.right && c.y > box.top && c.y < box.bottom);
      };
      await p.waitForTimeout(300);
      const half = await canvasBox();
      const sheet = await p.getByTestId('editor-panel').boundingBox();
      expect(half.bottom).toBeLessThanOrEqual(844 / 2 + 1);
      expect(sheet!.y).toBeGreaterThanOrEqual(half.bottom);
      expect(await onCanvas()).toBe(true);
      // A tap on the map reaches it (the panels no longer cover it).
      const ember = await p.evaluate(
        () => window.__iferaLab.layout().boards.find((b) => b.board === 'campfire-ember')!.at,
      );
      await clickHex(p, ember);
      await p.waitForFunction(() => window.__iferaLab.selectedBoard() === 'campfire-ember');
      await shot(p, 'lab-6-phone');
      await p.getByTestId('lab-sheet-toggle').click();
      await p.getByTestId('editor-panel').waitFor({ state: 'hidden' });
      await p.waitForFunction(
        () => document.querySelector('.board-canvas canvas')!.getBoundingClientRect().height > 800,
      );
      await p.waitForTimeout(300);
      expect(await onCanvas()).toBe(true);
      await shot(p, 'lab-7-phone-folded');
      await p.getByTestId('lab-sheet-toggle').click();
      await p.getByTestId('editor-panel').waitFor({ state: 'visible' });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('logs no page errors and loads nothing from outside the server', () => {
    expect(pageErrors).toEqual([]);
    expect(offsite).toEqual([]);
  });
});
