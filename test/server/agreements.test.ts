// Issue 28 "Concede" and "Draw offer" (docs/online.md "Concede and draw offers"; O-54, O-55 in docs/rules-decisions.md):
// raw clients send every message of the protocol and its bad inputs. A team concedes once every player of it agreed (a
// bot teammate agrees; a player alone against bots concedes at once); a team offers a draw once per round and the other
// team accepts or declines; every offer and answer is in the record, and the end line names the reason.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { readMatchRecord, type OfferLine } from '../../server/records/matchRecord';
import type { Seat } from '../../server/engine';
import { fourPlayers } from './fourPlayers';
import { seatView, type Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';
import path from 'node:path';

const PORT = 3501;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  const booted = await bootServer(PORT, { restoreOnBoot: false });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());

function offersOf(matchId: string): Omit<OfferLine, 'at' | 't'>[] {
  const record = readMatchRecord(path.join(matchesDir, `${matchId}.jsonl`))!;
  return (record.offers ?? []).map(({ kind, team, seat, answer }) => ({ kind, team, seat, answer }));
}

describe('concede and draw offers', () => {
  it('O-54: a team concedes once both its players agree; bad inputs are refused by name and change nothing', async () => {
    const t = await fourPlayers(PORT);
    const [asker] = [0 as Seat];
    const mate = t.partner(asker);
    const a = t.rooms[asker];
    // Bad inputs first: none of them opens an offer.
    a.send('concede', {});
    a.send('concede', { seat: 9 });
    a.send('concede', { seat: mate });
    t.spectator.send('concede', { seat: asker });
    a.send('offer:answer', { seat: asker, accept: true });
    a.send('offer:answer', { seat: asker });
    a.send('command', { seat: asker, command: { type: 'concede' } });
    a.send('command', { seat: asker, command: { type: 'agreeDraw' } });
    await until(() => t.errors[asker].length >= 7 && t.spectatorErrors.length >= 1, 5000, 'the refusals');
    expect(t.errors[asker].map((e) => e.code)).toEqual([
      'net/bad_payload',
      'net/bad_payload',
      'seat/not_yours',
      'offer/none',
      'net/bad_payload',
      'command/by_agreement',
      'command/by_agreement',
    ]);
    expect(t.errors[asker][0].type).toBe('concede');
    expect(t.spectatorErrors[0].code).toBe('seat/not_yours');
    expect(a.state.offer.kind).toBe('');

    a.send('concede', { seat: asker });
    await until(() => t.rooms[mate].state.offer.kind === 'concede', 5000, 'the ask to the partner');
    expect([...t.rooms[mate].state.offer.waiting]).toEqual([mate]);
    expect(t.rooms[mate].state.offer.team).toBe(t.team(asker));
    expect(t.rooms[mate].state.offer.deadline).toBeGreaterThan(Date.now());
    // While it is open: no second offer, and only the partner answers it.
    const enemy = t.enemies(asker)[0];
    t.rooms[enemy].send('draw:offer', { seat: enemy });
    t.rooms[enemy].send('offer:answer', { seat: enemy, accept: true });
    await until(() => t.errors[enemy].length >= 2, 5000, 'the other team refused');
    expect(t.errors[enemy].map((e) => e.code)).toEqual(['offer/open', 'offer/none']);
    expect(a.state.phase).toBe('playing');

    t.rooms[mate].send('offer:answer', { seat: mate, accept: true });
    await until(() => t.rooms.every((r) => r.state.phase === 'finished'), 5000, 'the end');
    const winner = t.team(enemy);
    expect(a.state.endReason).toBe('concede');
    expect(seatView(a, 'spectator').winner).toBe(winner);
    const record = readMatchRecord(path.join(matchesDir, `${a.state.matchId}.jsonl`))!;
    expect(record.end?.result).toEqual({ winner, reason: 'concede' });
    expect(record.commands.at(-1)).toMatchObject({ seat: asker, command: { type: 'concede' }, by: 'player' });
    expect(offersOf(a.state.matchId)).toEqual([
      { kind: 'concede', team: t.team(asker), seat: asker, answer: 'offered' },
      { kind: 'concede', team: t.team(asker), seat: asker, answer: 'accepted' },
    ]);
    // Every client's log was told (the enemy's too).
    expect(t.logs[enemy].map((l) => l.answer)).toEqual(['offered', 'accepted']);
    // After the end: refused.
    a.send('concede', { seat: asker });
    await until(() => t.errors[asker].length >= 8, 5000, 'refused after the end');
    expect(t.errors[asker][7].code).toBe('room/finished');
    for (const r of [...t.rooms, t.spectator]) await r.leave();
  });

  it("O-55: a declined draw offer, once per round per team; the other team's offer accepted by both is an agreed draw", async () => {
    const t = await fourPlayers(PORT);
    const asker = 0 as Seat;
    const [e1, e2] = t.enemies(asker);
    t.rooms[asker].send('draw:offer', { seat: asker });
    await until(() => t.rooms[e1].state.offer.kind === 'draw', 5000, 'the offer');
    expect([...t.rooms[e1].state.offer.waiting].sort()).toEqual([e1, e2].sort());
    // The asking team does not answer its own offer.
    t.rooms[t.partner(asker)].send('offer:answer', { seat: t.partner(asker), accept: true });
    await until(() => t.errors[t.partner(asker)].length >= 1, 5000, 'own team refused');
    expect(t.errors[t.partner(asker)][0].code).toBe('offer/none');
    // One enemy accepts, the other declines: declined, the match goes on.
    t.rooms[e1].send('offer:answer', { seat: e1, accept: true });
    await until(() => t.rooms[e2].state.offer.waiting.length === 1, 5000, 'one answer');
    t.rooms[e2].send('offer:answer', { seat: e2, accept: false });
    await until(() => t.rooms[asker].state.offer.kind === '', 5000, 'declined');
    expect(t.rooms[asker].state.phase).toBe('playing');
    // Once per round: the same team may not offer again now (its other player neither).
    t.rooms[t.partner(asker)].send('draw:offer', { seat: t.partner(asker) });
    await until(() => t.errors[t.partner(asker)].length >= 2, 5000, 'once per round');
    expect(t.errors[t.partner(asker)][1].code).toBe('offer/once_per_round');
    // The other team offers; both of the first team accept: a draw by agreement.
    t.rooms[e2].send('draw:offer', { seat: e2 });
    await until(() => t.rooms[asker].state.offer.kind === 'draw', 5000, 'the second offer');
    t.rooms[asker].send('offer:answer', { seat: asker, accept: true });
    t.rooms[t.partner(asker)].send('offer:answer', { seat: t.partner(asker), accept: true });
    await until(() => t.rooms.every((r) => r.state.phase === 'finished'), 5000, 'the end');
    expect(t.rooms[asker].state.endReason).toBe('agreed');
    expect(seatView(t.rooms[asker], 'spectator').winner).toBe('draw');
    const record = readMatchRecord(path.join(matchesDir, `${t.rooms[asker].state.matchId}.jsonl`))!;
    expect(record.end?.result).toEqual({ winner: 'draw', reason: 'agreed' });
    expect(offersOf(t.rooms[asker].state.matchId).map((o) => `${o.kind} ${o.team} ${o.seat} ${o.answer}`)).toEqual([
      `draw ${t.team(asker)} ${asker} offered`,
      `draw ${t.team(asker)} ${e2} declined`,
      `draw ${t.team(e2)} ${e2} offered`,
      `draw ${t.team(e2)} ${e2} accepted`,
    ]);
    for (const r of [...t.rooms, t.spectator]) await r.leave();
  });

  it('O-54: a player alone against bots concedes at once; the bots decline a draw and play on', async () => {
    const me = await sdk().create<Synced>('battle', {
      quickPlay: true,
      name: 'Solo',
      turnDeadlineS: 0,
      reactionDeadlineS: 0,
    });
    ignoreMessages(me, 'seat:token', 'events');
    const log: Record<string, unknown>[] = [];
    me.onMessage('room:log', (m) => log.push(m));
    await until(() => me.state.phase === 'playing', 5000, 'the start');
    const seat = me.state.seats.findIndex((s) => s.holder === me.sessionId) as Seat;
    me.send('draw:offer', { seat });
    await until(() => log.some((l) => l.answer === 'declined'), 5000, 'the bots decline');
    expect(me.state.phase).toBe('playing');
    me.send('concede', { seat });
    await until(() => me.state.phase === 'finished', 5000, 'the concession');
    expect(me.state.endReason).toBe('concede');
    const view = seatView(me, seat);
    expect(view.winner).not.toBe(view.units[view.seats[seat]!].team);
    await me.leave();
  });
});
