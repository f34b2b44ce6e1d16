import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, ROOT, type WatchedPage } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// Issue 13 "the game explains itself", in real Chromium: positions are loaded on the /local screen (the engine in the
// page, a scenario from docs/scenarios.md in the address), room toasts through the real server.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'explain');

const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0' } });
const watched: WatchedPage[] = [];

type MatchHook = NonNullable<Window['__iferaMatch']>;
const hook = (page: Page) => page.evaluate(() => window.__iferaMatch ?? null) as Promise<MatchHook | null>;
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), timeout: 90_000 });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

async function open(path: string, lang: 'en' | 'zh' = 'en', viewport = { width: 1280, height: 720 }): Promise<Page> {
  const w = await openWatchedPage(rig.browser, viewport);
  watched.push(w);
  await w.page.addInitScript((l) => localStorage.setItem('ifera:lang', l), lang);
  await w.page.goto(`${rig.server.url}${path}`);
  return w.page;
}

/** Eli (seat 0, red) beside Darien (seat 1, blue, twin form): Darien's turn. */
const DUEL = {
  map: { radius: 5 },
  units: [
    { character: 'darien', seat: 1, team: 'blue', pos: { q: 0, r: 0 }, form: 'twin', side: 0 },
    { character: 'eli', seat: 0, team: 'red', pos: { q: 1, r: 0 }, facing: 3 },
  ],
  turn: { unit: 'darien' },
};

/** Eli at 1 HP, the Holy Relic's holder, Bleeding, on her turn. */
const BLEEDING = {
  map: { radius: 5 },
  units: [
    {
      character: 'eli',
      seat: 0,
      team: 'red',
      pos: { q: 0, r: 0 },
      hp: 1,
      relic: 'holy',
      statuses: [{ id: 'bleeding' }],
    },
    { character: 'darien', seat: 1, team: 'blue', pos: { q: 3, r: 0 }, relic: 'holy' },
  ],
};

/** Eli Rooted on her turn. */
const ROOTED = {
  map: { radius: 5 },
  units: [
    { character: 'eli', seat: 0, team: 'red', pos: { q: 0, r: 0 }, statuses: [{ id: 'root' }] },
    { character: 'darien', seat: 1, team: 'blue', pos: { q: 3, r: 0 } },
  ],
};

/** The tutorial's chapter 2 position (Noel, blue, seat 3; Yunye behind two obstacles) with Darien (red here) in the open, in Noel's sight. */
const chapterTwo = JSON.parse(readFileSync(join(ROOT, 'shared/tutorial/chapters/02-attacking/scenario.json'), 'utf8'));
const BEHIND_ROCKS = {
  ...chapterTwo,
  units: [...chapterTwo.units, { id: 'darien', character: 'darien', seat: 0, pos: { q: 0, r: 1 }, facing: 3 }],
};

