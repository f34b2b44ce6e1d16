/**
 * For the benchmark's driver alone (server.driver.ts): clients that receive the same schema handshake share the
 * classes decoded from it.
 *
 * colyseus.js builds each client's state classes from the room's handshake (`Reflection.decode`). @colyseus/schema
 * 3.0.76 creates them inside the function that decoded the handshake, so every class keeps that decode's `Reflection`
 * alive: 44 `ReflectionField` schema instances per client, each with its own change tracker. A heap snapshot of the
 * driver at 300 rooms put a third of its heap there (about 46 KB a client), which at 2,000 rooms is some 370 MB that
 * the driver's major collections mark again and again, and their pauses are part of every latency sample. A browser
 * holds one client, so it has nothing to share.
 *
 * The handshake is still decoded (its bytes must be read, and its length is only known by reading it), but when the
 * same bytes were seen before, the client gets a fresh state of the classes decoded the first time, and what the
 * second decode built is garbage at once. Each client keeps its own state and decoder, as with a state class of its own.
 */
import { Decoder, Reflection, type Schema, type TypeContext } from '@colyseus/schema';

type Cursor = { offset: number };
type Decoded = { context: TypeContext; root: new () => Schema };

/** Handshakes seen (one per state shape: every battle room sends the same one). */
const KEPT = 8;
const decodeReflection = Reflection.decode.bind(Reflection);
const kept = new Map<string, Decoded>();

Reflection.decode = ((bytes: Parameters<typeof Reflection.decode>[0], it?: Cursor) => {
  const cursor = it ?? { offset: 0 };
  const start = cursor.offset;
  const decoder = decodeReflection(bytes, cursor);
  const key = Buffer.from(bytes.subarray(start, cursor.offset)).toString('latin1');
  const same = kept.get(key);
  if (same) return new Decoder(new same.root(), same.context);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { context: decoder.context, root: decoder.state.constructor as new () => Schema });
  return decoder;
}) as typeof Reflection.decode;
