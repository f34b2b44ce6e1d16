// server/patches/stringLengthFix.ts: @colyseus/schema 3.0.76 wrote a 255-byte string's length as 0, and every
// client then misread the rest of the patch. Strings of every header size must reach a client's decoder intact, and a
// client that decodes every patch of whole matches must hold the server's leaves after each one.
import { Decoder, Encoder, MapSchema, Schema, type } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { engine } from '../../server/engine';
import { emptyProjection, projectToSchema } from '../../server/rooms/projectToSchema';
import { BattleState } from '../../server/rooms/schema/BattleState';
import { installStringLengthFix, uninstallStringLengthFix } from '../../server/patches/stringLengthFix';
import { botGameStates } from '../shared/botGameStates';
import { heldRoomSchema } from './heldRoomSchema';

Encoder.BUFFER_SIZE = 256 * 1024;
const rules = engine();

class Texts extends Schema {
  @type({ map: 'string' }) leaves = new MapSchema<string>();
  @type('string') after = '';
}

/** What a client decodes of a map holding `value` under the key `key`, followed by another field. */
function roundTrip(key: string, value: string): { key: string | undefined; value: string | undefined; after: string } {
  const state = new Texts();
  state.leaves.set(key, value);
  state.after = 'still in step';
  const decoder = new Decoder(new Texts());
  decoder.decode(new Encoder(state).encodeAll());
  const got = decoder.state as Texts;
  const [k, v] = [...got.leaves.entries()][0] ?? [];
  return { key: k, value: v, after: got.after };
}

/** A text of exactly `bytes` UTF-8 bytes, with two-byte characters in it when `wide`. */
function textOf(bytes: number, wide = false): string {
  const head = wide ? 'é'.repeat(Math.floor(bytes / 4)) : '';
  return head + 'x'.repeat(bytes - 2 * head.length);
}

describe('schema strings of every length (stringLengthFix)', () => {
  it('reach the client whole at every header boundary, values and map keys, wide characters included', () => {
    for (const bytes of [0, 1, 31, 32, 254, 255, 256, 65_535, 65_536]) {
      for (const wide of [false, true]) {
        const text = textOf(bytes, wide);
        expect(Buffer.byteLength(text)).toBe(bytes);
        expect(roundTrip('k', text)).toEqual({ key: 'k', value: text, after: 'still in step' });
        if (bytes > 0 && bytes < 70_000)
          expect(roundTrip(text, 'v')).toEqual({ key: text, value: 'v', after: 'still in step' });
      }
    }
  });

  it("the library's own encoding loses a 255-byte string and what follows it (what the fix is for)", () => {
    uninstallStringLengthFix();
    try {
      const text = textOf(255);
      let got: ReturnType<typeof roundTrip> | undefined;
      try {
        got = roundTrip('k', text);
      } catch {
        got = undefined; // or the decoder gives up on the misread bytes
      }
      expect(got?.value).not.toBe(text);
    } finally {
      installStringLengthFix();
    }
  });

  it("a client holding a seat decodes every patch of standard bot games to the server's public and seat leaves", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { state, encoder, views } = heldRoomSchema();
      // One client, holding seat 0; the other seats are bots (no layer is made for them), as in a room with bots.
      const held = (seat: number) => seat === 0;
      const [first, ...rest] = botGameStates('standard', seed, 150);
      let projection = projectToSchema(state, first, rules, emptyProjection(), held);
      const decoder = new Decoder(new BattleState());
      const start = { offset: 0 };
      encoder.encodeAll(start);
      decoder.decode(encoder.encodeAllView(views[0], start.offset, { offset: start.offset }));
      encoder.discardChanges();
      for (const [n, game] of rest.entries()) {
        projection = projectToSchema(state, game, rules, projection, held);
        const it = { offset: 0 };
        encoder.encode(it);
        decoder.decode(encoder.encodeView(views[0], it.offset, it));
        encoder.discardChanges();
        const client = decoder.state as BattleState;
        expect(new Map(client.view.entries()), `seed ${seed}, command ${n}: public leaves`).toEqual(
          new Map(state.view.entries()),
        );
        expect(new Map(client.layers[0].leaves.entries()), `seed ${seed}, command ${n}: seat 0's leaves`).toEqual(
          new Map(state.layers[0].leaves.entries()),
        );
      }
    }
  });
});
