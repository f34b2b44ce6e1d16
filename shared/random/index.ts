/**
 * The seeded generator that every die, d20, coin, shuffle and map deal draws from (docs/architecture.md "The engine contract").
 * sfc32: small, fast, and its whole state is four 32-bit integers, so it lives in the JSON game state.
 * The functions below advance the state object they are given; the engine only calls them on its working copy.
 */
export type RngState = { s: [number, number, number, number] };

/** A fresh generator from a 32-bit seed (any number; it is folded to 32 bits). */
export function createRng(seed: number): RngState {
  const rng: RngState = { s: [0x9e3779b9, 0x243f6a88, 0xb7e15162, (seed >>> 0) ^ 0x5bd1e995] };
  rng.s[0] ^= seed >>> 0;
  for (let i = 0; i < 16; i++) nextUint32(rng); // mix the seed through the state
  return rng;
}

/** The next 32-bit unsigned integer. */
export function nextUint32(rng: RngState): number {
  let [a, b, c, d] = rng.s;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  rng.s = [a >>> 0, b, c, d];
  return t;
}

/** A uniform integer in [0, n) without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt: n must be a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}

/** A new array with the items in a uniformly random order (Fisher–Yates). */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
