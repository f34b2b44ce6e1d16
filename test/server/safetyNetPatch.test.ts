// The rooms' safety-net patch in a real room (server/rooms/PatchSweep.ts): a room has no patch tick of its own
// (patchRate 0), so a state change that no path sent must still reach the clients within about a second, through the
// same per-client views as any patch: a seat's private layer only to that seat's holder, never in a spectator's frames.
import { Client } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { BattleRoom } from '../../server/rooms/BattleRoom';
import type { BattleState } from '../../server/rooms/schema/BattleState';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';
import { recordFrames } from './hiddenFrames';

const PORT = 2626;
const SECRET = 'SWEPT-SECRET-7f3a';
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

/** The synced state with the room's name, the public field this test changes behind the room's back. */
type Named = Synced & { name?: string };
let recorder: ReturnType<typeof recordFrames>;

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
  recorder = recordFrames(); // every frame each client receives, raw, before the SDK decodes it
});
afterAll(() => {
  recorder.stop();
  return colyseus.shutdown();
});
afterEach(() => colyseus.cleanup());

const carries = (sessionId: string, marker: string) =>
  (recorder.frames.get(sessionId) ?? []).some((f) => Buffer.from(f.bytes).includes(marker));

describe('the safety-net patch of a real room', () => {
  it('sends a change no path sent within about a second, a seat layer to its holder only', async () => {
    const holder = await sdk().create<Named>('battle', { name: 'Ann' });
    ignoreMessages(holder, 'seat:token', 'events', 'error');
    holder.send('seat:take', { seat: 1 });
    await until(() => holder.state.seats?.[1]?.holder === holder.sessionId, 5000, 'the seat');
    const spectator = await sdk().joinById<Named>(holder.roomId, { name: 'Sam' });
    ignoreMessages(spectator, 'seat:token', 'events', 'error');
    await until(() => spectator.state.members?.size === 2, 5000, 'both members');

    // Written straight into the state, as a path that forgot to send would leave it: no sendPatchNow.
    const room = matchMaker.getLocalRoomById(holder.roomId) as BattleRoom & { state: BattleState };
    const sentAt = Date.now();
    room.state.name = 'Swept room';
    room.state.layers[1].leaves.set('zz-sweep', SECRET);

    await until(
      () => spectator.state.name === 'Swept room' && holder.state.name === 'Swept room',
      3000,
      'the public change',
    );
    await until(
      () => (holder.state.layers?.[1]?.leaves as Map<string, string> | undefined)?.get('zz-sweep') === SECRET,
      3000,
      'the layer change',
    );
    expect(Date.now() - sentAt).toBeLessThan(2500);
    expect(carries(holder.sessionId, SECRET)).toBe(true);
    expect(carries(spectator.sessionId, SECRET)).toBe(false);
    expect(spectator.state.layers?.[1]?.leaves?.size ?? 0).toBe(0);

    // The seat left: later layer changes no longer reach its former holder either.
    holder.send('seat:leave', { seat: 1 });
    await until(() => holder.state.seats?.[1]?.holder === '', 5000, 'the seat left');
    room.state.layers[1].leaves.set('zz-after', `${SECRET}-after`);
    room.state.name = 'Swept again';
    await until(
      () => holder.state.name === 'Swept again' && spectator.state.name === 'Swept again',
      3000,
      'the second sweep',
    );
    expect(carries(holder.sessionId, `${SECRET}-after`)).toBe(false);
    expect(carries(spectator.sessionId, `${SECRET}-after`)).toBe(false);
  });
});
