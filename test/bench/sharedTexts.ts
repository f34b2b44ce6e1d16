/**
 * For the benchmark's driver alone (server.driver.ts), after client/src/net/flatStrings.ts: long schema strings that
 * are equal share one copy. Each of the driver's clients decodes the match's `content` and `map` leaves (about 44 KB of
 * text), so at 2,000 rooms its 8,000 clients held ~350 MB of copies of a few texts, and the driver's major collections
 * of that heap (up to 550 ms) were part of the latency samples. A browser holds one client, so it has nothing to share.
 */
import { decode } from '@colyseus/schema';

/** Texts shorter than this are not worth a lookup. */
const SHARED_LENGTH = 1024;
/** The texts kept (the distinct long leaves of the matches running: content tables and maps). */
const KEPT = 64;

const decodeString = decode.string;
const kept = new Map<string, string>();

decode.string = ((bytes: Parameters<typeof decode.string>[0], it: Parameters<typeof decode.string>[1]) => {
  const text = decodeString(bytes, it);
  if (text.length < SHARED_LENGTH) return text;
  const same = kept.get(text);
  if (same !== undefined) return same;
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(text, text);
  return text;
}) as typeof decode.string;
