// Issue 15 §2 "Proof": in real Chromium, the lab's "Study this map" runs a 200-game study in web workers, shows progress
// and time left, then a report with 95 % intervals and a verdict, heatmap data and downloads; once in Chinese.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

const ARTIFACTS = join(ROOT, 'test-results', 'e2e');

const rig = useServerAndBrowser(ARTIFACTS);
let page: Page;
let pageErrors: string[] = [];
let offsite: string[] = [];

/** Opens /lab and the study panel (behind the lab's toggle when it has one). */
async function openPanel(): Promise<void> {
  await page.goto(`${rig.server.url}/lab`);
  const toggle = page.getByTestId('lab-study-toggle');
  await page.waitForSelector('[data-testid=study-panel], [data-testid=lab-study-toggle]', { timeout: 30_000 });
  if ((await page.getByTestId('study-panel').count()) === 0) await toggle.click();
  await page.getByTestId('study-panel').waitFor();
}

async function study(games: number): Promise<void> {
  await page.getByTestId('study-games').fill(String(games));
  await page.getByTestId('study-run').click();
}

beforeAll(async () => {
  ({ page, offsite, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1280, height: 900 }));
});

describe('balance study in the lab (issue 15 §2)', () => {
  it('runs a 200-game study with progress, time left and a report with intervals and a verdict', async () => {
    await page.addInitScript(() => localStorage.setItem('ifera:lang', 'en'));
    await openPanel();
    await study(200);
    // Progress: the bar and "n/200 games · x games/s · … left", in workers (the page stays responsive).
    await page.getByTestId('study-progress').waitFor();
    await page.waitForFunction(
      () =>
        /[1-9]\d*\/200 games · [\d.]+ games\/s · .* left/.test(
          document.querySelector('[data-testid=study-progress-text]')?.textContent ?? '',
        ),
      null,
      { timeout: 60_000 },
    );
    const during = await page.getByTestId('study-progress-text').textContent();
    expect(during).toMatch(/workers?/);
    const value = await page.getByTestId('study-progress').evaluate((p) => (p as HTMLProgressElement).value);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(200);
    await page.screenshot({ path: join(ARTIFACTS, 'study-running.png') });
    // The report: all 200 games (the stop rule needs at least 200 before it may stop), verdict, intervals.
    await page.getByTestId('study-end').waitFor({ timeout: 85_000 });
    expect(await page.getByTestId('study-end').textContent()).toMatch(/All 200 games played/);
    expect(await page.getByTestId('study-verdict').textContent()).toMatch(
      /^(Red is favoured|Blue is favoured|Balanced|Not settled after 200 games).*\d+\.\d %/,
    );
    const red = await page.getByTestId('study-red').textContent();
    expect(red).toMatch(/Red\s*\d+\.\d %.*\d+\.\d % – \d+\.\d %\s*\d+ \/ 200/);
    expect(await page.getByTestId('study-report').textContent()).toMatch(/Seat 3.*Characters/s);
    expect(await page.getByTestId('study-length').textContent()).toMatch(/Game length: [\d.]+ rounds/);
    await page.getByTestId('study-heatmap').selectOption('deaths');
    await expect
      .poll(() => page.getByTestId('study-panel').textContent())
      .toMatch(/Busiest cells: \(-?\d+,-?\d+\) ×\d+/);
    await page.screenshot({ path: join(ARTIFACTS, 'study-report.png'), fullPage: true });
    // JSON download: the report and 200 games.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('study-json').click()]);
    const file = join(ARTIFACTS, 'study.json');
    await download.saveAs(file);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(json.format).toBe('ifera-study/1');
    expect(json.report.games).toBe(200);
    expect(json.games).toHaveLength(200);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('study-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(pageErrors).toEqual([]);
    expect(offsite).toEqual([]);
  }, 180_000);

  it('cancels a study and reports in Chinese', async () => {
    await page.addInitScript(() => localStorage.setItem('ifera:lang', 'zh'));
    await openPanel();
    await study(5000);
    await page.waitForFunction(
      () => /[1-9]\d*\/5000 局/.test(document.querySelector('[data-testid=study-progress-text]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    await page.getByTestId('study-cancel').click();
    await page.getByTestId('study-end').waitFor();
    expect(await page.getByTestId('study-end').textContent()).toMatch(/5000 局中打了 \d+ 局后取消/);
    expect(await page.getByTestId('study-verdict').textContent()).toMatch(/局|胜率|平衡/);
    await page.screenshot({ path: join(ARTIFACTS, 'study-zh.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
