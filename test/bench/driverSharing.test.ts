// The benchmark driver's clients share what they decode alike (test/bench/sharedReflection.ts, sharedTexts.ts): the
// classes built from one handshake, and equal strings. Each client must still decode its own state, exactly as the
// library alone would, or every latency sample the driver takes would be of a broken client.
import { Encoder, MapSchema, Reflection } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import '../../client/src/net/flatStrings';
import './sharedTexts';
import './sharedReflection';
import { BattleState, SeatState } from '../../server/rooms/schema/BattleState';

type DecodedBattle = { name: string; version: number; view: MapSchema<string>; seats: { name: string }[] };

/** A battle state with some leaves, short and long, as a room's full state for a joining client. */
function roomState(name: string, leaves: Record<string, string>): { handshake: Buffer; full: Buffer } {
  const state = new BattleState();
  state.name = name;
  state.version = 7;
  for (const seatName of ['', '', 'Ann', '']) state.seats.push(new SeatState().assign({ name: seatName }));
  for (const [k, v] of Object.entries(leaves)) state.view.set(k, v);
  const encoder = new Encoder(state);
  return { handshake: Buffer.from(Reflection.encode(encoder)), full: Buffer.from(encoder.encodeAll()) };
}

function join(room: { handshake: Buffer; full: Buffer }) {
  const decoder = Reflection.decode(room.handshake);
  decoder.decode(room.full);
  return decoder;
}

describe('the bench driver sharing decoded handshakes and strings', () => {
  const long = JSON.stringify({ table: Array.from({ length: 300 }, (_, i) => `entry ${i}`) });
  const a = roomState('Room A', { 'units/eli/hp': '5', content: long, 'units/eli/name': '"eli"' });
  const b = roomState('Room B', { 'units/eli/hp': '3', content: long, 'units/noel/pos': '[1,-2]' });

  it('gives clients of the same handshake the same classes and each its own state, decoded in full', () => {
    expect(a.handshake.equals(b.handshake)).toBe(true);
    const [one, two, three] = [join(a), join(a), join(b)];
    expect(two.state.constructor).toBe(one.state.constructor);
    expect(three.state.constructor).toBe(one.state.constructor);
    expect(two.state).not.toBe(one.state);
    const [s1, s2, s3] = [one, two, three].map((d) => d.state as unknown as DecodedBattle);
    expect([s1.name, s2.name, s3.name]).toEqual(['Room A', 'Room A', 'Room B']);
    expect([s1.version, s1.seats[2].name, s3.seats[2].name]).toEqual([7, 'Ann', 'Ann']);
    expect(Object.fromEntries(s2.view.entries())).toEqual({
      'units/eli/hp': '5',
      content: long,
      'units/eli/name': '"eli"',
    });
    expect(Object.fromEntries(s3.view.entries())).toEqual({
      'units/eli/hp': '3',
      content: long,
      'units/noel/pos': '[1,-2]',
    });
  });

  // As colyseus.js hands it over: the rest of the join message, after the room's header bytes.
  it('reads a handshake that starts inside a larger buffer from there to its end, the second time too', () => {
    const framed = Buffer.concat([Buffer.from([9, 9, 9]), a.handshake]);
    const first = { offset: 3 };
    Reflection.decode(framed, first);
    const again = { offset: 3 };
    const decoder = Reflection.decode(framed, again);
    expect([first.offset, again.offset]).toEqual([3 + a.handshake.length, 3 + a.handshake.length]);
    decoder.decode(a.full);
    expect((decoder.state as unknown as DecodedBattle).name).toBe('Room A');
  });

  it('gives a different handshake classes of its own', () => {
    class Other extends BattleState {}
    const encoder = new Encoder(new Other());
    const other = Reflection.decode(Buffer.from(Reflection.encode(encoder)));
    expect(other.state.constructor).not.toBe(join(a).state.constructor);
  });

  it('keeps later changes of one client out of the others (patches apply to the state they are meant for)', () => {
    const state = new BattleState();
    const encoder = new Encoder(state);
    const handshake = Buffer.from(Reflection.encode(encoder));
    const full = Buffer.from(encoder.encodeAll());
    encoder.discardChanges();
    const [x, y] = [Reflection.decode(handshake), Reflection.decode(handshake)];
    x.decode(full);
    y.decode(full);
    state.view.set('units/eli/hp', '4');
    state.version = 8;
    x.decode(Buffer.from(encoder.encode()));
    const [sx, sy] = [x.state as unknown as DecodedBattle, y.state as unknown as DecodedBattle];
    expect([sx.version, sx.view.get('units/eli/hp')]).toEqual([8, '4']);
    expect([sy.version, sy.view.get('units/eli/hp')]).toEqual([0, undefined]);
  });
});
