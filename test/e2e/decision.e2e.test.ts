import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, ROOT, type WatchedPage } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// Issue 27 "Shown at the decision", in real Chromium: positions loaded on the /local screen (the engine in the page, a
// scenario from docs/scenarios.md in the address). The target buttons and the 3D target give the damage and the kill
// chance; an area skill draws its area and names whom it hits before a second yes, and is refused in words with nobody
// in range; the reaction prompt says what the incoming action does to you; an action that kills its own actor waits for
// a yes. Screenshots in test-results/e2e/decision/.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'decision');

const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0' } });
const watched: WatchedPage[] = [];

type MatchHook = NonNullable<Window['__iferaMatch']>;
const hook = (page: Page) => page.evaluate(() => window.__iferaMatch ?? null) as Promise<MatchHook | null>;
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), timeout: 90_000 });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Yunye (red, seat 0) beside Darien (blue, seat 1, the blue Holy Relic); Noel holds the red one, out of reach. */
function duel(darien: Record<string, unknown>, yunye: Record<string, unknown> = {}, turn = 'yunye') {
  return {
    map: { radius: 5 },
    units: [
      { character: 'yunye', seat: 0, team: 'red', pos: { q: 0, r: 0 }, facing: 0, relic: 'vessel', ...yunye },
      { character: 'darien', seat: 1, team: 'blue', pos: { q: 1, r: 0 }, facing: 3, relic: 'holy', ...darien },
      { character: 'noel', seat: 2, team: 'red', pos: { q: -3, r: 0 }, relic: 'holy' },
    ],
    turn: { unit: turn },
  };
}

/** Opens a position on /local in a language, waiting until the turn's skills are offered. */
async function open(position: unknown, lang: 'en' | 'zh', seats = '0'): Promise<Page> {
  const w = await openWatchedPage(rig.browser, { width: 1280, height: 800 });
  watched.push(w);
  await w.page.addInitScript((l) => localStorage.setItem('ifera:lang', l), lang);
  await w.page.goto(`${rig.server.url}/local?seats=${seats}&scenario=${b64(position)}`);
  await w.page.waitForFunction(
    () => window.__iferaMatch?.promptKind === 'turn' && window.__iferaMatch.skills.length > 0,
    null,
    { timeout: 30_000 },
  );
  return w.page;
}

async function hover(page: Page, key: string): Promise<void> {
  const [q, r] = key.split(',').map(Number);
  const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
  await page.mouse.move(p.x, p.y);
}

