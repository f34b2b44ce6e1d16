// Issue 31 "Proof", in real Chromium: a study report marked out of date after an edit (its heatmap hidden); a corrupt
// ?layout= link says what is wrong and the address shows the map really shown; Load takes a lab link; the seed field
// says what it accepts; the rules page shows the diagrams computed from the engine's geometry in both languages, with
// the search and the language in the address. Screenshots in test-results/e2e (looked at by hand).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { beginnerLayout, encodeLayout } from '../../shared/map';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

const ARTIFACTS = join(ROOT, 'test-results', 'e2e');

const rig = useServerAndBrowser(ARTIFACTS);
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  ({ page, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1440, height: 900 }));
}, 120_000);

const text = (id: string) => page.getByTestId(id).textContent();

describe('the lab as a designer sees it (issue 31)', () => {
  it('marks a study report out of date after an edit and stops drawing its heatmap', async () => {
    await page.addInitScript(() => localStorage.setItem('ifera:lang', 'en'));
    await page.goto(`${rig.server.url}/lab`);
    await page.getByTestId('study-panel').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('study-games').inputValue()).toBe('10000');
    expect(await text('study-games-hint')).toMatch(/1 to 100,000/);
    await page.getByTestId('study-games').fill('0');
    expect(await text('study-games-hint')).toMatch(/0 is below 1: type 1 to 100,000/);
    await page.getByTestId('study-games').fill('16');
    await page.getByTestId('study-run').click();
    await page.getByTestId('study-end').waitFor({ timeout: 90_000 });
    // The verdict quotes the range its decision read, says what it means, and names the bot.
    expect(await text('study-verdict')).toMatch(/range|still includes 50 %/);
    expect(await text('study-verdict-details')).toMatch(
      /The range holds blue's true share.*heuristic bot playing every seat/s,
    );
    expect(await page.getByTestId('study-report').getAttribute('data-stale')).toBe('false');
    await page.getByTestId('study-heatmap').selectOption('stood');
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-study-fresh.png'), timeout: 120_000 });
    // Any edit: here "Empty". The report stays, marked, and its heatmap choice goes.
    await page.getByTestId('start-empty').click();
    await page.getByTestId('study-stale').waitFor();
    expect(await text('study-stale')).toMatch(/Out of date: this report measured an earlier version of the map/);
    expect(await page.getByTestId('study-report').getAttribute('data-stale')).toBe('true');
    expect(await page.getByTestId('study-heatmap').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-study-stale.png'), timeout: 120_000 });
    expect(pageErrors).toEqual([]);
  }, 360_000);

  it('a corrupt ?layout= link says what is wrong and where, and the address shows the map really shown (en, zh)', async () => {
    const code = encodeLayout(beginnerLayout());
    const bad = `${code.slice(0, 4)}$${code.slice(5)}`;
    await page.goto(`${rig.server.url}/lab?layout=${encodeURIComponent(bad)}`);
    await page.getByTestId('map-message').waitFor({ timeout: 60_000 });
    expect(await text('map-message')).toBe(
      'The map code in this link is not valid: character 5 is “$”: a code holds only A–Z, a–z, 0–9, - and _. The beginner map is shown instead.',
    );
    await page.waitForFunction(() => location.search === '');
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-bad-link-en.png'), timeout: 120_000 });
    await page.addInitScript(() => localStorage.setItem('ifera:lang', 'zh'));
    await page.goto(`${rig.server.url}/lab?layout=${encodeURIComponent(code.slice(0, 9))}`);
    await page.getByTestId('map-message').waitFor({ timeout: 60_000 });
    expect(await text('map-message')).toMatch(/^此链接中的地图代码无效：.+现在显示的是入门地图。$/);
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-bad-link-zh.png'), timeout: 120_000 });
    await page.addInitScript(() => localStorage.setItem('ifera:lang', 'en'));
  }, 120_000);

  it('Load takes the link Copy link makes; the seed field says what it accepts', async () => {
    await page.goto(`${rig.server.url}/lab?seed=7`);
    await page.getByTestId('lab-link').waitFor({ timeout: 60_000 });
    const code = encodeLayout(beginnerLayout());
    await page.getByTestId('code-input').fill(`${rig.server.url}/lab?layout=${encodeURIComponent(code)}`);
    await page.getByTestId('code-input').press('Enter');
    await expect.poll(() => text('layout-code')).toBe(code);
    const cases: [string, RegExp][] = [
      ['-1', /-1 is below 0/],
      ['abc', /“abc” is not a number/],
      ['3.7', /3\.7 is not a whole number/],
      ['99999999999', /is more than 4,294,967,295/],
    ];
    for (const [typed, words] of cases) {
      await page.getByTestId('seed-input').fill(typed);
      await page.getByTestId('seed-deal').click();
      expect(await text('seed-hint')).toMatch(words);
    }
    await page.getByTestId('seed-input').fill('４２');
    await page.getByTestId('seed-deal').click();
    await expect.poll(() => text('seed')).toBe('42');
    await page.screenshot({ path: join(ARTIFACTS, 'lab31-seed.png'), timeout: 120_000 });
  }, 120_000);
});

describe('/rules diagrams (issue 31)', () => {
  it('shows the diagrams from the engine geometry in English and Chinese; search and language live in the address', async () => {
    await page.goto(`${rig.server.url}/rules?lang=en#R-LOS-3`);
    const los = page.getByTestId('rule-diagram-line-of-sight');
    await los.waitFor({ timeout: 60_000 });
    expect(await los.locator('line[data-kind=clear]').count()).toBe(1);
    expect(await los.locator('line[data-kind=blocked]').count()).toBe(1);
    expect(await los.locator('polygon[data-mark=obstacle]').count()).toBe(4); // two obstacles in each of two panels
    expect(await los.textContent()).toMatch(/A sees B: the straight line from a corner of A's hex/);
    expect(await page.getByTestId('rule-diagram-cone').textContent()).toMatch(
      /3 cells at distance 1, 5 cells at distance 2, 7 cells at distance 3/,
    );
    expect(await page.getByTestId('rule-diagram-push-pull').locator('[data-testid=rule-diagram-panel]').count()).toBe(
      6,
    );
    expect(await page.getByTestId('rule-diagram-multi-target').textContent()).toMatch(/front-left clockwise/);
    await los.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'rules31-diagram-en.png'), timeout: 120_000 });
    await page.goto(`${rig.server.url}/rules?lang=zh&q=push#R-FORCE-4`);
    await page.getByTestId('rules-page').waitFor();
    await expect.poll(() => page.getByTestId('rules-page').getAttribute('data-language')).toBe('zh');
    // An English word in Chinese mode finds the rules (search across both languages), shown in Chinese, with the diagram.
    expect(await page.getByTestId('rules-count').textContent()).not.toMatch(/没有/);
    const pp = page.getByTestId('rule-diagram-push-pull');
    await pp.waitFor();
    expect(await pp.textContent()).toMatch(/推开 2，第 1 步/);
    await pp.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'rules31-diagram-zh.png'), timeout: 120_000 });
    await page.getByTestId('rules-search').fill('cone');
    await page.waitForFunction(
      () =>
        new URLSearchParams(location.search).get('q') === 'cone' &&
        new URLSearchParams(location.search).get('lang') === 'zh',
    );
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
