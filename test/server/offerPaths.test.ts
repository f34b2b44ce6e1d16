// Issue 28 "Concede" and "Draw offer", the paths the first tests left out (docs/online.md "Concede and draw offers"):
// a concession asked twice or answered by the wrong team is refused by name and changes nothing; a player the offer
// waits for who leaves for good is answered for by what takes the seat (a bot declines a draw and agrees to its team's
// concession; an empty seat is not waited for), and one who drops and reconnects answers the same offer. Nothing is
// left waiting. (The lapses after ANSWER_WAIT_S: answerWait.test.ts.)
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Seat } from '../../server/engine';
import { answers, fourPlayers, leaveAll, offerLines } from './fourPlayers';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';

// One server per file: the matchmaker is the process's, so a second server's room type would replace the first's.
const PORT = 3503;
let colyseus: ColyseusTestServer;
let matchesDir: string;

beforeAll(async () => {
  // The default answer wait (30 s): nothing lapses during these tests.
  const booted = await bootServer(PORT, { restoreOnBoot: false });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());

describe('offers asked twice, answered by the wrong seat', () => {
  it('O-54: a second ask while one is open, and answers from the other team, the asker or a spectator, are refused and change nothing', async () => {
    const t = await fourPlayers(PORT);
    const asker = 0 as Seat;
    const mate = t.partner(asker);
    const [enemy] = t.enemies(asker);
    t.rooms[asker].send('concede', { seat: asker });
    await until(() => t.rooms[mate].state.offer.kind === 'concede', 5000, 'the ask');
    t.rooms[asker].send('concede', { seat: asker }); // asked twice
    t.rooms[mate].send('concede', { seat: mate }); // the partner asks too
    t.rooms[asker].send('offer:answer', { seat: asker, accept: true }); // the asker is not asked
    t.rooms[asker].send('offer:answer', { seat: mate, accept: true }); // nor answers for its partner
    t.rooms[enemy].send('offer:answer', { seat: enemy, accept: true }); // the other team is not asked
    t.rooms[enemy].send('offer:answer', { seat: mate, accept: false }); // nor declines for them
    t.spectator.send('offer:answer', { seat: mate, accept: false });
    await until(
      () => t.errors[asker].length >= 3 && t.errors[mate].length >= 1 && t.errors[enemy].length >= 2,
      5000,
      'the refusals',
    );
    await until(() => t.spectatorErrors.length >= 1, 5000, "the spectator's refusal");
    expect(t.errors[asker].map((e) => e.code)).toEqual(['offer/open', 'offer/none', 'seat/not_yours']);
    expect(t.errors[mate].map((e) => e.code)).toEqual(['offer/open']);
    expect(t.errors[enemy].map((e) => e.code)).toEqual(['offer/none', 'seat/not_yours']);
    expect(t.spectatorErrors.map((e) => e.code)).toEqual(['seat/not_yours']);
    // Nothing changed: the same ask waits for the same seat, and the log said nothing more.
    expect(t.rooms[enemy].state.offer.kind).toBe('concede');
    expect([...t.rooms[enemy].state.offer.waiting]).toEqual([mate]);
    expect(answers(t, enemy)).toEqual([`concede ${asker} offered`]);
    // Declined, it may be asked again (a concession has no once-per-round), and then accepted.
    t.rooms[mate].send('offer:answer', { seat: mate, accept: false });
    await until(() => t.rooms[asker].state.offer.kind === '', 5000, 'declined');
    t.rooms[asker].send('concede', { seat: asker });
    await until(() => t.rooms[mate].state.offer.kind === 'concede', 5000, 'asked again');
    t.rooms[mate].send('offer:answer', { seat: mate, accept: true });
    await until(() => t.rooms.every((r) => r.state.phase === 'finished'), 5000, 'the concession');
    expect(t.rooms[asker].state.endReason).toBe('concede');
    expect(offerLines(matchesDir, t.rooms[asker].state.matchId)).toEqual([
      `concede ${asker} offered`,
      `concede ${mate} declined`,
      `concede ${asker} offered`,
      `concede ${asker} accepted`,
    ]);
    await leaveAll(t);
  });
});

describe('a player the offer waits for leaves or drops', () => {
  it('O-55: gone for good with a bot taking the seat, the bot declines the draw at once', async () => {
    const t = await fourPlayers(PORT, { reconnectS: 0 });
    const asker = 0 as Seat;
    const [e1, e2] = t.enemies(asker);
    t.rooms[asker].send('draw:offer', { seat: asker });
    await until(() => t.rooms[e1].state.offer.waiting.length === 2, 5000, 'the offer');
    await t.rooms[e1].leave(); // no reconnection window: the seat goes to a bot at once
    await until(() => t.logs[asker].some((l) => l.answer === 'declined'), 5000, 'the bot declines');
    expect(answers(t, asker)).toEqual([`draw ${asker} offered`, `draw ${e1} declined`]);
    expect(t.rooms[e2].state.offer.kind).toBe('');
    expect(t.rooms[e2].state.seats[e1].bot).toBe(true);
    expect(t.rooms[e2].state.phase).toBe('playing');
    await leaveAll(t);
  });

  it('O-54: gone for good with a bot taking the seat, the bot teammate agrees and the team concedes', async () => {
    const t = await fourPlayers(PORT, { reconnectS: 0 });
    const asker = 0 as Seat;
    const mate = t.partner(asker);
    const [enemy] = t.enemies(asker);
    t.rooms[asker].send('concede', { seat: asker });
    await until(() => t.rooms[mate].state.offer.kind === 'concede', 5000, 'the ask');
    await t.rooms[mate].leave();
    await until(() => t.rooms[enemy].state.phase === 'finished', 5000, 'the concession');
    expect(t.rooms[enemy].state.endReason).toBe('concede');
    expect(answers(t, enemy)).toEqual([`concede ${asker} offered`, `concede ${asker} accepted`]);
    await leaveAll(t);
  });

  it('O-55: gone for good with no bot taking over, the empty seat is not waited for: the other player decides', async () => {
    const t = await fourPlayers(PORT, { reconnectS: 0, botTakeover: false });
    const asker = 0 as Seat;
    const [e1, e2] = t.enemies(asker);
    t.rooms[asker].send('draw:offer', { seat: asker });
    await until(() => t.rooms[e2].state.offer.waiting.length === 2, 5000, 'the offer');
    await t.rooms[e1].leave();
    await until(() => t.rooms[e2].state.offer.waiting.length === 1, 5000, 'the empty seat dropped from the ask');
    expect([...t.rooms[e2].state.offer.waiting]).toEqual([e2]);
    t.rooms[e2].send('offer:answer', { seat: e2, accept: true });
    await until(() => t.rooms[asker].state.phase === 'finished', 5000, 'the agreed draw');
    expect(t.rooms[asker].state.endReason).toBe('agreed');
    await leaveAll(t);
  });

  it('O-55: a player who drops and reconnects within the window finds the offer still waiting and answers it', async () => {
    const t = await fourPlayers(PORT);
    const asker = 0 as Seat;
    const [e1, e2] = t.enemies(asker);
    t.rooms[asker].send('draw:offer', { seat: asker });
    await until(() => t.rooms[e1].state.offer.waiting.length === 2, 5000, 'the offer');
    const token = t.rooms[e1].reconnectionToken;
    await t.rooms[e1].leave(false); // a dropped connection, not a leave
    await until(() => t.rooms[asker].state.seats[e1].connected === false, 5000, 'the drop seen');
    // The seat keeps its player for the window, so the offer keeps waiting for it.
    expect([...t.rooms[asker].state.offer.waiting].sort()).toEqual([e1, e2].sort());
    const back = await new Client(`ws://127.0.0.1:${PORT}`).reconnect<Synced>(token);
    ignoreMessages(back, 'seat:token', 'events', 'room:log', 'error');
    await until(() => back.state.offer?.kind === 'draw', 5000, 'the offer in the full state');
    expect([...back.state.offer.waiting].sort()).toEqual([e1, e2].sort());
    back.send('offer:answer', { seat: e1, accept: true });
    t.rooms[e2].send('offer:answer', { seat: e2, accept: true });
    await until(() => t.rooms[asker].state.phase === 'finished', 5000, 'the agreed draw');
    expect(t.rooms[asker].state.endReason).toBe('agreed');
    await back.leave();
    await leaveAll(t);
  });
});
