/**
 * @colyseus/schema 3.0.76 (pinned; the last 3.0 release) encodes a string of exactly 255 UTF-8 bytes with a length of 0:
 * its msgpack "str 8" header is written as `length % 255` instead of `length`. Every client then reads the string's
 * bytes as the next fields of the patch, and the rest of the state goes wrong (a standard match's placement prompt,
 * sent as one leaf, is 255 bytes often enough to break a room within a few commands; docs/online.md "State"). Any leaf,
 * map key or name of that length did it. The encoder writes every string through the exported `encode` table (values:
 * `encode[type]`, map keys: `encode.string`), so this module replaces `encode.string` with the same encoding and the
 * right header. Decoders are unaffected: they read the header as msgpack defines it.
 */
import { encode } from '@colyseus/schema';

type Bytes = Parameters<typeof encode.string>[0];
type Cursor = Parameters<typeof encode.string>[2];

const libraryString = encode.string;

/** msgpack's string: fixstr, str 8, str 16 or str 32 header, then the UTF-8 bytes; `null` and '' as ''. Its size. */
export function encodeString(bytes: Bytes, value: string, it: Cursor): number {
  const text = value || '';
  const length = encode.utf8Length(text);
  const out = bytes as unknown as number[]; // the encoder's buffer (a Buffer; the library's type also allows number[])
  let size: number;
  if (length < 0x20) {
    out[it.offset++] = length | 0xa0;
    size = 1;
  } else if (length < 0x100) {
    out[it.offset++] = 0xd9;
    out[it.offset++] = length;
    size = 2;
  } else if (length < 0x10000) {
    out[it.offset++] = 0xda;
    encode.uint16(bytes, length, it);
    size = 3;
  } else if (length < 0x100000000) {
    out[it.offset++] = 0xdb;
    encode.uint32(bytes, length, it);
    size = 5;
  } else {
    throw new Error('String too long');
  }
  encode.utf8Write(bytes, text, it);
  return size + length;
}

/** Puts the right string encoding in place (at load of the room's schema, before any room encodes). */
export function installStringLengthFix(): void {
  encode.string = encodeString;
}

/** The library's own (for the test that shows what was wrong). */
export function uninstallStringLengthFix(): void {
  encode.string = libraryString;
}
