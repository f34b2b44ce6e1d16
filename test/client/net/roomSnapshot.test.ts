// The client's room snapshot is the server schema's state, field for field (issue 29: one typed room snapshot, the
// option defaults in one place): read here from a real schema instance, as colyseus hands the client its decoded copy.
import { describe, expect, it } from 'vitest';
import { ROOM_OPTION_DEFAULTS } from '../../../shared/room/roomOptions';
import { readSnapshot } from '../../../client/src/net/roomSnapshot';
import { BattleState, MemberState, OptionsState, SeatState } from '../../../server/rooms/schema/BattleState';

describe('room snapshot', () => {
  it("the server schema's options start from the shared defaults, and a state without options reads as them", () => {
    expect(new OptionsState().toJSON()).toEqual(ROOM_OPTION_DEFAULTS);
    expect(readSnapshot(undefined).options).toEqual(ROOM_OPTION_DEFAULTS);
    expect(readSnapshot(new BattleState()).options).toEqual(ROOM_OPTION_DEFAULTS);
  });

  it('has a field for every field of the schema but the game view and its seat layers, and no other', () => {
    const state = new BattleState();
    state.seats.push(new SeatState());
    const schemaFields = Object.keys(state.toJSON()).filter((k) => k !== 'view' && k !== 'layers');
    expect(Object.keys(readSnapshot(state)).sort()).toEqual(schemaFields.sort());
    expect(Object.keys(readSnapshot(state).seats[0]).sort()).toEqual(Object.keys(new SeatState().toJSON()).sort());
  });

  it('reads every option, seat, member, prompt and offer field the server sets', () => {
    const state = new BattleState();
    Object.assign(state.options, {
      variant: 'standard',
      reactionDeadlineS: 45,
      turnDeadlineS: 90,
      reconnectS: 20,
      botsForEmpty: true,
      botTakeover: false,
      botLevel: 'strong',
      private: true,
      clock: 'bank',
      bankS: 600,
      bankAddS: 5,
      extensionMaxS: 60,
      spectatorsHearTeams: true,
    });
    state.phase = 'playing';
    state.clock = 'bank';
    const seat = new SeatState();
    Object.assign(seat, { seat: 2, holder: 'abc', name: 'Ann', bot: false, connected: true, ready: true });
    Object.assign(seat, { bankMs: 1500, bankSince: 7, botLevel: 'gentle' });
    state.seats.push(seat);
    const member = new MemberState();
    Object.assign(member, { name: 'Ann', connected: true, spectator: false });
    state.members.set('abc', member);
    Object.assign(state.prompt, { id: 'turn:3', kind: 'turn', deadline: 99, extended: true });
    state.prompt.seats.push(2);
    Object.assign(state.offer, { kind: 'draw', team: 'blue', from: 1, deadline: 5 });
    state.offer.waiting.push(0, 2);
    const s = readSnapshot(state);
    expect(s.options).toEqual(state.options.toJSON());
    expect(s.phase).toBe('playing');
    expect(s.clock).toBe('bank');
    expect(s.seats).toEqual([seat.toJSON()]);
    expect(s.members).toEqual([{ id: 'abc', ...member.toJSON() }]);
    expect(s.prompt).toEqual({ id: 'turn:3', kind: 'turn', seats: [2], deadline: 99, extended: true });
    expect(s.offer).toEqual({ kind: 'draw', team: 'blue', from: 1, waiting: [0, 2], deadline: 5 });
  });

  it('an option of the wrong type or an unknown value reads as its default', () => {
    const s = readSnapshot({ options: { variant: 'huge', clock: 'sundial', bankS: '300', botLevel: 'godlike' } });
    expect(s.options).toEqual(ROOM_OPTION_DEFAULTS);
  });
});
