import { Decoder, Encoder, MapSchema, Schema, decode, type } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { decodeFlatString } from '../../../client/src/net/flatStrings';

Encoder.BUFFER_SIZE = 128 * 1024; // the 70 KB value below

class Leaves extends Schema {
  @type({ map: 'string' }) view = new MapSchema<string>();
}

/** Encodes `values` as map leaves on a fresh state and decodes the full state on a fresh client-side decoder. */
function roundTrip(values: Record<string, string>): Map<string, string> {
  const server = new Leaves();
  for (const [k, v] of Object.entries(values)) server.view.set(k, v);
  const bytes = new Encoder(server).encodeAll();
  const client = new Leaves();
  new Decoder(client).decode(bytes); // the Buffer encodeAll returns is a Uint8Array, as colyseus.js passes
  return new Map(client.view.entries());
}

describe('schema strings decode flat (client/src/net/flatStrings)', () => {
  it('is the decoder the schema library uses for string values', () => {
    expect(decode.string).toBe(decodeFlatString);
  });

  it('reads every msgpack string header and UTF-8 width as the library did', () => {
    const values = {
      empty: '',
      short: '"u1"',
      fixstrEdge: 'x'.repeat(31), // fixstr holds up to 31 bytes
      str8: 'y'.repeat(200),
      str16: JSON.stringify({ cells: Array.from({ length: 900 }, (_, i) => ({ q: i, r: -i })) }),
      str32: 'z'.repeat(70_000),
      chinese: '"翻转後的面：神秘"'.repeat(3),
      emoji: '"🎲 dice 🐉 dragon"'.repeat(2),
      mixed: 'é'.repeat(12), // 24 bytes, 12 characters
    };
    expect(Object.fromEntries(roundTrip(values))).toEqual(values);
  });

  it('never reads past the end of a truncated buffer', () => {
    const bytes = new Uint8Array([0xd9, 40, ...new TextEncoder().encode('only twenty bytes...')]);
    const it = { offset: 0 };
    expect(decodeFlatString(bytes, it)).toBe('only twenty bytes...');
    expect(it.offset).toBe(bytes.length);
  });
});
