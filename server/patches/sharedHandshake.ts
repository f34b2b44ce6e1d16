import type { Room } from '@colyseus/core';
import { Reflection, type Encoder } from '@colyseus/schema';

/** The part of Colyseus's SchemaSerializer (Room#_serializer, private) this file replaces. */
type Serializer = { encoder?: Encoder; handshake?: () => Buffer | undefined };

const byStateClass = new WeakMap<object, Buffer>();

/**
 * The join handshake (the state's type reflection, sent to every client that joins) of `state`'s class, made once
 * per process in a buffer of its own size.
 */
export function handshakeFor(encoder: Encoder): Buffer {
  const stateClass = encoder.state.constructor;
  let bytes = byStateClass.get(stateClass);
  if (!bytes) {
    const encoded = Reflection.encode(encoder);
    bytes = Buffer.alloc(encoded.byteLength);
    encoded.copy(bytes);
    byStateClass.set(stateClass, bytes);
  }
  return bytes;
}

/**
 * Has `room` send the process's one handshake for its state class. Colyseus 0.16 makes each room's handshake with a
 * fresh Encoder and keeps a slice of that encoder's buffer: 64 KiB a room (Encoder.BUFFER_SIZE, app.config.ts) for
 * about 1 KB that is the same in every room (the reflection depends only on the state's class). Call it after the
 * room's state is set.
 */
export function shareHandshake(room: Room): void {
  const serializer = (room as unknown as { _serializer?: Serializer })._serializer;
  const encoder = serializer?.encoder;
  if (!serializer || !encoder || typeof serializer.handshake !== 'function') return;
  serializer.handshake = () => handshakeFor(encoder);
}
