// Issue 11 break "one client made 3,620 rooms in 10 s (+207 MiB)" through POST /matchmake/create/battle. Room creation
// is limited per address: a burst, then a steady rate, and a cap on the rooms one address has open. Past either the
// matchmaker answers 429 with { code, message }, which colyseus.js surfaces as an error; joining rooms is not limited.
import { matchMaker } from '@colyseus/core';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, refusal, until } from './helpers';

const PORT = 2652;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

// A burst of 5 creations (then one a minute: nothing more within the test) and at most 3 rooms open at once.
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { roomCreateBurst: 5, roomCreatePerMin: 1, roomsPerIp: 3 })).server;
});
afterAll(() => colyseus.shutdown());

/** Leaves a room alone in it and waits until the server has disposed of it. */
async function leaveAndWaitGone(room: SdkRoom) {
  const id = room.roomId;
  await room.leave();
  await until(() => matchMaker.getLocalRoomById(id) === undefined, 5000, `room ${id} disposed`);
}

describe('room creation per address', () => {
  it('refuses rooms past the open-room cap and past the burst with 429 and a clear error; joins still work', async () => {
    const open: SdkRoom[] = [];
    for (let i = 0; i < 3; i++) open.push(await sdk().create('battle', {}));

    // Cap on open rooms: the fourth is refused.
    const tooMany = await refusal(sdk().create('battle', {}));
    expect(tooMany.code).toBe(429);
    expect(tooMany.message).toMatch(/rooms open/);

    // The raw answer: status 429, JSON { code, message }.
    const res = await fetch(`http://127.0.0.1:${PORT}/matchmake/create/battle`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'net/too_many_rooms', message: expect.any(String) });

    // Joining is not limited.
    const guest = await sdk().joinById(open[0].roomId);
    await until(() => open[0].state.members?.size === 2);
    await guest.leave();

    // A room closes: one more may be made (the 4th and 5th creations of the burst), then the burst is spent.
    await leaveAndWaitGone(open.shift()!);
    open.push(await sdk().create('battle', {}));
    await leaveAndWaitGone(open.shift()!);
    open.push(await sdk().create('battle', {}));
    await leaveAndWaitGone(open.shift()!);
    const spent = await refusal(sdk().create('battle', {}));
    expect(spent.code).toBe(429);
    expect(spent.message).toMatch(/too many rooms created/);
    for (const r of open) await r.leave();
  });
});
