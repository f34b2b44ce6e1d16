// Issue 28 breaks 2 and 3. "Rematch seats can be stolen": the rematch room's seats were only named, so anyone who
// joined first (every spectator gets the code) could take all four and become host. "The rematch room dies": it was
// disposed if nobody connected within 15 s or the first arrival left, and asking again returned the same dead code.
// The attacker is a raw socket: a spectator of the finished room.
import type { ColyseusTestServer } from '@colyseus/testing';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';
import { rawJoin, type RawSocket } from './rawClient';

const PORT = 3258;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { idleLimitS: 0.1, idleEndPrompts: 3, restoreOnBoot: false, overloadLagMs: 1e9 }))
    .server;
});
afterAll(() => colyseus.shutdown());

type Offer = { code: string; seatTokens: { seat: number; token: string }[] };
type WithRematch = Synced & { host: string; rematch: string; rematchOf: string; rematchVote: { answers: string[] } };

/** A finished match of Ann (seats 0, 3) and Bo (seat 1) with a bot in seat 2, and a raw spectator watching it. */
async function finishedMatch() {
  const ann = await sdk().create<WithRematch>('battle', { turnDeadlineS: 0.05, reactionDeadlineS: 0.05 });
  const bo = await sdk().joinById<WithRematch>(ann.roomId, { name: 'Bo' });
  const offers = new Map<SdkRoom, Offer[]>();
  for (const r of [ann, bo]) {
    ignoreMessages(r, 'seat:token', 'events', 'room:log', 'error');
    const list: Offer[] = [];
    r.onMessage('rematch', (m: Offer) => list.push(m));
    offers.set(r, list);
  }
  ann.send('name', { name: 'Ann' });
  ann.send('seat:take', { seat: 0 });
  ann.send('seat:take', { seat: 3 });
  bo.send('seat:take', { seat: 1 });
  ann.send('seat:bot', { seat: 2, bot: true });
  bo.send('ready', { ready: true });
  await until(() => ann.state.seats?.every((s) => s.holder || s.bot) && ann.state.seats[1].ready, 5000, 'seats');
  const spy = await rawJoin(PORT, 'joinById', ann.roomId, { name: 'Spy' });
  ann.send('start', {});
  await until(() => ann.state.phase === 'finished', 20_000, 'the end');
  return { ann, bo, spy, offers };
}

function errorsOf(s: RawSocket): string[] {
  return s.messages.filter(([t]) => t === 'error').map(([, p]) => (p as { code: string }).code);
}

