import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// Issue 30's proof, real server, real Chromium: the tutorial's first chapter and a whole quick-play game played to
// their end with the keyboard and the accessibility tree only — role, label and name queries, `page.keyboard`; no
// mouse, no canvas coordinates, no test hooks. Every wait is on a condition read from the page. Screenshots and the
// announcements heard (in order) in test-results/e2e/keyboard/.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'keyboard');

const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0', BOT_DELAY_MS: '30' } });

/** A page in English at 1280×800 that records, in order, every announcement its live regions make. */
async function keyboardPage(): Promise<{ page: Page; heard: () => Promise<string[]> }> {
  const w = await openWatchedPage(rig.browser, { width: 1280, height: 800 });
  await w.context.addInitScript(() => {
    localStorage.setItem('ifera:lang', 'en');
    // What a screen reader would be handed: each line added to a polite log, each new text of an assertive region.
    const heard: string[] = [];
    (window as unknown as { heardForTest: string[] }).heardForTest = heard;
    new MutationObserver((records) => {
      const batch: string[] = [];
      for (const r of records) {
        const region = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('[aria-live]');
        if (!region) continue;
        const how = region.getAttribute('aria-live');
        // An atomic region is read whole; another says what was added or what a changed text now reads.
        const whole = region.getAttribute('aria-atomic') === 'true' || how === 'assertive';
        const said = whole
          ? [region.textContent ?? '']
          : r.type === 'characterData'
            ? [r.target.textContent ?? '']
            : [...r.addedNodes].map((n) => n.textContent ?? '');
        // One change of a whole region can come as several records of one batch: it is said once.
        for (const text of said)
          if (text.trim() && !(whole && batch.includes(`[${how}] ${text}`))) batch.push(`[${how}] ${text}`);
      }
      heard.push(...batch);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  w.page.setDefaultTimeout(60_000);
  const heard = () => w.page.evaluate(() => [...(window as unknown as { heardForTest: string[] }).heardForTest]);
  return { page: w.page, heard };
}

/** The Tab presses each control took to reach from where the focus was, in order (a figure for the report). */
const tabs: number[] = [];

/**
 * Moves the focus to `target` with Tab (or Shift+Tab when it lies before the focus), as a keyboard player does; fails
 * when `limit` presses do not get there (the control is not reachable, or far from where the focus was left).
 */
async function tabTo(page: Page, target: Locator, limit = 90): Promise<void> {
  await target.waitFor();
  for (let i = 0; i <= limit; i++) {
    const where = await target.evaluate((el) => {
      const now = document.activeElement;
      if (el === now) return 'here';
      return now && now !== document.body && now.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING
        ? 'before'
        : 'after';
    });
    if (where === 'here') {
      tabs.push(i);
      return;
    }
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached in ${limit} Tab presses`);
}

/** Tab to a control and press Enter on it. */
async function enter(page: Page, target: Locator, limit?: number): Promise<void> {
  await tabTo(page, target, limit);
  await page.keyboard.press('Enter');
}

type Cell = { q: number; r: number };
/** The hex distance between two axial cells. */
const distance = (a: Cell, b: Cell) =>
  (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
/** The first "(q,r)" in a text after `after`. */
const cellIn = (text: string, after = ''): Cell | null => {
  const m = new RegExp(`${after}\\s*\\((-?\\d+),(-?\\d+)\\)`).exec(text);
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null;
};
/** The board cursor's keys by direction (the key help's U I H K N M), with each direction's axial step. */
const CURSOR_STEPS = [
  { key: 'k', q: 1, r: 0 },
  { key: 'i', q: 1, r: -1 },
  { key: 'u', q: 0, r: -1 },
  { key: 'h', q: -1, r: 0 },
  { key: 'n', q: -1, r: 1 },
  { key: 'm', q: 0, r: 1 },
];

/**
 * Walks the board cursor to `to` with its six keys, reading where it is from its own words after each key (a key that
 * would leave the map is answered "off the map" and the cursor stays), then presses Enter on it: the one command aimed
 * at that cell is done.
 */
async function cursorTo(page: Page, to: Cell, name = 'Board cursor'): Promise<void> {
  const cursor = page.getByRole('application', { name });
  await tabTo(page, cursor);
  const reading = async () => (await cursor.textContent()) ?? '';
  for (let guard = 0; guard < 40; guard++) {
    const at = cellIn(await reading());
    if (!at) throw new Error('the cursor says no cell');
    if (at.q === to.q && at.r === to.r) return page.keyboard.press('Enter');
    const steps = CURSOR_STEPS.map((s) => ({ ...s, d: distance({ q: at.q + s.q, r: at.r + s.r }, to) })).sort(
      (a, b) => a.d - b.d,
    );
    for (const step of steps) {
      await page.keyboard.press(step.key);
      const next = { q: at.q + step.q, r: at.r + step.r };
      await expect
        .poll(async () => {
          const r = await reading();
          return r.includes('off the map') || cellIn(r)?.q !== at.q || cellIn(r)?.r !== at.r;
        })
        .toBe(true);
      const now = await reading();
      if (!now.includes('off the map')) {
        expect(cellIn(now)).toEqual(next);
        break;
      }
    }
  }
  throw new Error(`the cursor did not reach (${to.q},${to.r})`);
}

describe('play without a mouse', () => {
  it('the first chapter of the tutorial, with the keyboard and the accessibility tree only', async () => {
    const { page, heard } = await keyboardPage();
    await page.goto(`${rig.server.url}/learn`);
    // From the top of the page, by Tab alone: the chapter's button says which chapter it starts.
    await enter(page, page.getByRole('button', { name: /Start Chapter 1 · Moving, facing and sight/ }));
    const board = page.getByRole('region', { name: 'Board in words' });
    const counter = page.getByText(/^Step \d+ of 7$/);
    const step = async (n: number) => expect.poll(() => counter.textContent()).toBe(`Step ${n} of 7`);
    const marked = async () => cellIn((await board.getByText(/^Marked:/).textContent()) ?? '')!;
    await step(1);
    await enter(page, page.getByRole('button', { name: 'Continue' }));
    await step(2);
    // The marked cell is said on the text board; the cursor walks there and Enter moves the unit.
    expect(await marked()).toEqual({ q: 0, r: 1 });
    await cursorTo(page, await marked());
    await step(3);
    await enter(page, board.getByRole('button', { name: /^Turn to face south-east/ }));
    await step(4);
    await enter(page, page.getByRole('button', { name: 'Continue' }));
    await step(5);
    await enter(page, board.getByRole('button', { name: 'End the turn' }));
    await step(6);
    await cursorTo(page, await marked());
    await step(7);
    await page.screenshot({ path: join(ARTIFACTS, 'lesson-last-step.png'), timeout: 120_000 });
    await enter(page, page.getByRole('button', { name: 'Continue' }));
    await page.getByText('Chapter complete!').waitFor();
    writeFileSync(join(ARTIFACTS, 'lesson-heard.txt'), (await heard()).join('\n'));
    await page.context().close();
  }, 180_000);

  it('a whole quick-play game against gentle bots, to its end, with the keyboard and the accessibility tree only', async () => {
    const { page, heard } = await keyboardPage();
    await page.goto(rig.server.url);
    await tabTo(page, page.getByLabel('Bot level'));
    await page.keyboard.press('Home'); // the first level, gentle
    await expect.poll(() => page.getByLabel('Bot level').inputValue()).toBe('gentle');
    await enter(page, page.getByRole('button', { name: 'Quick play' }));
    const board = page.getByRole('region', { name: 'Board in words' });
    // Entering the match, the first Tab stop is "Skip to the board": one Tab and Enter put the focus on the board
    // cursor (it was about 60 Tabs away, across the tracks, the toolbar and the sheet).
    await board.waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the board');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        board.getByRole('application', { name: 'Board cursor' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const over = page.getByRole('heading', { name: /team wins!|A draw|no winner/ });
    const commands = board.getByRole('button', { disabled: false });
    const played: string[] = [];
    for (let guard = 0; guard < 200; guard++) {
      // Long lists (placements, moves) start folded: Enter on the group's summary opens it, and the board keeps it open.
      const folded = board.locator('details:not([open]) > summary');
      await commands.first().or(folded.first()).or(over).first().waitFor({ timeout: 60_000 });
      if (await over.isVisible()) break;
      while (await folded.count()) await enter(page, folded.first());
      const names = await commands.allTextContents();
      const units = await board.getByRole('list').first().getByRole('listitem').allTextContents();
      // The turn banner names my unit ("Your turn — Eli", "Place Eli", "React? — Eli").
      const banner =
        (await page
          .getByText(/^(Your turn|React\?|Your choice) — [^·]+$|^Place [^(]+$/)
          .first()
          .textContent()) ?? '';
      const myName = /(?:— |Place )(.+)$/.exec(banner)?.[1] ?? '';
      const myLine = units.find((u) => u.startsWith(`${myName},`)) ?? '';
      const myTeam = myLine.split(', ')[1];
      const leader = units.find((u) => u.split(', ')[1] !== myTeam && u.includes('Holy Relic (leader)'));
      const leaderName = leader?.split(',')[0] ?? '';
      const leaderAt = leader ? cellIn(leader, 'at') : null;
      const myAt = cellIn(myLine, 'at');
      const first = (re: RegExp) => names.find((n) => re.test(n));
      const closer = names
        .filter((n) => n.startsWith('Move to'))
        .map((n) => ({ n, at: cellIn(n, 'Move to')! }))
        .filter((m) => leaderAt && myAt && distance(m.at, leaderAt) < distance(myAt, leaderAt))
        .sort((a, b) => distance(a.at, leaderAt!) - distance(b.at, leaderAt!))[0];
      // A choice of cells (where a teleport lands) takes the one nearest the enemy leader.
      const choice = names
        .filter((n) => n.startsWith('Choose'))
        .sort((a, b) =>
          leaderAt ? distance(cellIn(a) ?? leaderAt, leaderAt) - distance(cellIn(b) ?? leaderAt, leaderAt) : 0,
        )[0];
      const name =
        first(/^Place at/) ??
        choice ??
        first(/^Pass/) ??
        first(new RegExp(`^Use .* on ${leaderName} at`)) ??
        closer?.n ??
        first(/^End the turn/) ??
        names[0];
      played.push(name);
      writeFileSync(join(ARTIFACTS, 'quick-play-played.txt'), played.join('\n'));
      const button = board.getByRole('button', { name, exact: true }).first();
      const handle = await button.elementHandle();
      const log = page.getByRole('region', { name: 'Log', exact: true }).getByRole('listitem');
      const logBefore = (await log.allTextContents()).join('\n');
      if (closer && name === closer.n) await cursorTo(page, closer.at);
      else await enter(page, button);
      // A command the engine says may harm my own side is asked about; the question has the focus, Enter answers.
      const question = page.getByRole('alertdialog');
      // The command is done when its button leaves, or, when the same command is legal again in the next state I
      // see (End the turn, when the bots' turns and the world turn come back to me within one update), when the log
      // has its events.
      const done = async () => (await handle!.isHidden()) || (await log.allTextContents()).join('\n') !== logBefore;
      await expect.poll(async () => (await question.isVisible()) || (await done()), { timeout: 60_000 }).toBe(true);
      if (!(await done())) {
        await expect.poll(() => question.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(done, { timeout: 60_000 }).toBe(true);
      }
      // The focus is not dropped at the top of the page: it waits on the board (the cursor), a few Tabs from the next command.
      await expect
        .poll(async () => (await over.isVisible()) || (await board.locator(':focus').count()) === 1)
        .toBe(true);
      if (played.length === 4)
        await page.screenshot({ path: join(ARTIFACTS, 'quick-play-turn.png'), timeout: 120_000 });
    }
    await over.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'quick-play-over.png'), timeout: 120_000 });
    writeFileSync(join(ARTIFACTS, 'quick-play-heard.txt'), (await heard()).join('\n'));
    writeFileSync(
      join(ARTIFACTS, 'quick-play-played.txt'),
      [...played, `Tab presses to each control, in order: ${tabs.join(' ')}`].join('\n'),
    );
    expect(played.some((n) => n.startsWith('Place at'))).toBe(true);
    expect(played.some((n) => n.startsWith('Move to'))).toBe(true);
    expect(played.some((n) => n.startsWith('Use '))).toBe(true);
    await page.context().close();
  }, 300_000);

  it('the lab: an obstacle and a unit placed and turned with the map cursor, the keyboard and the accessibility tree only', async () => {
    const { page, heard } = await keyboardPage();
    await page.goto(`${rig.server.url}/lab`);
    const facts = page.getByText(/^\d+ cells: \d+ open, \d+ obstacles$/);
    const counts = async () => (/(\d+) open, (\d+) obstacles/.exec((await facts.textContent()) ?? '') ?? []).slice(1);
    const [open, obstacles] = await counts();
    const cursor = page.getByRole('application', { name: 'Map cursor' });
    // What the cursor says of its cell (its first line; the second says what Enter does with the tool).
    const reading = async () => (await cursor.locator('p').first().textContent()) ?? '';
    const tools = page.getByRole('group', { name: 'Tools' });
    // The obstacle tool by its button, then the cursor walks to an open cell and Enter puts an obstacle there.
    await enter(page, tools.getByRole('button', { name: 'Obstacle', exact: true }));
    await cursorTo(page, { q: 2, r: 1 }, 'Map cursor');
    await expect.poll(reading).toMatch(/^\(2,1\) · obstacle · /);
    await expect.poll(counts).toEqual([String(Number(open) - 1), String(Number(obstacles) + 1)]);
    // The unit tool: Enter places the chosen character (Eli, red) on the cursor's cell; Shift+← turns it.
    await enter(page, tools.getByRole('button', { name: 'Units', exact: true }));
    await cursorTo(page, { q: 2, r: 0 }, 'Map cursor');
    await expect.poll(reading).toMatch(/^\(2,0\) · open · .* · Eli \(red\), facing E$/);
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(reading).toMatch(/Eli \(red\), facing NE$/);
    const eli = page.getByRole('listitem').filter({ hasText: /^\s*Eli · 2,0 · ↗/ });
    await expect.poll(() => eli.count()).toBe(1);
    // The lab's key help lists the cursor's keys from the lab's key table, and says that U (the unit tool elsewhere)
    // moves the focused cursor; Esc gives the focus back to the cursor.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keys' });
    await expect
      .poll(() => help.textContent())
      .toMatch(
        /Map cursor \(on the focused cursor\).*use the tool on the cursor’s cell.*place or remove a unit \(not on the focused cursor\)/,
      );
    await page.screenshot({ path: join(ARTIFACTS, 'lab-keys.png'), timeout: 120_000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => cursor.evaluate((el) => el === document.activeElement)).toBe(true);
    writeFileSync(join(ARTIFACTS, 'lab-heard.txt'), (await heard()).join('\n'));
    await page.context().close();
  }, 180_000);
});
