import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { directionTo, parseHexKey } from '../../shared/hex';
import { CHAPTERS } from '../../shared/tutorial';
import { openWatchedPage, ROOT, type WatchedPage } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';
import { openLearnList, untilLearn, type LearnHook } from './learnPage';

// The tutorial end to end (issue 14 §1 "Proof"), real server, real Chromium: a newcomer completes chapters 1 and 2 with
// mouse and keyboard only, finding what to click only from what the step highlights (window.__iferaLearn: the act
// cell, the lit skill and control — never the script), in English (chapter 2 again in Chinese); the refused attack shows
// the blocked line and the rule; skip and restart work; a reload resumes at the saved step. Issue 27: on a phone every
// step of every chapter is walked by taps, the step's cell never covered (a tapped skill opens no card; a long-pressed
// card closes by a tap); /learn shows the chapter list again. Screenshots in test-results/e2e/learn/; every chapter
// photographed at two sizes in both languages is `npm run shots` (test/shots/learnChapters.shots.test.ts).
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'learn');
const ARROWS = ['→', '↗', '↖', '←', '↙', '↘'];

const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0' } });
/** The open page's errors, named in a failure. */
let watchedErrors: string[] = [];

/** The test's pages: a failed test's page is closed too, or its canvas keeps rendering into the next tests. */
let opened: WatchedPage[] = [];
async function openPage(
  viewport: { width: number; height: number },
  options: { hasTouch?: boolean } = {},
): Promise<WatchedPage> {
  const w = await openWatchedPage(rig.browser, viewport, options);
  opened.push(w);
  return w;
}

afterEach(async () => {
  await Promise.all(opened.map((w) => w.context.close().catch(() => undefined)));
  opened = [];
});

type Hook = LearnHook;
const until = untilLearn;

/** Where a cell's centre is on the screen now. */
async function screenAt(page: Page, key: string): Promise<{ x: number; y: number }> {
  const [q, r] = key.split(',').map(Number);
  return page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
}

/** The camera has settled: the cell stays at one screen point over two frames (a condition, not a pause). */
async function settled(page: Page, key: string): Promise<{ x: number; y: number }> {
  let last = await screenAt(page, key);
  for (let i = 0; i < 100; i++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const now = await screenAt(page, key);
    if (Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    last = now;
  }
  throw new Error(`the camera did not settle on ${key}`);
}

async function clickCell(page: Page, key: string): Promise<void> {
  const [q, r] = key.split(',').map(Number);
  const p = await page.evaluate(([a, b]) => window.__ifera.hexToScreen(a, b), [q, r]);
  await page.mouse.click(p.x, p.y);
}

/** Does what the current step highlights: Continue, the lit control, the lit skill then the act cell, or the act cell. */
async function actOnHighlight(page: Page, h: Hook): Promise<void> {
  if (h.reading) {
    await page.getByTestId('learn-continue').click();
    return;
  }
  if (h.control === 'endTurn' || h.control === 'flip') {
    await page.getByTestId(h.control === 'endTurn' ? 'end-turn' : 'flip').click();
    return;
  }
  if (h.control === 'facing' && h.act && h.unitCell) {
    const dir = directionTo(parseHexKey(h.unitCell)!, parseHexKey(h.act)!);
    await page.locator('button.facing', { hasText: ARROWS[dir!] }).click();
    return;
  }
  // The lit skill: a skill of the turn, or an answer of a reaction prompt.
  if (h.skill) await page.locator(`.skill-btn[data-skill="${h.skill}"], .react-btn[data-skill="${h.skill}"]`).click();
  if (h.act) await clickCell(page, h.act);
}

/** Plays the open chapter to its end from the highlights alone; `onStep` sees each step before acting. */
async function playChapter(page: Page, chapter: string, onStep?: (h: Hook) => Promise<void>): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const h = await until(page, `a step of ${chapter}`, (x) => x.chapter === chapter);
    if (h.complete) return;
    await onStep?.(h);
    if (h.act) await settled(page, h.act); // the camera settles on the step before the pointer goes there
    await actOnHighlight(page, h);
    try {
      await until(
        page,
        `step ${h.stepId} to pass`,
        (x) => x.step !== h.step || x.complete || (x.refused !== null && x.version !== h.version),
        8000,
      );
    } catch (e) {
      await page.screenshot({ path: join(ARTIFACTS, `failed-${chapter}-${h.stepId}.png`) });
      throw new Error(`${(e as Error).message}\npage errors: ${watchedErrors.join(' | ').slice(0, 3000)}`, {
        cause: e,
      });
    }
  }
  throw new Error(`${chapter} did not end`);
}