describe('issue 27: the preview shown where the decision is made', () => {
  it('a target button and the 3D target show the damage and the kill chance; an area skill draws its area and whom it hits, and fires on a second yes (en, zh)', async () => {
    const page = await open(duel({ hp: 2 }), 'en');
    await page.locator('[data-skill="crumblingPalm"]').click();
    const words = (await page.getByTestId('target-odds').innerText({ timeout: 10_000 })).trim();
    expect(words).toMatch(/^1–2 damage · falls \d\d%$/);
    expect(await page.getByTestId('action-panel').innerText()).toContain('Choose a target for Crumbling Palm');
    await hover(page, '1,0');
    expect(await page.getByTestId('target-hint').innerText({ timeout: 10_000 })).toContain(words);
    await shot(page, 'target-odds-en');
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(
      () => /倒下/.test(document.querySelector('[data-testid="target-odds"]')?.textContent ?? ''),
      null,
      { timeout: 10_000 },
    );
    expect((await page.getByTestId('target-odds').innerText()).trim()).toMatch(/^1–2 点伤害 · 倒下 \d\d%$/);
    expect(await page.getByTestId('action-panel').innerText()).toContain('为 崩山掌 选择目标');
    await shot(page, 'target-odds-zh');

    // The area skill: aimed first, its six cells lit and whom it hits named; nothing is sent before the second yes.
    await page.keyboard.press('Escape');
    await page.locator('[data-skill="sweepingKick"]').click();
    expect(await page.getByTestId('area-hits').innerText({ timeout: 10_000 })).toBe('扫堂腿 将命中：达里恩');
    expect(await page.getByTestId('action-panel').innerText()).toContain('扫堂腿 将命中棋盘上标出的范围');
    await shot(page, 'area-drawn-zh');
    await page.getByTestId('language-switch').click();
    expect(await page.getByTestId('area-hits').innerText({ timeout: 10_000 })).toBe('Sweeping Kick would hit: Darien');
    expect(await page.getByTestId('action-panel').innerText()).toContain(
      'Sweeping Kick hits the area drawn on the board',
    );
    expect((await hook(page))!.highlighted).toBe(6);
    expect((await hook(page))!.units.darien.hp).toBe(2);
    await shot(page, 'area-drawn-en');
    await page.getByTestId('use-skill').click();
    await page.waitForFunction(() => window.__iferaMatch!.units.darien.hp < 2, null, { timeout: 15_000 });
  });

  it('an area skill with nobody in range is refused in words, and nothing is spent', async () => {
    const page = await open(duel({ pos: { q: 3, r: 0 } }), 'en');
    await page.locator('[data-skill="sweepingKick"]').click();
    expect(await page.getByTestId('area-nobody').innerText({ timeout: 10_000 })).toBe(
      'Nobody is in range of Sweeping Kick: it would do nothing, so it is not used.',
    );
    expect(await page.getByTestId('use-skill').count()).toBe(0);
    await shot(page, 'area-nobody-en');
    await page.keyboard.press('Enter');
    expect((await hook(page))!.promptKind).toBe('turn');
    expect((await hook(page))!.skills.some((k) => k.skill === 'sweepingKick')).toBe(true);
  });

  it('R-STATUS-5 an action that kills its own actor (Poisoned at 1 HP) waits for a yes with the warning (en, zh)', async () => {
    const page = await open(duel({ hp: 2 }, { hp: 1, statuses: [{ id: 'poison' }] }), 'en');
    for (const [lang, warning] of [
      ['en', 'This kills Yunye. Do it anyway?'],
      ['zh', '这必定让 云野 阵亡。仍然执行吗？'],
    ] as const) {
      await page.locator('[data-skill="crumblingPalm"]').click();
      const button = page.getByTestId('target-btn');
      await button.waitFor({ timeout: 10_000 });
      expect(await button.getAttribute('class')).toContain('harm');
      await button.click();
      expect(await page.getByTestId('confirm-bar').innerText({ timeout: 10_000 })).toContain(warning);
      expect((await hook(page))!.units.yunye.alive).toBe(true); // nothing sent yet
      await shot(page, `self-kill-warning-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('confirm-bar').waitFor({ state: 'detached', timeout: 5_000 });
      if (lang === 'en') await page.getByTestId('language-switch').click();
    }
  });

  it('the reaction prompt says what the incoming attack does to you, with and without each answer (en, zh)', async () => {
    const page = await open(duel({}, {}, 'darien'), 'en', '0,1');
    await page.locator('[data-skill="cleave"]').click();
    await page.getByTestId('use-skill').click({ timeout: 10_000 });
    await page.getByTestId('incoming-card').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('incoming-effect').innerText()).toMatch(/^On you: \d(–\d)? damage/);
    expect(await page.getByTestId('if-answered').count()).toBeGreaterThan(0);
    await shot(page, 'reaction-on-you-en');
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(
      () => /^对你：\d(–\d)? 点伤害/.test(document.querySelector('[data-testid="incoming-effect"]')?.textContent ?? ''),
      null,
      { timeout: 10_000 },
    );
    await shot(page, 'reaction-on-you-zh');
  });

  it('had no page errors and no off-site requests', () => {
    for (const w of watched) {
      expect(w.errors).toEqual([]);
      expect(w.offsite).toEqual([]);
    }
  });
});
