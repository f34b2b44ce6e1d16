import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';
import { writeFinishedRecord } from './finishedRecord';

// Issue 30 end to end, real server, real Chromium: axe finds no serious or critical violation on any screen in either
// language; a reaction chain is played with the keyboard and the accessibility tree only (role and name queries, no
// mouse, no canvas coordinates, no test hooks) and announced in the order it resolves. Screenshots in test-results/e2e/access/.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'access');
const REPLAY_ID = '20261128T000000Z-E2EACC';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

const rig = useServerAndBrowser(ARTIFACTS, {
  env: { RESTORE_MATCHES: '0', BOT_DELAY_MS: '30' },
  records: (folder) => writeFinishedRecord(folder, REPLAY_ID),
});

/** axe's serious and critical violations on the page as it is, one line each (empty when none). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** A page in `language` (stored before the first script runs). */
async function pageIn(language: 'en' | 'zh'): Promise<Page> {
  const w = await openWatchedPage(rig.browser, { width: 1280, height: 800 });
  await w.context.addInitScript((l) => localStorage.setItem('ifera:lang', l), language);
  // A software-rendered board on a shared machine: generous waits, on conditions only.
  w.page.setDefaultTimeout(120_000);
  return w.page;
}

describe('axe on every screen', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`${language}: home, room lobby, match, lessons, replay, rules and the lab have no serious or critical violation`, async () => {
      const page = await pageIn(language);
      const found: Record<string, string[]> = {};
      const check = async (screen: string) => {
        found[screen] = await seriousViolations(page);
        await page.screenshot({ path: join(ARTIFACTS, `axe-${language}-${screen}.png`), timeout: 120_000 });
      };
      await page.goto(rig.server.url);
      await page.getByTestId('quick-play').waitFor();
      await check('home');
      await page.getByRole('button', { name: language === 'en' ? 'Create a room' : '创建房间', exact: true }).click();
      await page.getByTestId('join-code').waitFor({ timeout: 20_000 });
      await check('room-lobby');
      await page.goto(rig.server.url);
      await page.getByTestId('quick-play').click();
      await page.getByTestId('text-board').waitFor({ timeout: 30_000 });
      await check('match');
      await page.goto(`${rig.server.url}/learn`);
      await page.getByTestId('learn-list').waitFor();
      await check('lessons');
      await page.getByTestId('open-01-moving').click();
      await page.getByTestId('text-board').waitFor({ timeout: 30_000 });
      await check('lesson');
      await page.goto(`${rig.server.url}/replay/${REPLAY_ID}`);
      await page.getByTestId('replay-controls').waitFor({ timeout: 30_000 });
      await check('replay');
      await page.goto(`${rig.server.url}/rules`);
      await page.locator('#R-LOS-1').waitFor();
      await check('rules');
      await page.goto(`${rig.server.url}/lab`);
      await page.getByTestId('map-name').waitFor({ timeout: 30_000 });
      await check('lab');
      expect(found).toEqual({
        home: [],
        'room-lobby': [],
        match: [],
        lessons: [],
        lesson: [],
        replay: [],
        rules: [],
        lab: [],
      });
      await page.context().close();
    }, 600_000);
  }
});

/** Nia (seat 2) faces Eli (seat 0) across one cell on her turn: Flame Soulburn at Eli, who may answer with Death Cut. */
const CHAIN = {
  variant: 'beginner',
  map: { radius: 5 },
  units: [
    { character: 'nia', seat: 2, pos: { q: 0, r: 0 }, facing: 0 },
    { character: 'eli', seat: 0, pos: { q: 1, r: 0 }, facing: 3 },
  ],
  turn: { unit: 'nia' },
  forcedRolls: [1, 1],
};

describe('announcements', () => {
  it('R-RES-3, R-RES-4: a reaction offered to me is said at once with the action it answers; the chain is said in the order it resolves', async () => {
    const page = await pageIn('en');
    await page.goto(`${rig.server.url}/local?seats=0,2&scenario=${b64(CHAIN)}`);
    const board = page.getByRole('region', { name: 'Board in words' });
    await board.getByRole('button', { name: 'Use Flame Soulburn on Eli at (1,0)' }).press('Enter');
    // Eli's reaction window: the assertive region says what comes and asks.
    const urgent = page.getByTestId('announce-assertive');
    await expect
      .poll(() => urgent.textContent(), { timeout: 60_000 })
      .toContain('Nia uses Flame Soulburn on Eli. React or pass.');
    await board.getByRole('button', { name: 'React with Death Cut on Nia at (0,0)' }).press('Enter');
    const polite = page.getByTestId('announce-polite').locator('p');
    await expect
      .poll(async () => (await polite.allTextContents()).some((l) => l.startsWith('Eli takes')), { timeout: 60_000 })
      .toBe(true);
    const lines = await polite.allTextContents();
    await page.screenshot({ path: join(ARTIFACTS, 'chain.png'), timeout: 120_000 });
    const at = (prefix: string) => lines.findIndex((l) => l.startsWith(prefix));
    // Declared in order, then resolved faster first (Death Cut's speed is below Flame Soulburn's, R-RES-4).
    expect(at('Nia uses Flame Soulburn')).toBeGreaterThanOrEqual(0);
    expect(at('Eli may react')).toBeGreaterThan(at('Nia uses Flame Soulburn'));
    expect(at('Eli uses Death Cut')).toBeGreaterThan(at('Eli may react'));
    expect(at('Nia takes')).toBeGreaterThan(at('Eli uses Death Cut'));
    expect(at('Eli takes')).toBeGreaterThan(at('Nia takes'));
    // What is announced is the log, line for line.
    const log = await page.getByTestId('event-log').locator('li').allTextContents();
    expect(log.slice(-lines.length)).toEqual(lines);
    await page.context().close();
  }, 600_000);
});
