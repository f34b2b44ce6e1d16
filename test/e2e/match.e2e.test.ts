import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assembleMap, beginnerLayout, mapCellList } from '../../shared/map';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';
import { writeFinishedRecord } from './finishedRecord';

// A person plays a beginner game against three bots through the real server, in real Chromium (software WebGL).
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'match');

const rig = useServerAndBrowser(ARTIFACTS, {
  env: { RESTORE_MATCHES: '0', BOT_DELAY_MS: '60' },
  records: (folder) => {
    replayCommands = writeFinishedRecord(folder, REPLAY_ID);
  },
});
let page: Page;
let offsite: string[] = [];
let pageErrors: string[] = [];

type MatchHook = NonNullable<Window['__iferaMatch']>;
const match = () => page.evaluate(() => window.__iferaMatch ?? null) as Promise<MatchHook | null>;
const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

/** Clicks the first of the cells that the pointer really reaches and that the predicate then confirms. */
async function clickCell(keys: string[], done: () => Promise<boolean>): Promise<string> {
  for (const key of keys.slice(0, 10)) {
    const [q, r] = key.split(',').map(Number);
    const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
    await page.mouse.click(p.x, p.y);
    for (let i = 0; i < 20; i++) {
      if (await done()) return key;
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`none of ${keys.slice(0, 10).join(' ')} took the click`);
}

const REPLAY_ID = '20261122T000000Z-E2EREP';

let replayCommands = 0;

beforeAll(async () => {
  ({ page, offsite, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1440, height: 900 }));
});

