// Issue 28 break 6: "A room can be locked by its code." 15 joinById reservations from one address locked a room for
// 15 s, again and again; 16 spectator sockets locked it for as long as they stayed; after a kill -9 a player with a
// valid seat token was kept out. Seat holders and token bearers always get in, reservations per address are bounded,
// spectators have their own cap and the host can remove them. Raw HTTP and raw sockets; addresses are named by
// X-Forwarded-For (the server trusts a proxy here).
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_PER_ADDRESS, SPECTATOR_CAP } from '../../server/rooms/Admission';
import { CLOSE_REMOVED } from '../../server/rooms/BattleRoom';
import { bootServer, tempMatchesDir, until } from './helpers';
import { rawConnect, rawHttp, type RawSocket, type Reservation } from './rawClient';

let PORT = 3256;
let current: ColyseusTestServer | undefined;
beforeAll(async () => {
  await boot();
});
afterAll(() => current?.shutdown());

const boot = async (matchesDir = tempMatchesDir()) => {
  // No overload refusals: this busy test machine is not what is tested.
  current = (await bootServer(PORT, { trustProxy: true, matchesDir, overloadLagMs: 1e9 })).server;
  return matchesDir;
};

/** A matchmaker call from `address`: the reservation, or null when it was refused. */
async function reserve(
  address: string,
  method: string,
  room: string,
  options: unknown = {},
): Promise<Reservation | null> {
  const res = await rawHttp(PORT, 'POST', `/matchmake/${method}/${room}`, JSON.stringify(options), {
    'X-Forwarded-For': address,
  });
  return res.json?.sessionId ? (res.json as unknown as Reservation) : null;
}

async function join(address: string, code: string, options: unknown = {}): Promise<RawSocket | null> {
  const r = await reserve(address, 'joinById', code, options);
  return r ? rawConnect(PORT, r) : null;
}

/** The latest `seat:token` a raw socket received. */
function tokenOf(s: RawSocket): string | undefined {
  const m = [...s.messages].reverse().find(([t]) => t === 'seat:token');
  return (m?.[1] as { token?: string } | undefined)?.token;
}

describe('a room cannot be locked by its code', () => {
  it(`15 reservations from one address: at most ${PENDING_PER_ADDRESS} are made, and a friend still joins by code`, async () => {
    const made = await reserve('203.0.113.1', 'create', 'battle');
    const host = await rawConnect(PORT, made!);
    const code = made!.room.roomId;
    const attacks = await Promise.all(Array.from({ length: 15 }, () => reserve('198.51.100.66', 'joinById', code)));
    expect(attacks.filter(Boolean).length).toBeLessThanOrEqual(PENDING_PER_ADDRESS);
    const friend = await join('203.0.113.2', code);
    expect(friend).not.toBeNull();
    friend!.close();
    host.close();
  });

  it("spectator sockets fill only the spectators' places: a seat token still gets in; the host removes a spectator for good", async () => {
    const made = await reserve('203.0.113.1', 'create', 'battle');
    const host = await rawConnect(PORT, made!);
    const code = made!.room.roomId;
    const player = (await join('203.0.113.3', code))!;
    player.send('seat:take', { seat: 1 });
    await until(() => tokenOf(player), 5000, 'the seat token');
    // Spectators from many addresses, 4 each, until the room refuses them.
    const spectators: RawSocket[] = [];
    for (let a = 0; a < 8; a++) {
      for (let i = 0; i < 4; i++) {
        const s = await join(`198.51.100.${10 + a}`, code);
        if (s) spectators.push(s);
      }
    }
    // The host and the player are members without a seat too until they sit: the host has none.
    expect(spectators.length).toBeLessThanOrEqual(SPECTATOR_CAP);
    expect(await join('198.51.100.99', code)).toBeNull();
    // The player's other tab, with its seat token, gets in.
    const tab = await join('192.0.2.50', code, { seatTokens: [tokenOf(player)] });
    expect(tab).not.toBeNull();
    // The host removes two spectators of one address: closed with CLOSE_REMOVED, and that address gets no new place.
    // (The tab took the seat over, so the player's first connection is a member without a seat now: two places.)
    const sessionOf = (s: RawSocket) => new URL(s.ws.url).searchParams.get('sessionId')!;
    for (const victim of spectators.slice(0, 2)) {
      host.send('member:remove', { sessionId: sessionOf(victim) });
      await until(() => victim.closed, 5000, 'the removed spectator closed');
      expect(victim.closed!.code).toBe(CLOSE_REMOVED);
    }
    expect(await join('198.51.100.10', code)).toBeNull();
    // Its place is free for someone else.
    expect(await join('198.51.100.77', code)).not.toBeNull();
    for (const s of [host, player, tab!, ...spectators]) s.close();
  });

  it('after a restart, a player with a valid seat token gets in although spectators fill the room', async () => {
    // A server of its own (the one above still holds reservations that lapse only after 15 s).
    await current!.shutdown();
    PORT = 3257;
    const matchesDir = await boot();
    // Quick play: seated and started on joining (its record is written at the start).
    const made = await reserve('203.0.113.1', 'create', 'battle', { quickPlay: true });
    const host = await rawConnect(PORT, made!);
    const code = made!.room.roomId;
    const token = await until(() => tokenOf(host), 5000, 'the seat token');
    host.close();
    // The server stops without ending the match (as a kill would leave its record) and starts again on its records.
    await current!.shutdown();
    await boot(matchesDir);
    const spectators: RawSocket[] = [];
    for (let a = 0; a < 8; a++)
      for (let i = 0; i < 4; i++) {
        const s = await join(`198.51.100.${30 + a}`, code);
        if (s) spectators.push(s);
      }
    const back = await join('203.0.113.1', code, { seatTokens: [token] });
    expect(back).not.toBeNull();
    await until(() => tokenOf(back!), 5000, 'the seat reclaimed');
    for (const s of [back!, ...spectators]) s.close();
  });
});