describe('rematch seats and lifetime', () => {
  it("a spectator who arrives first takes no seat and is not host; the players' tokens claim their seats", async () => {
    const { ann, bo, spy, offers } = await finishedMatch();
    bo.send('rematch', {});
    ann.send('rematch', {}); // both accept (docs/online.md "Rematch")
    await until(() => spy.messages.some(([t]) => t === 'rematch'), 5000, 'the spectator hears of the rematch');
    const code = (spy.messages.find(([t]) => t === 'rematch')![1] as Offer).code;
    const thief = await rawJoin(PORT, 'joinById', code, { name: 'Thief' });
    for (const seat of [0, 1, 2, 3]) thief.send('seat:take', { seat });
    thief.send('seat:bot', { seat: 1, bot: true });
    thief.send('start', {});
    await until(() => errorsOf(thief).length >= 6, 5000, 'six refusals');
    expect(errorsOf(thief).slice(0, 4)).toEqual(['seat/reserved', 'seat/reserved', 'seat/taken', 'seat/reserved']);
    expect(errorsOf(thief).slice(4)).toEqual(['room/not_host', 'room/not_host']);
    await until(() => offers.get(ann)!.length === 1 && offers.get(bo)!.length === 1, 5000, 'the offers');
    const ann2 = await sdk().joinById<WithRematch>(code, {
      name: 'Ann',
      seatTokens: offers.get(ann)![0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(ann2, 'seat:token', 'events', 'room:log', 'error');
    await until(
      () => ann2.state.seats?.[0]?.holder === ann2.sessionId && ann2.state.host === ann2.sessionId,
      5000,
      'Ann seated and host',
    );
    const bo2 = await sdk().joinById<WithRematch>(code, {
      name: 'Bo',
      seatTokens: offers.get(bo)![0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(bo2, 'seat:token', 'events', 'room:log', 'error');
    await until(() => ann2.state.phase === 'playing', 5000, 'the rematch starts');
    expect(ann2.state.seats.map((s) => s.holder)).toEqual([ann2.sessionId, bo2.sessionId, '', ann2.sessionId]);
    for (const r of [ann, bo, ann2, bo2]) await r.leave();
    thief.close();
    spy.close();
  }, 60_000);

  it('the first arrival leaves and comes back later; the others still get in; asked after its end, a new room is made', async () => {
    const { ann, bo, spy, offers } = await finishedMatch();
    ann.send('rematch', {});
    bo.send('rematch', {});
    await until(() => offers.get(ann)!.length === 1 && offers.get(bo)!.length === 1, 5000, 'the offers');
    const code = offers.get(ann)![0].code;
    const ann2 = await sdk().joinById<WithRematch>(code, {
      name: 'Ann',
      seatTokens: offers.get(ann)![0].seatTokens.map((t) => t.token),
    });
    const annTokens: Record<number, string> = {};
    ann2.onMessage('seat:token', (m: { seat: number; token: string }) => {
      annTokens[m.seat] = m.token;
    });
    ignoreMessages(ann2, 'events', 'room:log', 'error');
    await until(() => annTokens[0] && annTokens[3], 5000, 'Ann seated');
    await ann2.leave(); // consented: the room is empty now
    // Still there, with Ann's seats kept for her.
    expect(await matchMaker.query({ roomId: code })).toHaveLength(1);
    const bo2 = await sdk().joinById<WithRematch>(code, {
      name: 'Bo',
      seatTokens: offers.get(bo)![0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(bo2, 'seat:token', 'events', 'room:log', 'error');
    await until(() => bo2.state.seats?.[1]?.holder === bo2.sessionId, 5000, 'Bo seated');
    expect(bo2.state.seats[0]).toMatchObject({ holder: '', name: 'Ann' });
    const ann3 = await sdk().joinById<WithRematch>(code, { name: 'Ann', seatTokens: [annTokens[0], annTokens[3]] });
    ignoreMessages(ann3, 'seat:token', 'events', 'room:log', 'error');
    await until(() => bo2.state.phase === 'playing', 5000, 'the rematch starts with Ann back');
    // The rematch room ends (here: it is closed); asked again, the finished room makes a new one.
    for (const r of [bo2, ann3]) await r.leave();
    await colyseus.getRoomById(code)?.disconnect();
    for (let i = 0; (await matchMaker.query({ roomId: code })).length > 0; i++) {
      if (i > 500) throw new Error('the rematch room is still there');
      await new Promise((r) => setTimeout(r, 10));
    }
    ann.send('rematch', {});
    // A new vote: Bo is asked again.
    await until(() => !bo.state.rematch && bo.state.rematchVote.answers[1] === 'asked', 5000, 'a new vote');
    bo.send('rematch', {});
    await until(() => offers.get(ann)!.length === 2 && offers.get(ann)![1].code !== code, 5000, 'a new offer');
    const next = offers.get(ann)![1];
    expect(ann.state.rematch).toBe(next.code);
    const ann4 = await sdk().joinById<WithRematch>(next.code, {
      name: 'Ann',
      seatTokens: next.seatTokens.map((t) => t.token),
    });
    ignoreMessages(ann4, 'seat:token', 'events', 'room:log', 'error');
    await until(() => ann4.state.seats?.[0]?.holder === ann4.sessionId, 5000, 'Ann seated in the new rematch');
    for (const r of [ann, bo, ann4]) await r.leave();
    spy.close();
  }, 60_000);
});
