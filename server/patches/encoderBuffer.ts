import { Encoder } from '@colyseus/schema';

/** Each room's first encoder buffer (the library's default is 8 KiB). */
export const ENCODER_BUFFER_BYTES = 64 * 1024;

/**
 * The first full state of a match carries the content tables and the map (about 50 kB of JSON): each room's encoder
 * buffer starts big enough for it, instead of @colyseus/schema (3.0.76, pinned) warning and encoding again into a
 * bigger one. A library-wide static, set once for the process.
 */
export function installEncoderBufferSize(): void {
  Encoder.BUFFER_SIZE = ENCODER_BUFFER_BYTES;
}