describe('match screen end to end (beginner, quick play against bots)', () => {
  it('shows the lobby at "/"', async () => {
    await page.goto(rig.server.url);
    await page.getByTestId('quick-play').waitFor();
    await shot('01-home');
  });

  it('quick play opens a battle room and asks for the placement', async () => {
    await page.getByTestId('quick-play').click();
    await page.getByTestId('match-screen').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/play\/[A-Z0-9]{6}$/);
    await page.waitForFunction(
      () => window.__iferaMatch?.promptKind === 'place' && window.__iferaMatch.actingSeat === 0,
      null,
      { timeout: 30_000 },
    );
    await page.waitForFunction(() => window.__ifera?.firstFrameMs != null);
    await shot('02-placement');
  });

  it('places the unit by clicking a start cell, choosing a facing and confirming', async () => {
    const cells = (await match())!.placeCells;
    expect(cells.length).toBeGreaterThan(0);
    await clickCell(cells, async () => await page.getByTestId('place-confirm').isEnabled());
    await page.getByRole('button', { name: /NE/ }).first().click();
    await page.getByTestId('place-confirm').click();
    await page.waitForFunction(() => window.__iferaMatch?.units.eli?.pos != null, null, { timeout: 15_000 });
  });

  it('reaches its own turn after the bots placed and shows where it can move', async () => {
    await page.waitForFunction(
      () => window.__iferaMatch?.promptKind === 'turn' && window.__iferaMatch.actingSeat === 0,
      null,
      { timeout: 60_000 },
    );
    const m = (await match())!;
    expect(m.moveCells.length).toBeGreaterThan(0);
    expect(m.highlighted).toBe(m.moveCells.length);
    // Hovering a reachable cell draws the engine's path to it and says what it costs.
    const [q, r] = m.moveCells[m.moveCells.length - 1].split(',').map(Number);
    const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
    await page.mouse.move(p.x, p.y);
    await page
      .locator('.hover-hint')
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
    await page.waitForTimeout(200);
    await shot('03-my-turn');
  });

  it('turns in place from the keyboard (Shift+A turns left: R-MOVE-4, one movement)', async () => {
    const before = (await match())!;
    await page.keyboard.press('Shift+A');
    await page.waitForFunction((v) => (window.__iferaMatch?.version ?? 0) > v, before.version, { timeout: 10_000 });
    expect((await match())!.units.eli.pos).toBe(before.units.eli.pos);
  });

  it('moves by clicking a highlighted cell (the server applies it)', async () => {
    const before = (await match())!;
    const from = before.units.eli.pos;
    // Prefer far cells: they show the move best and are less likely to sit under a standee.
    const targets = [...before.moveCells].reverse();
    const moved = await clickCell(targets, async () => (await match())!.units.eli.pos !== from);
    expect((await match())!.units.eli.pos).toBe(moved);
    await page.waitForTimeout(400);
    await shot('04-after-move');
  });

  it('a reload returns to the same seat with the stored reconnection token, mid-turn', async () => {
    const before = (await match())!;
    await page.reload();
    await page.getByTestId('match-screen').waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () => window.__iferaMatch?.actingSeat === 0 && window.__iferaMatch.promptKind === 'turn',
      null,
      { timeout: 30_000 },
    );
    const after = (await match())!;
    expect(after.units.eli.pos).toBe(before.units.eli.pos);
    expect(after.version).toBe(before.version);
    // The event log comes back with the room's recent events (the server sends them on the reconnection).
    await page.waitForFunction(
      () => (document.querySelectorAll('[data-testid="event-log"] li').length ?? 0) > 0,
      null,
      { timeout: 10_000 },
    );
  });

  it('ends the turn by key (Enter, then Enter again to confirm); the bots play and the round advances', async () => {
    const round = (await match())!.round!;
    // Enter arms the end of the turn, Enter again confirms. Right after the reload above the room may send the same
    // prompt's view once more; that late update keeps the key armed (matchUi `update`). An end of turn the preview warns
    // about (the night may kill the leader) shows its warning on the first bar, so two presses are always enough.
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-bar').waitFor();
    await page.keyboard.press('Enter');
    // Ended: another seat acts, or (the bots being quick, a poll may come only once they are done) a later round or the
    // end of the game; not only the first, which is gone again when the bots finish the round between two polls.
    const done = await page
      .waitForFunction(
        (r) =>
          window.__iferaMatch?.actingSeat !== 0 ||
          window.__iferaMatch?.promptKind !== 'turn' ||
          (window.__iferaMatch?.round ?? 0) > r ||
          window.__iferaMatch?.stage === 'over',
        round,
        { timeout: 60_000, polling: 250 },
      )
      .then(
        () => true,
        () => false,
      );
    // On a failure, say what the page showed: the bar still asking, a refusal, or the state the hook saw.
    const why = done
      ? ''
      : JSON.stringify({
          bar: await page.getByTestId('confirm-bar').count(),
          toasts: await page.locator('.toast').allInnerTexts(),
          focus: await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)),
          match: await page.evaluate(() => window.__iferaMatch && { ...window.__iferaMatch, units: undefined }),
        });
    expect(done, `the turn ended by Enter, Enter ${why}`).toBe(true);
    await page.waitForFunction(
      (r) => (window.__iferaMatch?.round ?? 0) > r || window.__iferaMatch?.stage === 'over',
      round,
      { timeout: 80_000, polling: 250 },
    );
    await shot('05-next-round');
    const log = await page.getByTestId('event-log').innerText();
    expect(log).toMatch(/Round \d+ begins|Game over/);
  });

  it('plays on: walks towards the enemy, aims a skill at a highlighted target when one is in reach, ends turns', async () => {
    const dist = (a: string, b: string) => {
      const [q1, r1] = a.split(',').map(Number);
      const [q2, r2] = b.split(',').map(Number);
      return (Math.abs(q1 - q2) + Math.abs(r1 - r2) + Math.abs(q1 + r1 - q2 - r2)) / 2;
    };
    let aimed = false;
    const deadline = Date.now() + 120_000;
    for (let turn = 0; turn < 5 && !aimed && Date.now() < deadline; turn++) {
      await page.waitForFunction(
        () =>
          (window.__iferaMatch?.promptKind === 'turn' && window.__iferaMatch.actingSeat === 0) ||
          window.__iferaMatch?.stage === 'over' ||
          (window.__iferaMatch?.actingSeat === 0 && window.__iferaMatch.promptKind === 'reaction'),
        null,
        { timeout: 80_000, polling: 250 },
      );
      let m = (await match())!;
      if (m.stage === 'over' || !m.units.eli.alive) break;
      if (m.promptKind === 'reaction') {
        await page.getByTestId('pass').click();
        continue;
      }
      const aimable = () => m.skills.find((k) => k.needsTarget && k.targets > 0);
      if (!aimable() && m.moveCells.length) {
        const enemies = Object.values(m.units)
          .filter((u) => u.team !== 'red' && u.alive && u.pos)
          .map((u) => u.pos!);
        const best = [...m.moveCells].sort(
          (a, b) => Math.min(...enemies.map((e) => dist(a, e))) - Math.min(...enemies.map((e) => dist(b, e))),
        );
        const from = m.units.eli.pos;
        await clickCell(best, async () => (await match())!.units.eli.pos !== from).catch(() => '');
        await page.waitForFunction((v) => (window.__iferaMatch?.version ?? 0) > v, m.version).catch(() => {});
        m = (await match())!;
      }
      const k = aimable();
      if (k && m.promptKind === 'turn') {
        await page.locator(`[data-skill="${k.skill}"]`).click();
        await page.waitForFunction(() => (window.__iferaMatch?.highlighted ?? 0) > 0);
        await page.waitForTimeout(300);
        await shot('07-aiming');
        const targets = await page.evaluate(() =>
          Object.values(window.__iferaMatch!.units)
            .filter((u) => u.team === 'blue' && u.alive && u.pos)
            .map((u) => u.pos!),
        );
        const before = m.version;
        await clickCell(targets, async () => ((await match())!.version ?? 0) > before);
        aimed = true;
        await page.waitForTimeout(500);
        await shot('08-after-skill');
        break;
      }
      const now = (await match())!;
      if (now.promptKind === 'turn' && now.actingSeat === 0) {
        await page.getByTestId('end-turn').click();
        // Ended once the match has moved past this version: "seat 0 no longer on its turn" can be missed by a poll
        // when the bots play their turns between two polls and it is seat 0's turn again.
        await page.waitForFunction((v) => (window.__iferaMatch?.version ?? 0) > v, now.version, { timeout: 10_000 });
      }
    }
    await shot('09-later');
    // Not every seed brings an enemy into reach within a few turns; the log says what happened either way.
    console.log(`aimed a skill: ${aimed}`);
  });

  it('replays a finished match from its record and steps through it', async () => {
    await page.goto(`${rig.server.url}/replay/${REPLAY_ID}`);
    await page.getByTestId('replay-controls').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__iferaMatch?.version === 0 && window.__iferaMatch.stage === 'setup');
    await page.keyboard.press('End');
    await page.waitForFunction((n) => window.__iferaMatch?.version === n, replayCommands);
    expect((await match())!.stage).toBe('over');
    await page.waitForTimeout(300);
    await shot('06-replay-end');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((n) => window.__iferaMatch?.version === n - 1, replayCommands);
  });

  it('had no page errors and no off-site requests', () => {
    expect(pageErrors).toEqual([]);
    expect(offsite).toEqual([]);
  });
});