async function openLearn(w: WatchedPage, language: 'en' | 'zh'): Promise<void> {
  watchedErrors = w.errors;
  await openLearnList(w, rig.server.url, language);
}

describe('the tutorial in the browser', () => {
  it('English: chapters 1 and 2 by the highlights; the refused attack shows its blocked line and rule; reload resumes; restart and skip', async () => {
    const w = await openPage({ width: 1280, height: 800 });
    const { page } = w;
    await openLearn(w, 'en');
    await page.screenshot({ path: join(ARTIFACTS, 'en-list.png') });
    await page.getByTestId('open-01-moving').click();
    await until(page, 'chapter 1', (h) => h.chapter === '01-moving');
    await page.screenshot({ path: join(ARTIFACTS, 'en-ch1-start.png') });
    let reloaded = false;
    await playChapter(page, '01-moving', async (h) => {
      if (h.stepId === 'turn') await page.screenshot({ path: join(ARTIFACTS, 'en-ch1-turn.png') });
      if (h.stepId === 'see' && !reloaded) {
        // A reload resumes at the saved step.
        reloaded = true;
        await page.reload();
        const back = await until(page, 'the resumed step', (x) => x.chapter === '01-moving');
        expect(back.stepId).toBe('see');
      }
    });
    await page.getByTestId('learn-done').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'en-ch1-done.png') });
    await page.getByTestId('learn-next').click();

    await playChapter(page, '02-attacking', async (h) => {
      if (h.stepId === 'step-out') {
        // The attack just refused: the rule, in words, and the blocked corner-to-corner line drawn in the scene.
        expect(h.refused).toEqual({ code: 'target/not_visible', ruleId: 'R-LOS-2' });
        expect(h.refusalDrawn).toBe(true);
        const note = page.getByTestId('learn-refusal');
        await expect(note.textContent()).resolves.toContain('not in sight');
        expect(await note.locator('a').getAttribute('href')).toBe('/rules#R-LOS-2');
        await page.screenshot({ path: join(ARTIFACTS, 'en-ch2-refused.png') });
      }
    });
    await page.getByTestId('learn-done').waitFor();

    // Restart a chapter, then skip it: the list marks it skipped and the next chapter opens.
    await page.getByTestId('learn-next').click();
    const ch3 = await until(page, 'chapter 3', (h) => h.chapter === '03-reactions');
    await page.getByTestId('learn-continue').click();
    await until(page, 'step 2', (h) => h.step === 1);
    await page.getByTestId('learn-restart').click();
    expect((await until(page, 'restart', (h) => h.step === 0)).stepId).toBe(ch3.stepId);
    await page.getByTestId('learn-skip').click();
    await expect(page.locator('.learn-confirm').textContent()).resolves.toContain('lower speed number resolves first');
    await page.getByTestId('learn-skip-yes').click();
    await until(page, 'chapter 4', (h) => h.chapter === '04-statuses');
    await page.getByTestId('learn-chapters').click();
    await page.getByTestId('learn-list').waitFor();
    expect(await page.getByTestId('chapter-01-moving').getAttribute('data-mark')).toBe('done');
    expect(await page.getByTestId('chapter-02-attacking').getAttribute('data-mark')).toBe('done');
    expect(await page.getByTestId('chapter-03-reactions').getAttribute('data-mark')).toBe('skipped');
    await page.screenshot({ path: join(ARTIFACTS, 'en-list-after.png') });
    expect(w.errors).toEqual([]);
    await w.context.close();
  }, 90_000);

  it('English: chapters 3, 4 and 5 by the highlights alone — the lit reaction answers, the statuses, the last fight won', async () => {
    const w = await openPage({ width: 1280, height: 720 });
    const { page } = w;
    await openLearn(w, 'en');
    await page.getByTestId('open-03-reactions').click();
    await playChapter(page, '03-reactions', async (h) => {
      // A reaction step lights its answer on the prompt itself (the button a newcomer is told to press).
      if (h.awaits === 'reaction' && h.skill)
        expect(await page.locator(`.react-btn[data-skill="${h.skill}"]`).count()).toBe(1);
    });
    await page.getByTestId('learn-done').waitFor();
    await page.getByTestId('learn-next').click();
    await playChapter(page, '04-statuses');
    await page.getByTestId('learn-done').waitFor();
    await page.getByTestId('learn-next').click();
    await playChapter(page, '05-the-goal', async (h) => {
      if (h.stepId === 'aim') await page.screenshot({ path: join(ARTIFACTS, 'en-ch5-aim.png') });
    });
    await page.getByTestId('learn-done').waitFor();
    await page.getByTestId('learn-next').click();
    await playChapter(page, '06-first-game');
    await page.getByTestId('learn-done').waitFor();
    // The last chapter offers the first real game.
    expect(await page.getByTestId('learn-done').locator('button', { hasText: 'First real game' }).count()).toBe(1);
    await page.getByTestId('learn-chapters').click();
    for (const id of ['03-reactions', '04-statuses', '05-the-goal', '06-first-game'])
      expect(await page.getByTestId(`chapter-${id}`).getAttribute('data-mark')).toBe('done');
    // Coming back to /learn shows the chapter list (with the marks), not the last chapter again (issue 27).
    await page.goto(`${rig.server.url}/`);
    await page.getByTestId('home-learn').click();
    await page.getByTestId('learn-list').waitFor();
    expect(await page.getByTestId('chapter-05-the-goal').getAttribute('data-mark')).toBe('done');
    expect(w.errors).toEqual([]);
    await w.context.close();
  }, 180_000);

  it('on a phone: each step frames what it lights between the instruction panel and the action bar, and a tap walks there', async () => {
    const w = await openPage({ width: 390, height: 844 });
    const { page } = w;
    await openLearn(w, 'en');
    await page.getByTestId('open-01-moving').click();
    const screen = (key: string) => screenAt(page, key);
    // The lit cells, the cell to tap and the learner's unit: each between the panel and the bar, where the eye and a tap land.
    const framed = async (h: Hook) => {
      await settled(page, h.act ?? h.unitCell ?? h.lit[0]);
      const panel = (await page.locator('.match-left').boundingBox())!;
      const bar = (await page.locator('.match-bottom').boundingBox())!;
      for (const key of [...(h.act ? [h.act] : []), ...(h.unitCell ? [h.unitCell] : []), ...h.lit]) {
        const p = await screen(key);
        expect(p.y, `${h.stepId}: ${key} below the panel`).toBeGreaterThan(panel.y + panel.height);
        expect(p.y, `${h.stepId}: ${key} above the bar`).toBeLessThan(bar.y);
      }
    };
    await framed(await until(page, 'the first step', (x) => x.chapter === '01-moving' && x.step === 0));
    await page.getByTestId('learn-continue').click();
    const h = await until(page, 'the walking step', (x) => x.chapter === '01-moving' && x.step === 1 && x.act !== null);
    await framed(h);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-ch1-walk.png') });
    const at = await screen(h.act!);
    await page.mouse.click(at.x, at.y);
    await until(page, 'the step after the walk', (x) => x.step > h.step);
    expect(w.errors).toEqual([]);
    await w.context.close();
  }, 60_000);

  it('Chinese: chapter 2 by the highlights, its refused attack in Chinese words with the rule', async () => {
    const w = await openPage({ width: 1280, height: 800 });
    const { page } = w;
    await openLearn(w, 'zh');
    await page.getByTestId('open-02-attacking').click();
    await expect(page.getByTestId('learn-text').textContent()).resolves.toMatch(/诺尔/);
    await playChapter(page, '02-attacking', async (h) => {
      if (h.stepId === 'step-out') {
        await expect(page.getByTestId('learn-refusal').textContent()).resolves.toContain('不在视野内');
        await page.screenshot({ path: join(ARTIFACTS, 'zh-ch2-refused.png') });
      }
    });
    await page.getByTestId('learn-done').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'zh-ch2-done.png') });
    expect(w.errors).toEqual([]);
    await w.context.close();
  }, 90_000);
  it("issue 27, on a phone (390×844): every step of every chapter by taps alone, the step's cell never covered; a tapped skill opens no card, a long-pressed one closes by a tap", async () => {
    const w = await openPage({ width: 390, height: 844 }, { hasTouch: true });
    const { page } = w;
    await openLearn(w, 'en');
    /** The cell to tap is between the instruction column and the action bar, and what a tap there hits is the board. */
    const uncovered = async (h: Hook, key: string) => {
      const p = await settled(page, key);
      const panel = (await page.locator('.match-left').boundingBox())!;
      const bar = (await page.locator('.match-bottom').boundingBox())!;
      expect(p.y, `${h.chapter} ${h.stepId}: ${key} below the instructions`).toBeGreaterThan(panel.y + panel.height);
      expect(p.y, `${h.chapter} ${h.stepId}: ${key} above the action bar`).toBeLessThan(bar.y);
      expect(
        await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, p),
        `${h.chapter} ${h.stepId}: nothing over ${key}`,
      ).toBe('CANVAS');
      return p;
    };
    const tap = (selector: string) => page.locator(selector).first().tap();
    // One page for the whole walk: each chapter's Next opens the following one (a page load per chapter cost ~11 s).
    await page.getByTestId(`open-${CHAPTERS[0].id}`).tap();
    for (const [index, chapter] of CHAPTERS.entries()) {
      if (index > 0) await page.getByTestId('learn-next').tap();
      for (let guard = 0; guard < 20; guard++) {
        const h = await until(page, `a step of ${chapter.id}`, (x) => x.chapter === chapter.id);
        if (h.complete) break;
        if (chapter.id === '02-attacking' && h.stepId === 'range') {
          // A long press opens White Gaze's card; a tap on the card closes it (pressed once the step has settled).
          await settled(page, h.unitCell!);
          const button = page.locator('.skill-btn[data-skill="whiteGaze"]').first();
          const box = (await button.boundingBox())!;
          const cdp = await w.context.newCDPSession(page);
          const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
          await page.locator('.card-pop').waitFor();
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          await page.locator('.card-pop').tap();
          await page.locator('.card-pop').waitFor({ state: 'detached' });
        }
        if (h.act) await uncovered(h, h.act);
        if (h.reading) await page.getByTestId('learn-continue').tap();
        else if (h.control === 'endTurn' || h.control === 'flip')
          await page.getByTestId(h.control === 'endTurn' ? 'end-turn' : 'flip').tap();
        else if (h.control === 'facing' && h.act && h.unitCell) {
          const dir = directionTo(parseHexKey(h.unitCell)!, parseHexKey(h.act)!);
          await page.locator('button.facing', { hasText: ARROWS[dir!] }).tap();
        } else {
          if (h.skill) {
            await tap(`.skill-btn[data-skill="${h.skill}"], .react-btn[data-skill="${h.skill}"]`);
            // A tap is not a hover: no card opens over the board (chapter 2 step 3 blocked on this before).
            expect(
              await page.locator('.card-pop').count(),
              `${chapter.id} ${h.stepId}: a card after tapping ${h.skill}`,
            ).toBe(0);
          }
          if (h.act) {
            const p = await uncovered(h, h.act);
            await page.touchscreen.tap(p.x, p.y);
          }
        }
        await until(
          page,
          `${chapter.id} ${h.stepId} to pass`,
          (x) => x.step !== h.step || x.complete || (x.refused !== null && x.version !== h.version),
        );
        if (h.step === 1) await page.screenshot({ path: join(ARTIFACTS, `phone-walk-${chapter.id}.png`) });
      }
      await page.getByTestId('learn-done').waitFor();
    }
    expect(w.errors).toEqual([]);
    await w.context.close();
  }, 180_000);

  it('issue 32: the bots of a lesson answer from the bot worker, never on the page, and the game plays on', async () => {
    const w = await openPage({ width: 1280, height: 720 });
    const { page } = w;
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openLearn(w, 'en');
    // Chapter 5 at its free step against the bots (resumed there); the learner ends the turn, so the bots must play.
    const win = CHAPTERS.find((c) => c.id === '05-the-goal')!.steps.findIndex((s) => s.id === 'win');
    await page.evaluate(
      (n) =>
        localStorage.setItem(
          'ifera:learn',
          JSON.stringify({
            current: '05-the-goal',
            chapters: { '05-the-goal': { step: n, done: false, skipped: false } },
          }),
        ),
      win,
    );
    await page.goto(`${rig.server.url}/learn/05-the-goal`);
    const before = await until(page, 'the free step', (x) => x.stepId === 'win' && x.awaits === 'turn', 30_000);
    await page.getByTestId('end-turn').click();
    // Back to the learner, or the game over (its reading step): every other seat answered meanwhile.
    await until(
      page,
      'the bots to answer',
      (x) => x.version > before.version + 1 && (x.awaits !== null || x.reading || x.complete),
      60_000,
    );
    expect(workers.some((url) => /botWorker/.test(url))).toBe(true);
    expect(w.errors).toEqual([]);
    await w.context.close();
  }, 90_000);
});
