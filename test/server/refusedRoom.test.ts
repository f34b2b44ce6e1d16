// A room refused at creation (bad options: "Bad input gets a clear error ... and changes nothing") must leave nothing
// behind. Colyseus 0.16 never disposes a room whose onCreate threw, so whatever the room started before the refusal
// stays: a per-room patch interval (patchRate) kept every refused room, its state and a timer alive for good, a leak
// any client could grow one request at a time. The room now starts its safety-net patch only once it is accepted
// (server/rooms/PatchSweep.ts).
import v8 from 'node:v8';
import vm from 'node:vm';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { BattleRoom } from '../../server/rooms/BattleRoom';
import { bootServer, refusal } from './helpers';

const PORT = 2627;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());

/** A weak reference to the refused room, holding no strong one here (an async test keeps its locals across awaits). */
function weakRefTo(context: unknown): WeakRef<BattleRoom> {
  expect(context).toBeInstanceOf(BattleRoom);
  // Colyseus's own seat-reservation timer holds the room for its 15 s; it is not ours, so it goes first.
  clearTimeout((context as { _autoDisposeTimeout?: NodeJS.Timeout })._autoDisposeTimeout);
  return new WeakRef(context as BattleRoom);
}

describe('a room refused at creation', () => {
  it('is refused with what was wrong, and is garbage once refused (no timer keeps it)', async () => {
    const created = vi.spyOn(BattleRoom.prototype, 'onCreate');
    const e = await refusal(sdk().create('battle', { variant: 'nope' }));
    expect(e.message).toMatch(/variant/);
    const ref = weakRefTo(created.mock.contexts[0]);
    created.mockRestore();
    created.mock.contexts.length = 0;
    for (let i = 0; i < 5 && ref.deref(); i++) {
      await new Promise((r) => setTimeout(r, 20));
      gc();
    }
    expect(ref.deref()).toBeUndefined();
  });
});
