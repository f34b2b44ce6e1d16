/** A fresh 32-bit seed for a random deal (the deal itself is deterministic from the seed). */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}
