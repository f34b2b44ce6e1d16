// Issue 31 "Proof", in real Chromium: two maps compared side by side in the lab (one table of differences with
// intervals, the two heatmaps aligned); a map saved as a file and opened again (a bad file refused with its problems,
// nothing changed); a PNG of the map decoded (size, not blank); this browser's gallery (keep, rename, open, delete).
// One server and one browser; screenshots in test-results/e2e (looked at by hand).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { beginnerLayout, encodeLayout, parseMapFile } from '../../shared/map';
import { randomStudyLayout } from '../../shared/study';
import { openWatchedPage, pixelStats, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

const ARTIFACTS = join(ROOT, 'test-results', 'e2e');

const rig = useServerAndBrowser(ARTIFACTS);
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  ({ page, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1440, height: 900 }));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('lab-files-e2e')) {
      localStorage.clear();
      localStorage.setItem('ifera:lang', 'en');
      sessionStorage.setItem('lab-files-e2e', '1');
    }
  });
  await page.goto(`${rig.server.url}/lab`);
  await page.getByTestId('map-file-panel').waitFor({ timeout: 60_000 });
}, 120_000);

const text = (id: string) => page.getByTestId(id).textContent();
const code = () => page.getByTestId('layout-code').textContent();

/** Clicks a button that downloads and returns the file's name and bytes. */
async function downloadOf(testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = join(ARTIFACTS, `lab-files-${d.suggestedFilename()}`);
  await d.saveAs(file);
  return { name: d.suggestedFilename(), bytes: readFileSync(file) };
}

