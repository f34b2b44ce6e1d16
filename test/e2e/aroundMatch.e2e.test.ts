import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// Issue 28 "The match around the game" in real Chromium, four players in four browser contexts (Di's in Chinese), an
// untimed beginner room: a draw offer declined, a concession by agreement (O-54), a rematch by consent with Di
// declining (a bot takes Di's seat), in the rematch a draw offer accepted (O-55), then the home page's history lists
// both matches and its link opens a replay (docs/online.md "Concede and draw offers", "Rematch", "Match history").
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'aroundMatch');

// Offers wait long enough (ANSWER_WAIT_S) for a slow shared machine to draw the ask and take its screenshot before
// answering.
const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0', BOT_DELAY_MS: '0', ANSWER_WAIT_S: '600' } });
const errorLists: string[][] = [];
const pages: Page[] = [];

/** A screenshot for a person to look at (not an assertion): taken with room for a slow shared machine. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, name), timeout: 120_000, fullPage });
}

/** The seats of each team in the match the page shows (the engine's units, read through the match screen's hook). */
async function teams(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    const out: Record<string, number[]> = {};
    for (const u of Object.values(window.__iferaMatch?.units ?? {}))
      if (!(out[u.team] ?? []).includes(u.seat)) (out[u.team] ??= []).push(u.seat);
    return out;
  });
}

beforeAll(async () => {
  for (let i = 0; i < 4; i++) {
    const watched = await openWatchedPage(rig.browser, { width: 1280, height: 800 });
    if (i === 3) await watched.context.addInitScript(() => localStorage.setItem('ifera:lang', 'zh'));
    // A shared test machine draws four WebGL pages slowly: waits are on conditions, with room to spare.
    watched.page.setDefaultTimeout(120_000);
    errorLists.push(watched.errors);
    pages.push(watched.page);
  }
});

