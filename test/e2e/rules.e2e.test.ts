import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, ROOT, type WatchedPage } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// The rules reference end to end (issue #14 part 2): the home page's link, /rules in English and Chinese, the search
// box, an address with a rule id, a link inside the text — on a desktop window and on a phone. Real server, real
// Chromium, nothing beyond the server. Screenshots in test-results/e2e/rules/.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'rules');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0' } });

/** Where an element sits in the window, and whether the sticky bar covers it. */
async function placement(page: Page, id: string) {
  return page.evaluate((ruleId) => {
    const el = document.getElementById(ruleId)!;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.rules-bar')!.getBoundingClientRect();
    return {
      top: r.top,
      bottom: r.bottom,
      barBottom: bar.bottom,
      height: window.innerHeight,
      target: el.classList.contains('target'),
    };
  }, id);
}

async function expectInView(page: Page, id: string) {
  await page.waitForFunction((ruleId) => document.getElementById(ruleId)?.classList.contains('target'), id);
  // Scrolling is instant; give a frame for layout.
  await page.waitForTimeout(100);
  const p = await placement(page, id);
  expect(p.target, id).toBe(true);
  expect(p.top, `${id} below the sticky bar`).toBeGreaterThanOrEqual(p.barBottom - 2);
  expect(p.top, `${id} within the window`).toBeLessThan(p.height - 40);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => {
    const p = document.querySelector('.rules-page')!;
    return p.scrollWidth <= p.clientWidth + 1 && document.documentElement.scrollWidth <= window.innerWidth + 1;
  });

describe('the rules reference (/rules)', () => {
  it('is its own chunk: the home page bundle holds no rules text', () => {
    const assets = join(ROOT, 'client/dist/assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const html = readFileSync(join(ROOT, 'client/dist/index.html'), 'utf8');
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)![1];
    expect(readFileSync(join(assets, entry), 'utf8')).not.toContain('Two parties of Exiled meet');
    const withText = js.filter((f) => readFileSync(join(assets, f), 'utf8').includes('Two parties of Exiled meet'));
    expect(withText).toHaveLength(1);
    expect(withText[0]).toMatch(/^RulesScreen-/);
  });

  for (const vp of VIEWPORTS) {
    describe(`${vp.name} ${vp.width}×${vp.height}`, () => {
      let w: WatchedPage;
      let page: Page;
      const requested: string[] = [];
      const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${vp.name}-${name}.png`) });

      beforeAll(async () => {
        w = await openWatchedPage(rig.browser, { width: vp.width, height: vp.height });
        page = w.page;
        page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      });
      afterAll(async () => {
        await w?.context.close();
      });

      it('the home page links to the rules without loading them', async () => {
        await page.goto(rig.server.url);
        await page.getByTestId('home-rules').waitFor();
        expect(await page.getByTestId('home-rules').textContent()).toBe('Rules');
        expect(requested.filter((p) => p.includes('RulesScreen'))).toEqual([]);
        await shot('01-home');
        await page.getByTestId('home-rules').click();
        await page.getByTestId('rules-page').waitFor();
        expect(new URL(page.url()).pathname).toBe('/rules');
        expect(await page.getByTestId('rules-page').getAttribute('data-language')).toBe('en');
        expect(await page.locator('h1').textContent()).toBe('Ifera — the rules');
        expect(await page.locator('[data-rule]').count()).toBe(306);
        // A page of text: no three.js (it marks window.__THREE__ when loaded), no canvas.
        expect(await page.evaluate(() => (window as { __THREE__?: string }).__THREE__ ?? null)).toBeNull();
        expect(await page.locator('canvas').count()).toBe(0);
        expect(await noSideScroll(page)).toBe(true);
        await shot('02-rules-en');
      });

      it('the search box narrows the English text to matching rules', async () => {
        await page.getByTestId('rules-search').fill('line of sight');
        await page.getByTestId('rules-count').waitFor();
        const n = await page.locator('[data-rule]').count();
        expect(n).toBeGreaterThan(2);
        expect(n).toBeLessThan(30);
        expect(await page.getByTestId('rules-count').textContent()).toBe(`Matching rules: ${n}`);
        expect(await page.locator('#R-LOS-3').count()).toBe(1);
        expect(await page.locator('#R-MOVE-7').count()).toBe(0);
        expect(await page.locator('.rules-text mark').count()).toBeGreaterThanOrEqual(n);
        expect(await noSideScroll(page)).toBe(true);
        await shot('03-search-en');
        await page.getByTestId('rules-search').fill('zzzz nothing');
        expect(await page.getByTestId('rules-count').textContent()).toBe('Nothing matches. Try fewer words.');
        await page.getByTestId('rules-search').fill('');
        expect(await page.locator('[data-rule]').count()).toBe(306);
      });

      it('an address with a rule id scrolls to it and highlights it', async () => {
        await page.goto(`${rig.server.url}/rules#R-LOS-3`);
        await page.getByTestId('rules-page').waitFor();
        await expectInView(page, 'R-LOS-3');
        expect(await page.locator('.target').count()).toBe(1);
        await shot('04-anchor-en');
      });

      it('in Chinese: the switch, the same ids, a search and a link inside the text', async () => {
        await page.getByTestId('rules-language').click();
        await page.waitForSelector('[data-language="zh"]');
        expect(await page.locator('h1').textContent()).toBe('伊斐拉 — 游戏规则');
        expect(await page.locator('[data-rule]').count()).toBe(306);
        expect(await page.locator('#R-LOS-3').textContent()).toContain('视线');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
        await page.getByTestId('rules-search').fill('推离');
        const n = await page.locator('[data-rule]').count();
        expect(n).toBeGreaterThan(1);
        expect(n).toBeLessThan(15);
        expect(await page.locator('#R-FORCE-4').count()).toBe(1);
        expect(await page.getByTestId('rules-count').textContent()).toBe(`符合的规则：${n} 条`);
        expect(await noSideScroll(page)).toBe(true);
        await shot('05-search-zh');
        // Follow a rule link inside a found rule: R-MOVE-5 names R-MAP-3 (the void), which this search hides.
        await page.getByTestId('rules-search').fill('穿越');
        expect(await page.locator('#R-MAP-3').count()).toBe(0);
        await page.locator('#R-MOVE-5 a.rule-ref[href="#R-MAP-3"]').click();
        await expectInView(page, 'R-MAP-3');
        expect(new URL(page.url()).hash).toBe('#R-MAP-3');
        await shot('06-link-zh');
        // Back returns to the previous rule.
        await page.goBack();
        await page.waitForFunction(() => location.hash === '#R-LOS-3');
        await expectInView(page, 'R-LOS-3');
        // Chinese stays chosen on the next visit (the UI language).
        await page.goto(`${rig.server.url}/rules#O-21`);
        await page.waitForSelector('[data-language="zh"]');
        await expectInView(page, 'O-21');
        await shot('07-decision-zh');
        await page.evaluate(() => localStorage.removeItem('ifera:lang'));
      });

      it('no page errors, nothing fetched beyond the server', () => {
        expect(w.errors).toEqual([]);
        expect(w.offsite).toEqual([]);
      });
    });
  }
});