describe('match screen on a phone (390 × 844)', () => {
  it('keeps the map in the middle, places and steps by keyboard, and opens the sheet and the log as drawers', async () => {
    const phone = await openWatchedPage(rig.browser, { width: 390, height: 844 });
    try {
      const p = phone.page;
      await p.goto(rig.server.url);
      await p.getByTestId('quick-play').click();
      await p.waitForFunction(() => window.__iferaMatch?.promptKind === 'place', null, { timeout: 30_000 });
      // The side panels are closed drawers: nothing covers the map between the top bar and the prompt bar.
      expect(await p.locator('.match-left').isVisible()).toBe(false);
      expect(await p.locator('.match-right').isVisible()).toBe(false);
      await p.keyboard.press('c');
      await p.keyboard.press('Enter');
      await p.waitForFunction(
        () => window.__iferaMatch?.promptKind === 'turn' && window.__iferaMatch.actingSeat === 0,
        null,
        { timeout: 60_000 },
      );
      // The map is framed between the top bar and the prompt bar at its largest: the turn's bar covers no cell.
      const cells = mapCellList(assembleMap(beginnerLayout())).map((c) => [c.q, c.r] as const);
      const covered = await p.evaluate((list) => {
        const top = document.querySelector('.match-top')!.getBoundingClientRect().bottom;
        const bottom = document.querySelector('.match-bottom')!.getBoundingClientRect().top;
        return list.filter(([q, r]) => {
          const c = window.__ifera.hexToScreen(q, r);
          return c.y <= top || c.y >= bottom;
        }).length;
      }, cells);
      expect(cells.length).toBeGreaterThan(100);
      expect(covered).toBe(0);
      await p.getByRole('button', { name: 'Sheet' }).click();
      await p.locator('.match-left .sheet').waitFor();
      await p.screenshot({ path: join(ARTIFACTS, '14-phone-sheet.png') });
      await p.getByRole('button', { name: 'Log' }).click();
      await p.locator('[data-testid="event-log"]').waitFor();
      expect(await p.locator('.match-left').isVisible()).toBe(false);
      await p.screenshot({ path: join(ARTIFACTS, '15-phone-log.png') });
      expect(phone.errors).toEqual([]);
      expect(phone.offsite).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('closing the phone context leaves the browser and the first page running', async () => {
    expect(rig.browser.isConnected()).toBe(true);
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
  });
});
