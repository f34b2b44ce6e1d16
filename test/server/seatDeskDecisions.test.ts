// The seat desk without a room (docs/online.md "Reconnection and seat tokens", "Restore after a restart"): it calls
// nothing of the room and keeps no timer. Taking and reclaiming a seat say who sat where (team talk keeps the
// addresses); a seat that changes hands during the match says so (the room re-arms the prompt and the offers); a
// restored match's takeover timers are decisions, cancelled by a reclaim, and their firing abandons a seat nobody
// reclaimed.
import type { Client } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../server/engine';
import { hashToken } from '../../server/records/matchRecord';
import { SeatDesk } from '../../server/rooms/SeatDesk';
import { BattleState, MemberState, SeatLayer, SeatState } from '../../server/rooms/schema/BattleState';

function desk() {
  const state = new BattleState();
  for (let seat = 0; seat < 4; seat++) {
    state.seats.push(new SeatState().assign({ seat }));
    state.layers.push(new SeatLayer().assign({ seat }));
  }
  const seats = new SeatDesk({ state, roomId: () => 'TEST', log: () => null });
  const tokens: string[] = [];
  const join = (sessionId: string) => {
    state.members.set(sessionId, new MemberState().assign({ name: sessionId }));
    const client = {
      sessionId,
      send: (_type: string, m: { token: string }) => tokens.push(m.token),
    } as unknown as Client;
    seats.admit(client);
    return client;
  };
  return { state, seats, join, tokens };
}

describe('the seat desk decides, the room carries out', () => {
  it('before the start: taking a seat says who sat there; leaving it changes nothing in a match', () => {
    const { seats, join } = desk();
    const ann = join('ann');
    expect(seats.take(ann, 2)).toEqual([{ kind: 'seated', sessionId: 'ann', seat: 2 }]);
    expect(seats.abandon(2)).toEqual([]);
  });

  it('a restored match: a takeover timer per player seat; one nobody reclaimed goes to a bot, a reclaimed one stays', () => {
    const { state, seats, join } = desk();
    state.options.botTakeover = true;
    seats.restore(
      ([0, 1, 2, 3] as Seat[]).map((seat) => ({
        name: `P${seat}`,
        bot: seat === 3,
        tokenHash: seat === 3 ? '' : hashToken(`token-${seat}`),
      })),
    );
    state.phase = 'playing';
    expect(seats.armTakeovers(60_000)).toEqual([0, 1, 2].map((seat) => ({ kind: 'wait', seat, ms: 60_000 })));
    // Seat 1's player comes back with its token: its timer is cancelled and the match is told a seat changed hands.
    const bob = join('bob');
    expect(seats.reclaim(bob, ['token-1'])).toEqual([
      { kind: 'seated', sessionId: 'bob', seat: 1 },
      { kind: 'cancel', seat: 1 },
      { kind: 'moved' },
    ]);
    expect(seats.due(1)).toEqual([]);
    expect(state.seats[1].holder).toBe('bob');
    // Seat 0's timer fires with nobody back: a bot takes it.
    expect(seats.due(0)).toEqual([{ kind: 'moved' }]);
    expect(state.seats[0].toJSON()).toMatchObject({ bot: true, connected: true, name: 'P0 (bot)' });
    // Bob leaves for good: his seat goes to a bot the same way.
    expect(seats.dismiss('bob')).toEqual([{ kind: 'moved' }]);
    expect(state.seats[1].bot).toBe(true);
  });
});
