// Issue 28, what happens when nobody answers (docs/online.md "Concede and draw offers", "Rematch"): a draw offer or a
// concession lapses as declined after ANSWER_WAIT_S, and a rematch vote's countdown ends with bots at the room's level
// in the seats of those who did not answer. A spectator's rematch answers are refused by name and change nothing, the
// vote's end included. The server's own timers end each wait: the tests wait on what they cause, never on a clock.
import { Client } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Seat } from '../../server/engine';
import { answers, fourPlayers, leaveAll, offerLines } from './fourPlayers';
import { bootServer, ignoreMessages, until } from './helpers';
import { finishedTable, type RematchOffer as Offer, type Voting } from './rematchTable';

const PORT = 3504;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  // Offers and votes wait 0.3 s (ANSWER_WAIT_S); a timed table where nobody plays ends after 3 prompts answered by the clock
  // (the rematch's source; the offers' tables are untimed).
  const booted = await bootServer(PORT, {
    restoreOnBoot: false,
    answerWaitS: 0.3,
    idleEndPrompts: 3,
    overloadLagMs: 1e9,
  });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());

describe('offers nobody answers (ANSWER_WAIT_S)', () => {
  it('O-55: an unanswered draw offer lapses as declined; the match goes on and the team has used its offer of the round', async () => {
    const t = await fourPlayers(PORT);
    const asker = 0 as Seat;
    const [e1] = t.enemies(asker);
    t.rooms[asker].send('draw:offer', { seat: asker });
    await until(() => t.logs[e1].some((l) => l.answer === 'expired'), 5000, 'the lapse');
    expect(answers(t, e1)).toEqual([`draw ${asker} offered`, `draw ${asker} expired`]);
    await until(() => t.rooms.every((r) => r.state.offer.kind === '' && r.state.offer.waiting.length === 0));
    expect(t.rooms[asker].state.phase).toBe('playing');
    expect(offerLines(matchesDir, t.rooms[asker].state.matchId)).toEqual([
      `draw ${asker} offered`,
      `draw ${asker} expired`,
    ]);
    // A lapsed offer still counts as the team's offer of this round.
    t.rooms[asker].send('draw:offer', { seat: asker });
    await until(() => t.errors[asker].length >= 1, 5000, 'the second offer refused');
    expect(t.errors[asker][0].code).toBe('offer/once_per_round');
    // An unanswered concession lapses too, and the team has not conceded.
    const mate = t.partner(asker);
    t.rooms[asker].send('concede', { seat: asker });
    await until(() => t.logs[mate].filter((l) => l.answer === 'expired').length === 2, 5000, 'the concession lapses');
    expect(answers(t, mate).slice(2)).toEqual([`concede ${asker} offered`, `concede ${asker} expired`]);
    expect(t.rooms[mate].state.phase).toBe('playing');
    expect(t.rooms[mate].state.offer.kind).toBe('');
    await leaveAll(t);
  });
});

describe('a rematch vote nobody else answers', () => {
  it("the countdown ends: the asker's seat is kept, bots at the room's level take the silent players' seats; a spectator changes nothing", async () => {
    const { ann, bo, cy, offers, errors, spy } = await finishedTable(PORT);
    const boErrors = errors[1];
    const spyErrors = () =>
      spy.messages.filter(([type]) => type === 'error').map(([, e]) => (e as { code: string }).code);

    // A spectator opens no vote, with a rematch or a decline.
    spy.send('rematch', {});
    spy.send('rematch:decline', {});
    await until(() => spyErrors().length >= 2, 5000, "the spectator's refusals");
    expect(spyErrors()).toEqual(['seat/none', 'seat/none']);
    expect([...ann.state.rematchVote.answers]).toEqual([]);

    ann.send('rematch', {});
    // Bo and Cy say nothing: the room's countdown decides.
    await until(() => ann.state.rematch !== '' && offers.get(ann)!.length === 1, 5000, 'the countdown ends');
    expect([...ann.state.rematchVote.answers]).toEqual(['yes', 'no', 'no', '']);
    expect(ann.state.rematchVote.deadline).toBe(0);
    const code = ann.state.rematch;
    expect(offers.get(ann)![0].code).toBe(code);
    expect(offers.get(ann)![0].seatTokens.map((t) => t.seat)).toEqual([0]);
    expect(spy.messages.some(([type, p]) => type === 'rematch' && (p as Offer).code === code)).toBe(true);

    // A decline after the vote changes nothing: Bo is not sent along (before, a late decline got the new room's code).
    bo.send('rematch:decline', {});
    bo.send('rematch:wait', { wait: true }); // answered after the decline: a point to wait on
    await until(() => boErrors.length >= 1, 5000, "Bo's later message answered");
    expect(boErrors[0].code).toBe('room/not_host');
    expect(offers.get(bo)).toEqual([]);
    expect(offers.get(cy)).toEqual([]);

    // The new room: Ann's seat is hers, Bo's and Cy's have gentle bots (the room's level), seat 3's bot keeps its own.
    const ann2 = await sdk().joinById<Voting>(code, {
      name: 'Ann',
      seatTokens: [offers.get(ann)![0].seatTokens[0].token],
    });
    ignoreMessages(ann2, 'seat:token', 'events', 'room:log', 'error');
    await until(() => ann2.state.phase === 'playing', 5000, 'the rematch starts with Ann back');
    expect(
      ann2.state.seats.map((s) => [s.holder === ann2.sessionId, s.bot, (s as { botLevel?: string }).botLevel]),
    ).toEqual([
      [true, false, ''],
      [false, true, 'gentle'],
      [false, true, 'gentle'],
      [false, true, 'strong'],
    ]);

    // The rematch ends (Ann, alone against bots, concedes at once) and its room goes: a spectator's ask in the old room
    // is refused by name and changes nothing; a player's opens a new vote.
    ann2.send('concede', { seat: 0 });
    await until(() => ann2.state.phase === 'finished', 5000, 'the rematch ends');
    await ann2.leave();
    let gone = false;
    const look = () => matchMaker.query({ roomId: code }).then((found) => (gone = found.length === 0));
    await until(() => (look(), gone), 10_000, 'the rematch room gone');
    spy.send('rematch', {});
    await until(() => spyErrors().length >= 3, 5000, "the spectator's ask after the rematch's end");
    expect(spyErrors()[2]).toBe('seat/none');
    expect(ann.state.rematch).toBe(code);
    expect([...ann.state.rematchVote.answers]).toEqual(['yes', 'no', 'no', '']);
    bo.send('rematch', {});
    // (Its own countdown may already have made the next room: the old code is gone either way.)
    await until(() => ann.state.rematchVote.answers[1] === 'yes' && ann.state.rematch !== code, 5000, 'a new vote');
    for (const r of [ann, bo, cy]) await r.leave();
    spy.close();
  }, 60_000);
});