/** Latin words left in a Chinese page, beyond names and key caps that stay as they are. */
function untranslated(text: string): string[] {
  // The language switch names the other language in that language; rule ids and key caps are the same everywhere.
  const allowed = new Set(['Ifera', 'HP', 'WASD', 'Shift', 'Tab', 'Esc', 'Enter', 'English']);
  const rest = text
    .replace(/\bR-[A-Z]+-\d+\b/g, ' ')
    .replace(/\b[A-Z](?:\/[A-Z])+\b/g, ' ')
    .replace(/WASD\//g, ' ');
  return [...rest.matchAll(/[A-Za-z][A-Za-z_/]{2,}/g)].map((m) => m[0]).filter((w) => !allowed.has(w));
}

async function hexClick(page: Page, key: string, move = false): Promise<void> {
  const [q, r] = key.split(',').map(Number);
  const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
  if (move) await page.mouse.move(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

describe('the game explains itself (issue 13)', () => {
  it("R-SETUP-7 the standard draft shows both characters' whole cards", async () => {
    const page = await open('/local?variant=standard&seed=11&seats=0,1,2,3');
    await page.getByTestId('draft-cards').waitFor({ timeout: 30_000 });
    const cards = page.locator('.draft-card');
    expect(await cards.count()).toBe(2);
    for (const i of [0, 1]) {
      const text = await cards.nth(i).innerText();
      expect(text).toMatch(/HP \d+/);
      expect(text).toMatch(/Side 1: /i);
      expect(text).toMatch(/Side 2: /i);
      expect(text).toMatch(/Ultimate/i);
      expect(text).toMatch(/Response/i);
      expect(text).toMatch(/Mechanism/i);
    }
    await shot(page, '01-draft');
  });

  it('R-RES-6 a reaction prompt shows the incoming card and warns that Smoke Veil cannot help against an area', async () => {
    const page = await open(`/local?seats=0,1&scenario=${b64(DUEL)}`);
    await page.locator('[data-skill="verdict"]').click({ timeout: 30_000 });
    // An area skill is aimed first (issue 27): the panel names who it would hit, the second yes fires it.
    expect(await page.getByTestId('area-hits').innerText({ timeout: 10_000 })).toMatch(/Verdict would hit: Eli/);
    await shot(page, '02a-area-aimed');
    await page.getByTestId('use-skill').click();
    await page.getByTestId('incoming-card').waitFor({ timeout: 10_000 });
    const incoming = await page.getByTestId('incoming-card').innerText();
    expect(incoming).toMatch(/Darien/);
    expect(incoming).toMatch(/speed 50|⚡50/);
    expect(incoming).toMatch(/area/);
    expect(await page.getByTestId('incoming-effect').innerText()).toMatch(/On you: \d/);
    const veil = page.locator('[data-testid="reaction-option"]', { hasText: 'Smoke Veil' });
    expect(await veil.getAttribute('data-cannot-help')).toBe('true');
    expect(await veil.getByTestId('cannot-help').innerText()).toMatch(/Will not protect you/);
    expect(await veil.innerText()).toMatch(/resolves before it/);
    await shot(page, '02-reaction');
    // Passing lets the blow land: the log shows the damage with its breakdown.
    await page.keyboard.press('p');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="event-log"] li')].some((li) =>
          /takes \d+ damage \(/.test(li.textContent ?? ''),
        ),
      null,
      { timeout: 10_000 },
    );
    const log = await page.getByTestId('event-log').innerText();
    expect(log).toMatch(/Eli takes \d+ damage \(.*\d.*\)/);
    await shot(page, '03-log-breakdown');
  });

  it('R-STATUS-4 a Bleeding move says what it costs, and one that would kill the leader asks first', async () => {
    const page = await open(`/local?seats=0&scenario=${b64(BLEEDING)}`);
    await page.waitForFunction(
      () => window.__iferaMatch?.promptKind === 'turn' && window.__iferaMatch.moveCells.length > 0,
      null,
      { timeout: 30_000 },
    );
    const m = (await hook(page))!;
    const cell = m.moveCells.find((k) => k === '0,1' || k === '1,-1' || k === '-1,1') ?? m.moveCells[0];
    await hexClick(page, cell, true);
    const hint = page.getByTestId('move-hint');
    await hint.waitFor({ timeout: 5_000 });
    expect(await hint.innerText()).toMatch(/costs you 1 HP \(Bleeding\)/);
    expect(await hint.innerText()).toMatch(/would kill Eli/);
    await shot(page, '04-bleeding-hint');
    await hexClick(page, cell);
    await page.getByTestId('confirm-bar').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('confirm-bar').innerText()).toMatch(/Holy Relic/);
    expect((await hook(page))!.units.eli.pos).toBe('0,0'); // nothing sent yet
    await shot(page, '05-leader-confirm');
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-bar').waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('R-MOVE-8 a refused click says why in words (Rooted), and the Chinese match has no untranslated string', async () => {
    const page = await open(`/local?seats=0&scenario=${b64(ROOTED)}`);
    await page.waitForFunction(() => window.__iferaMatch?.promptKind === 'turn', null, { timeout: 30_000 });
    expect(await page.getByTestId('cannot-move').innerText()).toMatch(/Rooted/);
    await hexClick(page, '0,1');
    await page.getByTestId('notice').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('notice').innerText()).toMatch(/Rooted: this unit cannot spend movement/);
    await shot(page, '06-refused-click');

    const zh = await open(`/local?seats=0,1&scenario=${b64(DUEL)}`, 'zh');
    await zh.locator('[data-skill="verdict"]').click({ timeout: 30_000 });
    await zh.getByTestId('use-skill').click({ timeout: 10_000 });
    await zh.getByTestId('incoming-card').waitFor({ timeout: 10_000 });
    await zh.waitForTimeout(300);
    const text = await zh.locator('main').innerText();
    expect(untranslated(text)).toEqual([]);
    expect(text).toContain('无法保护你');
    await shot(zh, '07-zh-reaction');
  });

  it('R-LOS-2 aiming at a target behind rocks draws the blocked line; one in sight draws the clear line', async () => {
    const page = await open(`/local?seats=3&scenario=${b64(BEHIND_ROCKS)}`);
    await page.waitForFunction(() => window.__iferaMatch?.skills.some((k) => k.skill === 'whiteGaze'), null, {
      timeout: 30_000,
    });
    await page.locator('[data-skill="whiteGaze"]').first().click();
    await hexClick(page, '1,-1', true);
    await page.waitForFunction(() => window.__iferaMatch?.aimSight?.to === '1,-1', null, { timeout: 10_000 });
    expect((await hook(page))!.aimSight).toEqual({ to: '1,-1', blocked: true });
    await shot(page, '09-aim-blocked');
    await hexClick(page, '0,1', true);
    await page.waitForFunction(() => window.__iferaMatch?.aimSight?.to === '0,1', null, { timeout: 10_000 });
    expect((await hook(page))!.aimSight).toEqual({ to: '0,1', blocked: false });
    await shot(page, '10-aim-clear');
  });

  it('room toasts are words in Chinese, seats counted from 1', async () => {
    const page = await open('/', 'zh');
    await page.getByRole('button', { name: '创建房间' }).click();
    await page.getByTestId('start').click({ timeout: 30_000 });
    const toast = page.locator('.toast').first();
    await toast.waitFor({ timeout: 10_000 });
    const words = await toast.innerText();
    expect(untranslated(words)).toEqual([]);
    expect(words).not.toMatch(/room\/|botsForEmpty|seat 0/);
    await shot(page, '08-zh-toast');
  });

  it('had no page errors and no off-site requests', () => {
    for (const w of watched) {
      expect(w.errors).toEqual([]);
      expect(w.offsite).toEqual([]);
    }
  });
});
