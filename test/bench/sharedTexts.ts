/**
 * For the benchmark's driver alone (server.driver.ts), after client/src/net/flatStrings.ts: equal schema strings that
 * the driver's clients decode share one copy.
 *
 * Each of the driver's clients decodes the match's `content` and `map` leaves (about 44 KB of text), so at 2,000 rooms
 * its 8,000 clients held ~350 MB of copies of a few texts, and the driver's major collections of that heap (up to
 * 550 ms) were part of the latency samples. The view map's keys (`units/eli/hp`, ~180 a client) and most of its values
 * (`true`, `[]`, a unit's name) are also the same in every client: a heap snapshot of the driver at 300 rooms counted
 * 1,334 strings a room. A browser holds one client, so it has nothing to share.
 */
import { decode } from '@colyseus/schema';

/** Texts of this length or more are few and large: the last KEPT_LONG of them are kept. */
const LONG_LENGTH = 1024;
const KEPT_LONG = 64;
/** Shorter texts are many and small (keys and leaf values): kept until there are this many, then kept afresh. */
const KEPT_SHORT = 100_000;

const decodeString = decode.string;
const long = new Map<string, string>();
const short = new Map<string, string>();

decode.string = ((bytes: Parameters<typeof decode.string>[0], it: Parameters<typeof decode.string>[1]) => {
  const text = decodeString(bytes, it);
  const kept = text.length < LONG_LENGTH ? short : long;
  const same = kept.get(text);
  if (same !== undefined) return same;
  if (kept === long && long.size >= KEPT_LONG) long.delete(long.keys().next().value!);
  if (kept === short && short.size >= KEPT_SHORT) short.clear();
  kept.set(text, text);
  return text;
}) as typeof decode.string;
