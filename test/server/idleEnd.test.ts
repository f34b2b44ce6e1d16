// Issue 11 break 7: "a match must always end" and "turnDeadlineS: 0 lets one silent player stall a match forever".
// The rulebook ends a game only with a leader's death (R-OVR-3) and has no round limit after the Final Judgment
// (R-ROUND-5), so four silent players at 1 HP played deadline answers forever. The room now answers a silent seat after
// its idle limit even without a clock, and ends a match with no winner once every seat has stopped playing.
import fs from 'node:fs';
import path from 'node:path';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { readMatchRecord } from '../../server/records/matchRecord';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';

const PORT = 2624;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  const booted = await bootServer(PORT, { idleLimitS: 0.2, idleEndPrompts: 8, restoreOnBoot: false });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

/** A started match whose `humans` seats are held by clients that never send a command; the rest are bots. */
async function silentTable(humans: number, options: Record<string, unknown>): Promise<SdkRoom<Synced>[]> {
  const host = await sdk().create<Synced>('battle', { botsForEmpty: true, ...options });
  const rooms = [host];
  for (let i = 1; i < humans; i++) rooms.push(await sdk().joinById<Synced>(host.roomId));
  rooms.forEach((r, seat) => {
    ignoreMessages(r, 'seat:token', 'events', 'error');
    r.send('seat:take', { seat });
    r.send('ready', { ready: true });
  });
  await until(() => rooms.every((r) => r.state.seats?.slice(0, humans).every((s) => s.holder)), 5000, 'seats');
  host.send('start', {});
  await until(() => host.state.phase === 'playing', 5000, 'the start');
  return rooms;
}

describe('no match waits forever', () => {
  it('four silent players: the room ends the match with no winner, said in the state and the record', async () => {
    const [host] = await silentTable(4, { turnDeadlineS: 0.02, reactionDeadlineS: 0.02 });
    await until(() => host.state.phase === 'finished', 20_000, 'the idle end');
    expect(host.state.endReason).toBe('idle');
    const record = readMatchRecord(path.join(matchesDir, `${host.state.matchId}.jsonl`))!;
    expect(record.end?.result).toEqual({ abandoned: true, reason: 'idle' });
    // Every command of the record was the deadline's, and the last 8 in a row ended it.
    expect(record.commands.length).toBeGreaterThanOrEqual(8);
    expect(record.commands.every((c) => c.by === 'timeout')).toBe(true);
    expect(fs.existsSync(record.file)).toBe(true);
  });

  it('a room with no clock (deadline 0) still answers a silent seat after the idle limit, and says when', async () => {
    const [host] = await silentTable(4, { turnDeadlineS: 0, reactionDeadlineS: 0 });
    await until(() => host.state.prompt?.id, 5000, 'a prompt');
    expect(host.state.prompt.deadline).toBeGreaterThan(Date.now() - 1000);
    expect(host.state.prompt.deadline).toBeLessThanOrEqual(Date.now() + 200 + 50);
    const v = host.state.version;
    await until(() => host.state.version > v, 5000, 'the idle answer');
  });

  it('one silent player among bots does not end the match: the bots keep playing', async () => {
    const [host] = await silentTable(1, { turnDeadlineS: 0.02, reactionDeadlineS: 0.02 });
    await until(() => host.state.version >= 40 || host.state.phase === 'finished', 30_000, 'play');
    expect(host.state.endReason).toBe('');
  });
});