describe('the match around the game', () => {
  let partner: Page;
  let enemies: Page[];
  const [ann] = [() => pages[0]];

  it('four players sit down in an untimed room and the match starts', async () => {
    const host = ann();
    await host.goto(rig.server.url);
    await host.getByLabel('Your name').fill('Ann');
    await host.getByRole('button', { name: 'Create a room' }).click();
    await host.getByTestId('join-code').waitFor();
    const code = (await host.getByTestId('join-code').innerText()).trim();
    await host.getByTestId('clock').selectOption('none');
    await host.getByTestId('seat-0').getByRole('button', { name: 'Take seat' }).click();
    for (let i = 1; i < 4; i++) {
      await pages[i].goto(`${rig.server.url}/play/${code}`);
      await pages[i].getByTestId(`seat-${i}`).locator('.seat-actions button').first().click();
      await pages[i].locator(`[data-testid="seat-${i}"].mine`).waitFor();
      await pages[i].locator('.card.start button').first().click();
    }
    for (let i = 1; i < 4; i++) await host.getByTestId(`seat-${i}`).locator('.ready-dot.on').waitFor();
    await host.getByTestId('start').click();
    for (const p of pages) await p.getByTestId('match-screen').waitFor();
    await host.waitForFunction(() => Object.keys(window.__iferaMatch?.units ?? {}).length >= 4, undefined, {
      timeout: 120_000,
    });
    const t = await teams(host);
    const mine = Object.values(t).find((seats) => seats.includes(0))!;
    partner = pages[mine.find((s) => s !== 0)!];
    enemies = pages.filter((p, i) => !mine.includes(i));
  }, 400_000);

  it('O-55: Ann offers a draw from the match menu (keyboard); the other team declines; play goes on', async () => {
    const host = ann();
    await host.getByTestId('match-menu').focus();
    await host.keyboard.press('Enter');
    await host.getByTestId('offer-draw').waitFor();
    await host.getByTestId('offer-draw').press('Enter');
    for (const p of enemies) await p.getByTestId('offer-ask').waitFor();
    await host.getByTestId('offer-waiting').waitFor();
    await shot(enemies[0], `01-draw-asked-${enemies[0] === pages[3] ? 'zh' : 'en'}.png`);
    await enemies[0].getByTestId('offer-decline').click();
    await host.getByTestId('offer-waiting').waitFor({ state: 'detached', timeout: 20_000 });
    await expect(host.getByTestId('event-log').innerText()).resolves.toMatch(/draw offer was declined/);
    // Once per round: asked again, refused in words.
    await host.getByTestId('match-menu').click();
    await host.getByTestId('offer-draw').click();
    await host.getByText('Your team already offered a draw this round.').waitFor();
  }, 400_000);

  it('O-54: Ann concedes; her partner agrees; everyone sees why the match ended', async () => {
    const host = ann();
    await host.getByTestId('match-menu').click();
    await host.getByTestId('concede').click();
    await host.getByText('Your partner is asked to agree; your team loses once they do.').waitFor();
    await shot(host, '02-concede-confirm-en.png');
    await host.getByTestId('concede-confirm').click();
    await partner.getByTestId('offer-ask').waitFor();
    await expect(partner.getByTestId('offer-ask').getAttribute('data-kind')).resolves.toBe('concede');
    await shot(partner, `03-concede-asked-${partner === pages[3] ? 'zh' : 'en'}.png`);
    await partner.getByTestId('offer-accept').click();
    for (const p of pages) await p.getByTestId('game-over').waitFor();
    await expect(host.getByTestId('game-over').locator('h2').innerText()).resolves.toMatch(
      /conceded: the (Red|Blue) team wins/,
    );
    await expect(pages[3].getByTestId('game-over').locator('h2').innerText()).resolves.toMatch(/认输：(红队|蓝队)获胜/);
    await shot(host, '04-conceded-en.png');
    await shot(pages[3], '04-conceded-zh.png');
  }, 400_000);

  it("a rematch by consent: Di declines, the others accept; a bot takes Di's seat and the rematch starts without Di", async () => {
    const host = ann();
    const first = new URL(host.url()).pathname;
    await host.getByTestId('rematch').click();
    for (const p of pages.slice(1)) await p.getByTestId('rematch-accept').waitFor();
    await shot(pages[3], '05-rematch-asked-zh.png');
    await pages[3].getByTestId('rematch-decline').click();
    await host.getByTestId('rematch-vote').locator('[data-answer="no"]').waitFor();
    await shot(host, '05-rematch-vote-en.png');
    for (const p of pages.slice(1, 3)) await p.getByTestId('rematch-accept').click();
    for (const p of pages.slice(0, 3))
      await p.waitForURL((u) => u.pathname.startsWith('/play/') && u.pathname !== first, {});
    for (const p of pages.slice(0, 3)) await p.getByTestId('match-screen').waitFor();
    // Di stays on the finished match, told the rematch goes on without them.
    await pages[3].getByTestId('rematch-started').waitFor();
    expect(new URL(pages[3].url()).pathname).toBe(first);
  }, 400_000);

  it("O-55: in the rematch the bot's team offers a draw through its player; Ann's team accepts both: an agreed draw", async () => {
    const host = ann();
    await host.waitForFunction(() => Object.keys(window.__iferaMatch?.units ?? {}).length >= 4, undefined, {
      timeout: 120_000,
    });
    const t = await teams(host);
    const mine = Object.values(t).find((seats) => seats.includes(0))!;
    const otherHuman = [1, 2].find((s) => !mine.includes(s))!;
    await pages[otherHuman].getByTestId('match-menu').click();
    await pages[otherHuman].getByTestId('offer-draw').click();
    for (const s of mine) await pages[s].getByTestId('offer-ask').waitFor();
    for (const s of mine) await pages[s].getByTestId('offer-accept').click();
    for (const p of pages.slice(0, 3)) await p.getByTestId('game-over').waitFor();
    await expect(host.getByTestId('game-over').locator('h2').innerText()).resolves.toBe(
      'A draw, agreed by both teams.',
    );
    // The rematch's result links back to the first match's replay.
    await host.getByTestId('earlier-replay-link').waitFor();
    await shot(host, '06-agreed-draw-en.png');
  }, 400_000);

  it('the home page lists both matches of this browser with their result; a link opens a working replay', async () => {
    const host = ann();
    await host.goto(rig.server.url);
    const entries = host.getByTestId('history-entry');
    await entries.first().waitFor();
    await expect(entries.count()).resolves.toBe(2);
    const texts = await entries.allInnerTexts();
    expect(texts[0]).toMatch(/Draw · agreed/);
    expect(texts[1]).toMatch(/(Won|Lost) · by concession/);
    await shot(host, '07-history-en.png', true);
    await pages[3].goto(rig.server.url);
    await pages[3].getByTestId('history-entry').first().waitFor();
    await shot(pages[3], '07-history-zh.png', true);
    await expect(pages[3].getByTestId('history-entry').count()).resolves.toBe(1);
    await entries.nth(1).locator('a').click();
    await host.waitForURL((u) => u.pathname.startsWith('/replay/'), {});
    await host.getByTestId('replay-controls').waitFor();
  }, 400_000);

  it('had no page errors', () => {
    expect(errorLists.flat()).toEqual([]);
  });
});
