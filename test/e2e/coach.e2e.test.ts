import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseBotCommand } from '../../shared/ai/chooseBotCommand';
import * as rules from '../../shared/rules';
import type { Command, Seat } from '../../shared/rules';
import { openWatchedPage, ROOT } from './browser';
import { useServerAndBrowser } from './serverAndBrowser';

// Issue 32 "Key moments" on a replay: the coach reviews a seat in a web worker, marks its key moments on the
// timeline, and a moment draws the better command on the board with its odds. The record is a heuristic beginner game
// in which one seat, able to kill the enemy leader for sure (R-OVR-3), ends its turn instead; the game then plays on.
const ARTIFACTS = join(ROOT, 'test-results', 'e2e', 'coach');
const MATCH_ID = '20261128T000000Z-E2ECOACH';
const SETUP = { variant: 'beginner' as const, seed: 4 };

const rig = useServerAndBrowser(ARTIFACTS, {
  env: { RESTORE_MATCHES: '0' },
  records: (folder) => {
    blunder = writeBlunderRecord(folder);
  },
});
let page: Page;
let pageErrors: string[] = [];
let blunder: { ply: number; seat: Seat; victim: string };

/** Writes the record with the blunder; where it is, and whose leader the kill would have taken. */
function writeBlunderRecord(dir: string): { ply: number; seat: Seat; victim: string } {
  let state = rules.createMatch(SETUP);
  const lines = [
    JSON.stringify({
      t: 'setup',
      v: 1,
      matchId: MATCH_ID,
      roomId: 'E2ECOACH',
      roomName: 'e2e coach',
      createdAt: '2026-11-28T00:00:00.000Z',
      options: {},
      seed: SETUP.seed,
      setup: SETUP,
      seats: [0, 1, 2, 3].map((i) => ({ name: `Player ${i + 1}`, bot: i !== 2, tokenHash: '' })),
    }),
  ];
  let found: { ply: number; seat: Seat; victim: string } | null = null;
  for (let i = 0; state.winner === null && i < 2000; i++) {
    const seat = rules.awaiting(state)!.seats[0];
    let command: Command = (chooseBotCommand(rules, state, seat, i) ?? rules.defaultCommand(state, seat))!;
    const team = state.units[state.seats[seat] ?? '']?.team;
    const p: rules.PreviewResult | null = !found && team ? rules.previewCommand(state, seat, command) : null;
    if (
      p?.ok &&
      team &&
      p.preview.results[team].n === p.preview.results[team].d &&
      rules.legalCommands(state, seat).commands.some((c) => c.type === 'endTurn')
    ) {
      found = { ply: i, seat, victim: p.preview.units.find((u: rules.UnitPreview) => u.death.n > 0)!.unit };
      command = { type: 'endTurn' };
    }
    let r = rules.applyCommand(state, seat, command);
    if (!r.ok) r = rules.applyCommand(state, seat, (command = rules.defaultCommand(state, seat)!));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    lines.push(JSON.stringify({ t: 'cmd', i, seat, by: 'player', command, at: i }));
  }
  lines.push(JSON.stringify({ t: 'end', at: lines.length, result: state.winner }));
  writeFileSync(join(dir, `${MATCH_ID}.jsonl`), `${lines.join('\n')}\n`);
  if (!found) throw new Error('the game had no sure kill to turn into a blunder');
  return found;
}

beforeAll(async () => {
  ({ page, errors: pageErrors } = await openWatchedPage(rig.browser, { width: 1440, height: 900 }));
});

describe('Key moments on a replay', () => {
  it('R-OVR-3 the review marks the skipped leader kill on the timeline and draws the better command', async () => {
    await page.goto(`${rig.server.url}/replay/${MATCH_ID}`);
    await page.getByTestId('review-seat').selectOption(String(blunder.seat));
    await page.getByTestId('review-start').click();
    // The review runs in a web worker: a progress bar, then the marks.
    await page.getByTestId('moment-marks').waitFor({ timeout: 90_000 });
    await page.locator(`[data-testid="moment-mark"][data-ply="${blunder.ply}"]`).click({ timeout: 90_000 });
    const card = page.getByTestId('moment-card');
    await card.waitFor();
    await expect(card.innerText()).resolves.toMatch(/Played: End turn/);
    // The better command aims at the leader it kills: the board marks that unit, and the engine's odds say it falls.
    expect(await card.getAttribute('data-drawn-units')).toContain(blunder.victim);
    await expect(page.getByTestId('moment-odds').innerText()).resolves.toMatch(
      /falls for certain.*wins the game for certain/,
    );
    await page.screenshot({ path: join(ARTIFACTS, '01-replay-moment-en.png'), timeout: 90_000 });
    await page.getByRole('button', { name: '中文' }).click();
    await expect(card.innerText()).resolves.toMatch(/关键时刻/);
    await page.screenshot({ path: join(ARTIFACTS, '02-replay-moment-zh.png'), timeout: 90_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(ARTIFACTS, '03-replay-moment-phone.png'), timeout: 90_000 });
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
