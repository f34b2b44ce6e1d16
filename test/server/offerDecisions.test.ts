// Concede and draw offers without a room (docs/online.md "Concede and draw offers"; O-54, O-55 in
// docs/rules-decisions.md): the offers keep no timer, say nothing and apply nothing themselves. Each call returns the
// refusal or what the room must do, in order: a line for the record and every client's log, the agreed end to apply
// (its engine refusal answered to the sender or logged), a timer to arm or cancel.
import type { Client } from '@colyseus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Seat } from '../../server/engine';
import { Agreements } from '../../server/rooms/Agreements';
import { BattleState, SeatState } from '../../server/rooms/schema/BattleState';

const NOW = 1_700_000_000_000;
/** Seats 0 and 2 are red, 1 and 3 blue. */
const teamOf = (seat: Seat) => (seat % 2 === 0 ? 'red' : 'blue');

/** A match in play, round 1: seat i held by session `p<i>`, or a bot where `bots` says so. */
function table(bots: Seat[] = []) {
  const state = new BattleState();
  state.phase = 'playing';
  for (let seat = 0; seat < 4; seat++) {
    const bot = bots.includes(seat as Seat);
    state.seats.push(new SeatState().assign({ seat, bot, holder: bot ? '' : `p${seat}` }));
  }
  const seatsOf = (sessionId: string) => ([0, 1, 2, 3] as Seat[]).filter((s) => state.seats[s].holder === sessionId);
  const offers = new Agreements({ state, seatsOf, teamOf, round: () => 1, answerMs: () => 30_000 });
  const client = (seat: Seat) => ({ sessionId: `p${seat}` }) as Client;
  return { state, offers, client };
}

describe('the offers decide, the room carries out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("O-54: a concession waits for the partner with a lapse timer; its acceptance is the line, then the engine's concede", () => {
    const { state, offers, client } = table();
    expect(offers.concede(client(0), 0)).toEqual([
      { kind: 'say', line: { kind: 'concede', team: 'red', seat: 0, answer: 'offered' } },
      { kind: 'wait', timer: 'lapse', ms: 30_000 },
    ]);
    expect(state.offer.toJSON()).toMatchObject({
      kind: 'concede',
      team: 'red',
      from: 0,
      waiting: [2],
      deadline: NOW + 30_000,
    });
    // A second offer while one is open is refused and changes nothing.
    expect(offers.offerDraw(client(1), 1)).toMatchObject({ code: 'offer/open' });
    expect(offers.answer(client(2), 2, true)).toEqual([
      { kind: 'cancel', timer: 'lapse' },
      { kind: 'cancel', timer: 'recheck' },
      { kind: 'say', line: { kind: 'concede', team: 'red', seat: 0, answer: 'accepted' } },
      { kind: 'play', seat: 0, command: { type: 'concede' }, refusal: 'log' },
    ]);
    expect(state.offer.kind).toBe('');
  });

  it('O-54: a team with nobody else to ask concedes at once, and an engine refusal goes back to the sender', () => {
    const { offers, client } = table([2]);
    expect(offers.concede(client(0), 0)).toEqual([
      { kind: 'say', line: { kind: 'concede', team: 'red', seat: 0, answer: 'offered' } },
      { kind: 'cancel', timer: 'lapse' },
      { kind: 'cancel', timer: 'recheck' },
      { kind: 'say', line: { kind: 'concede', team: 'red', seat: 0, answer: 'accepted' } },
      { kind: 'play', seat: 0, command: { type: 'concede' }, refusal: 'reply' },
    ]);
  });

  it('O-55: a draw offer lapses as declined when its timer fires; the team may not offer again this round', () => {
    const { state, offers, client } = table();
    expect(offers.offerDraw(client(0), 0)).toContainEqual({ kind: 'wait', timer: 'lapse', ms: 30_000 });
    expect([...state.offer.waiting]).toEqual([1, 3]);
    expect(offers.due('lapse')).toEqual([
      { kind: 'cancel', timer: 'lapse' },
      { kind: 'cancel', timer: 'recheck' },
      { kind: 'say', line: { kind: 'draw', team: 'red', seat: 0, answer: 'expired' } },
    ]);
    expect(offers.offerDraw(client(2), 2)).toMatchObject({ code: 'offer/once_per_round' });
    // A bot of the other team declines at once: no timer.
    const bots = table([3]);
    expect(bots.offers.offerDraw(bots.client(0), 0)).toEqual([
      { kind: 'say', line: { kind: 'draw', team: 'red', seat: 0, answer: 'offered' } },
      { kind: 'say', line: { kind: 'draw', team: 'red', seat: 0, answer: 'declined' } },
    ]);
  });

  it("O-55: a player gone for good is answered for on the room's next turn: a bot that took the seat declines the draw", () => {
    const { state, offers, client } = table();
    offers.offerDraw(client(0), 0);
    state.seats[1].assign({ holder: '', bot: true });
    expect(offers.seatsChanged()).toEqual([{ kind: 'wait', timer: 'recheck', ms: 0 }]);
    // Armed once until it fires.
    expect(offers.seatsChanged()).toEqual([]);
    expect(offers.due('recheck')).toEqual([
      { kind: 'cancel', timer: 'lapse' },
      { kind: 'cancel', timer: 'recheck' },
      { kind: 'say', line: { kind: 'draw', team: 'red', seat: 1, answer: 'declined' } },
    ]);
  });
});
