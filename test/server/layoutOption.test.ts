// Issue 15 §1 "Play this map": a room is created with a layout code from the map lab; the server checks it with the
// lab's rules (R-MAP-7..R-MAP-12, O-11..O-13) plus the camps a match needs (R-MAP-11), refuses a bad one with the rule
// in words, and a good one is the map the match is played on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import {
  assembleMap,
  beginnerLayout,
  chooseCampfire,
  dealStandardLayout,
  encodeLayout,
  rotateBoard,
} from '../../shared/map';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, refusal, until } from './helpers';
import { parseLayoutOption } from '../../server/rooms/layoutOption';

const PORT = 2710;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  // The overload guard is not under test here; a busy shared machine must not make it refuse the rooms.
  const booted = await bootServer(PORT, { overloadLagMs: 10_000 });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

/** A standard deal with its campfire pick made: a legal, playable lab layout that is not the beginner map. */
function dealtLayout() {
  const dealt = dealStandardLayout(11);
  const picked = chooseCampfire(dealt.layout, 'red', dealt.campfireChoice.options[0]);
  if (!picked.ok) throw new Error(picked.error.message);
  return picked.layout;
}

describe('the layout room option (parseLayoutOption)', () => {
  it("no code means the variant's own map; a good code gives its layout", () => {
    expect(parseLayoutOption(undefined)).toEqual({ ok: true, layout: null });
    expect(parseLayoutOption('')).toEqual({ ok: true, layout: null });
    const code = encodeLayout(dealtLayout());
    expect(parseLayoutOption(code)).toMatchObject({ ok: true, layout: { code } });
  });

  it('refuses junk, a corrupt code, a rule-breaking layout (O-11, in words) and a layout without camps (R-MAP-11)', () => {
    expect(parseLayoutOption(42)).toMatchObject({
      ok: false,
      message: expect.stringContaining('expected a layout code'),
    });
    expect(parseLayoutOption('garbage!')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a valid layout code'),
    });
    const turned = rotateBoard(beginnerLayout(), 'pass', 1);
    if (!turned.ok) throw new Error('rotate');
    const bad = parseLayoutOption(encodeLayout(turned.layout));
    expect(bad).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /Narrow Pass meets its neighbours without a blue side against a blue side.*\(O-11\)/,
      ),
    });
    const campless = parseLayoutOption(encodeLayout({ ...beginnerLayout(), campfires: null }));
    expect(campless).toMatchObject({ ok: false, message: expect.stringContaining('(R-MAP-11)') });
  });
});

describe('a room created with a layout code', () => {
  it('a bad code is refused at creation with the broken rule in words', async () => {
    const turned = rotateBoard(beginnerLayout(), 'pass', 1);
    if (!turned.ok) throw new Error('rotate');
    const e = await refusal(
      sdk().create('battle', { quickPlay: true, name: 'Lab', layout: encodeLayout(turned.layout) }),
    );
    expect(e.message).toMatch(/blue side against a blue side.*\(O-11\)/);
  });

  it("quick play on a good code plays the match on that map (the match record's setup holds its cells)", async () => {
    const layout = dealtLayout();
    const me = await sdk().create<Synced>('battle', {
      quickPlay: true,
      name: 'Lab',
      layout: encodeLayout(layout),
      turnDeadlineS: 0,
      reactionDeadlineS: 0,
    });
    ignoreMessages(me, 'seat:token', 'events', 'error');
    // Quick play seats the creator; the client starts the match (as the lobby's quick play does).
    await until(() => me.state.seats?.[0]?.holder === me.sessionId, 5000, 'the seat');
    me.send('ready', { ready: true });
    me.send('start', {});
    await until(() => me.state.phase === 'playing' && me.state.matchId, 5000, 'start');
    const file = path.join(matchesDir, `${me.state.matchId}.jsonl`);
    let setupLine: { setup: { map?: { cells: Record<string, unknown>; teamCampfire: unknown } } } | undefined;
    await until(
      () => {
        try {
          setupLine = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]);
          return true;
        } catch {
          return false;
        }
      },
      5000,
      'the match record',
    );
    const cells = assembleMap(layout).cells;
    expect(Object.keys(setupLine!.setup.map!.cells).sort()).toEqual(Object.keys(cells).sort());
    expect(setupLine!.setup.map!.teamCampfire).toEqual(layout.campfires);
  }, 30_000);
});
