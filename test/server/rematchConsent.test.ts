// Issue 28 "Rematch by consent" (docs/online.md "Rematch"): each player of the finished room is asked (accept / decline,
// with a countdown the host may stop to wait for everyone); the rematch room is made once all answered, with the seats of
// those who accepted kept for them and bots at the room's level in the others; a player who declined is not taken along.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, ignoreMessages, until } from './helpers';
import { finishedTable, type RematchOffer as Offer, type Voting } from './rematchTable';

const PORT = 3502;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { idleLimitS: 0.1, idleEndPrompts: 3, restoreOnBoot: false, overloadLagMs: 1e9 }))
    .server;
});
afterAll(() => colyseus.shutdown());

describe('rematch by consent', () => {
  it("asked, one declines while the host waits: the others' seats are kept, bots take the decliner's, the decliner stays", async () => {
    const { ann, bo, cy, offers, errors, spy } = await finishedTable(PORT);

    // Before anyone asks: a decline changes nothing, and there is no vote to wait for.
    bo.send('rematch:decline', {});
    ann.send('rematch:wait', { wait: true });
    await until(() => errors[0].length >= 1, 5000, 'no vote yet');
    expect(errors[0][0].code).toBe('rematch/no_vote');
    expect([...ann.state.rematchVote.answers]).toEqual([]);

    ann.send('rematch', {});
    await until(() => bo.state.rematchVote.answers.length === 4, 5000, 'the vote');
    expect([...bo.state.rematchVote.answers]).toEqual(['yes', 'asked', 'asked', '']);
    expect(bo.state.rematchVote.deadline).toBeGreaterThan(Date.now());
    // Bad inputs: a spectator has no say, only the host waits, a wait is a boolean.
    spy.send('rematch', {});
    bo.send('rematch:wait', { wait: true });
    ann.send('rematch:wait', { wait: 'yes' });
    await until(
      () => errors[1].length >= 1 && errors[0].length >= 2 && spy.messages.some(([t]) => t === 'error'),
      5000,
      'the refusals',
    );
    expect(errors[1][0].code).toBe('room/not_host');
    expect(errors[0][1].code).toBe('net/bad_payload');
    expect((spy.messages.find(([t]) => t === 'error')![1] as { code: string }).code).toBe('seat/none');
    // The host waits for everyone: no countdown.
    ann.send('rematch:wait', { wait: true });
    await until(() => cy.state.rematchVote.wait && cy.state.rematchVote.deadline === 0, 5000, 'waiting');

    bo.send('rematch:decline', {});
    await until(() => ann.state.rematchVote.answers[1] === 'no', 5000, 'Bo declines');
    expect(ann.state.rematch).toBe('');
    cy.send('rematch', {});
    await until(
      () => offers.get(ann)!.length === 1 && offers.get(cy)!.length === 1 && ann.state.rematch,
      5000,
      'the rematch room',
    );
    const code = ann.state.rematch;
    expect(offers.get(ann)![0].seatTokens.map((t) => t.seat)).toEqual([0]);
    expect(offers.get(cy)![0].seatTokens.map((t) => t.seat)).toEqual([2]);
    expect(spy.messages.some(([t, p]) => t === 'rematch' && (p as Offer).code === code)).toBe(true);

    const ann2 = await sdk().joinById<Voting>(code, {
      name: 'Ann',
      seatTokens: offers.get(ann)![0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(ann2, 'seat:token', 'events', 'room:log', 'error');
    await until(() => ann2.state.seats?.[0]?.holder === ann2.sessionId, 5000, 'Ann back');
    // Bo's seat has a bot at the room's level; the bot of seat 3 keeps its own level.
    expect(ann2.state.seats.map((s) => [s.bot, (s as unknown as { botLevel: string }).botLevel])).toEqual([
      [false, ''],
      [true, 'gentle'],
      [false, ''],
      [true, 'strong'],
    ]);
    const cy2 = await sdk().joinById<Voting>(code, {
      name: 'Cy',
      seatTokens: offers.get(cy)![0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(cy2, 'seat:token', 'events', 'room:log', 'error');
    await until(() => ann2.state.phase === 'playing', 5000, 'the rematch starts');
    // Bo, who declined, was not sent along (no tokens, no code).
    expect(offers.get(bo)).toEqual([]);
    for (const r of [ann, bo, cy, ann2, cy2]) await r.leave();
    spy.close();
  }, 60_000);
});