describe('the lab: maps as files and pictures, the gallery, maps compared (issue 31)', () => {
  const beginner = encodeLayout(beginnerLayout());

  it('saves a map file and opens it again; a bad file lists its problems and changes nothing', async () => {
    expect(await code()).toBe(beginner);
    await page.getByTestId('map-file-name').fill('Two rivers');
    await page.getByTestId('map-file-notes').fill('first try');
    const saved = await downloadOf('map-file-save');
    expect(saved.name).toBe('Two-rivers.ifera-map.json');
    const read = parseMapFile(saved.bytes.toString('utf8'));
    expect(read).toMatchObject({
      ok: true,
      file: { format: 'ifera-map/1', name: 'Two rivers', notes: 'first try', layoutCode: beginner },
    });

    await page.getByTestId('start-empty').click();
    await expect.poll(code).not.toBe(beginner);
    const empty = await code();
    // A file with a broken code and a bad study: every problem named with where, and the map stays as it is.
    const bad = saved.bytes
      .toString('utf8')
      .replace(`"layoutCode": "${beginner}"`, `"layoutCode": "${beginner.slice(0, 4)}$${beginner.slice(5)}"`)
      .replace('"study": null', '"study": { "games": -3 }');
    await page
      .getByTestId('map-file-input')
      .setInputFiles({ name: 'broken.ifera-map.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await page.getByTestId('map-file-problems').waitFor();
    expect(await text('map-file-problems')).toMatch(
      /broken\.ifera-map\.json cannot be opened:.*"layoutCode": character 5 is “\$”.*"study\.games" must be a whole number from 1, found -3.*Nothing was changed/s,
    );
    expect(await code()).toBe(empty);
    await page.getByTestId('map-file-problems').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-file-bad-en.png'), timeout: 120_000 });

    await page
      .getByTestId('map-file-input')
      .setInputFiles({ name: saved.name, mimeType: 'application/json', buffer: saved.bytes });
    await expect.poll(code).toBe(beginner);
    expect(await text('map-file-notice')).toBe('Opened “Two rivers”.');
    expect(await page.getByTestId('map-file-notes').inputValue()).toBe('first try');
  }, 180_000);

  it('exports a PNG named after the map and its code, with and without overlays, that is not blank', async () => {
    const plain = await downloadOf('map-png');
    expect(plain.name).toBe(`Two-rivers-${beginner.slice(0, 10)}.png`);
    expect(plain.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const width = plain.bytes.readUInt32BE(16);
    const height = plain.bytes.readUInt32BE(20);
    expect(width).toBeGreaterThanOrEqual(1440);
    expect(height).toBeGreaterThanOrEqual(900);
    const stats = await pixelStats(page, plain.bytes);
    expect(stats.colours).toBeGreaterThan(30);
    expect(stats.stddev).toBeGreaterThan(10);
    writeFileSync(join(ARTIFACTS, 'lab31-map-plain.png'), plain.bytes);
    // A position and a facing light the vision overlay: the plain picture leaves it out, the other one keeps it.
    await page.getByTestId('cell-input').fill('0,1');
    await page.getByTestId('cell-input').press('Enter');
    await page.keyboard.press('1');
    await expect.poll(() => page.evaluate(() => window.__ifera.visibleCells)).toBeGreaterThan(0);
    const plainAgain = await downloadOf('map-png');
    await page.getByTestId('map-png-overlays').check();
    const lit = await downloadOf('map-png');
    expect(plainAgain.bytes.equals(plain.bytes)).toBe(true);
    expect(lit.bytes.equals(plain.bytes)).toBe(false);
    writeFileSync(join(ARTIFACTS, 'lab31-map-overlays.png'), lit.bytes);
  }, 180_000);

  it('keeps maps in this browser: keep, rename, open, delete', async () => {
    await page.getByTestId('gallery-keep').click();
    await expect.poll(() => page.getByTestId('gallery-item').count()).toBe(1);
    await page.getByTestId('map-file-name').fill('Second map');
    await page.getByTestId('start-empty').click();
    await page.getByTestId('gallery-keep').click();
    // Keep again saves over the entry this map was kept as (a new one only for a map opened from a file or new).
    await expect.poll(() => page.getByTestId('gallery-item').count()).toBe(1);
    await page.reload();
    await page.getByTestId('gallery').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('gallery-name').allTextContents()).toEqual(['Second map']);
    await page.getByTestId('gallery-rename').click();
    await page.getByTestId('gallery-rename-input').fill('Empty table');
    await page.getByTestId('gallery-rename-save').click();
    await expect.poll(() => page.getByTestId('gallery-name').allTextContents()).toEqual(['Empty table']);
    await page.getByTestId('start-empty').click();
    await page.getByTestId('gallery-open').click();
    expect(await page.getByTestId('map-file-name').inputValue()).toBe('Empty table');
    await page.getByTestId('gallery').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-gallery-en.png'), timeout: 120_000 });
    await page.getByTestId('gallery-delete').click();
    await page.getByTestId('gallery-delete-confirm').click();
    await expect.poll(() => page.getByTestId('gallery-item').count()).toBe(0);
  }, 180_000);

  it('compares two maps under the same plan: one table of differences with intervals, heatmaps aligned (en, zh)', async () => {
    await page.getByTestId('gallery').waitFor();
    await page.getByTestId('code-input').fill(beginner);
    await page.getByTestId('code-input').press('Enter');
    await expect.poll(code).toBe(beginner);
    await page.getByTestId('study-games').fill('8');
    await page.getByTestId('compare-input').fill(encodeLayout(randomStudyLayout(3)));
    await page.getByTestId('compare-run').click();
    await page.getByTestId('compare-result').waitFor({ timeout: 90_000 });
    const row = page.locator('[data-testid=compare-row][data-id=blueOfDecisive]');
    expect(await row.textContent()).toMatch(/blue of the decisive games.*%.*points.*\[.*\]/);
    expect(await page.getByTestId('compare-row').count()).toBeGreaterThan(15);
    expect(await text('compare-verdict-a')).toMatch(/^A: this map · /);
    const a = page.getByTestId('compare-heatmap-a').locator('svg');
    const b = page.getByTestId('compare-heatmap-b').locator('svg');
    // Aligned: one box for both pictures.
    expect(await a.getAttribute('viewBox')).toBe(await b.getAttribute('viewBox'));
    expect(await a.locator('polygon').count()).toBeGreaterThan(30);
    expect(await a.locator('polygon:not([data-count="0"])').count()).toBeGreaterThan(0);
    await page.getByTestId('compare-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-compare-en.png'), timeout: 120_000 });
    await page.getByTestId('lab-lang').click();
    await expect.poll(() => row.textContent()).toMatch(/蓝方（分出胜负的对局）.*个百分点/);
    await page.getByTestId('compare-heatmap-b').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-compare-zh.png'), timeout: 120_000 });
    await page
      .locator('.study-minimaps')
      .screenshot({ path: join(ARTIFACTS, 'lab31-compare-heatmaps-zh.png'), timeout: 120_000 });
    // A bad map file in Chinese: the same problems, in the reader's language.
    await page.getByTestId('map-file-input').setInputFiles({
      name: 'broken.ifera-map.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{\n  "format": "ifera-map/1",\n  "name": "x" oops\n}'),
    });
    await page.getByTestId('map-file-problems').waitFor();
    expect(await text('map-file-problems')).toMatch(
      /无法打开 broken\.ifera-map\.json：.*第 3 行第 \d+ 列.*没有任何改动/s,
    );
    await page
      .getByTestId('map-file-panel')
      .screenshot({ path: join(ARTIFACTS, 'lab31-file-bad-zh.png'), timeout: 120_000 });
    // An edit marks the comparison out of date.
    await page.getByTestId('start-empty').click();
    await page.getByTestId('compare-stale').waitFor();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
