/**
 * Schema string values decoded into one flat string.
 *
 * @colyseus/schema 3.0.76 (the last 3.0 release, the line colyseus.js 0.16 uses) builds every string one character at a
 * time (`utf8Read`: `string += String.fromCharCode(byte)`). V8 keeps such a string as a rope with one node per
 * character until something flattens it. A match's `content` leaf (37 KB) and `map` leaf (10 KB) therefore arrive as
 * about 1.5 MB of heap per client, built by 47,000 concatenations. The bench driver's 4,000 clients held 6 GB of these
 * ropes, and its collector paused for up to 110 ms.
 *
 * The decoder reads string values through the exported `decode` table (decodeValue: `decode[type](bytes, it)`), so this
 * module replaces `decode.string`. The wire format is the same (msgpack fixstr / str 8 / str 16 / str 32). Long values
 * are read by one TextDecoder call. Short ones keep the library's own reader, which is quicker below rope length.
 * Import it once, before the first room is joined.
 */
import { decode } from '@colyseus/schema';

/** What the decoder reads from: colyseus.js hands it a Uint8Array (its types also allow a number[]). */
type Bytes = Uint8Array | number[];
type Cursor = { offset: number };
type LibraryBytes = Parameters<typeof decode.utf8Read>[0];

/** V8 concatenates strings shorter than 13 characters into flat copies; longer ones become ropes. */
const ROPE_LENGTH = 13;
const utf8 = new TextDecoder('utf-8');

/** Reads a msgpack string header (fixstr / str 8 / str 16 / str 32) as the library does and returns the byte length. */
function stringLength(bytes: LibraryBytes, it: Cursor): number {
  const prefix = decode.uint8(bytes, it);
  if (prefix < 0xc0) return prefix & 0x1f;
  if (prefix === 0xd9) return decode.uint8(bytes, it);
  if (prefix === 0xda) return decode.uint16(bytes, it);
  if (prefix === 0xdb) return decode.uint32(bytes, it);
  return 0; // not a string header: the library's reader reads nothing here either
}

/** decode.string, returning a flat string. */
export function decodeFlatString(bytes: Bytes, it: Cursor): string {
  let length = stringLength(bytes as LibraryBytes, it);
  if (length < ROPE_LENGTH || !(bytes instanceof Uint8Array)) return decode.utf8Read(bytes as LibraryBytes, it, length);
  length = Math.min(length, bytes.length - it.offset); // same bound as utf8Read: never read past the buffer
  const text = utf8.decode(bytes.subarray(it.offset, it.offset + length));
  it.offset += length;
  return text;
}

decode.string = decodeFlatString as typeof decode.string;
