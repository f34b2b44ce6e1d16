/**
 * Exact probabilities for previews: a fraction n/d in lowest terms. Every roll's faces are equally likely, so every
 * outcome's chance is a product of small fractions (k/6 for a D6 value, 1/2 a coin, 1/20 a d20) and sums of them stay
 * exact; `never` and `always` are said only of 0/1 and 1/1.
 */
export type Chance = { n: number; d: number };

export const NEVER: Chance = { n: 0, d: 1 };
export const ALWAYS: Chance = { n: 1, d: 1 };

const gcd = (a: number, b: number): number => {
  while (b) [a, b] = [b, a % b];
  return a;
};

/** n/d in lowest terms; throws past 2^53, where a float would stop being exact (the enumeration then reports inexact). */
export function chance(n: number, d: number): Chance {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0)
    throw new RangeError(`chance out of exact range: ${n}/${d}`);
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
}

export const times = (a: Chance, b: Chance): Chance => chance(a.n * b.n, a.d * b.d);

export function plus(a: Chance, b: Chance): Chance {
  if (a.n === 0) return b;
  if (b.n === 0) return a;
  const g = gcd(a.d, b.d);
  return chance(a.n * (b.d / g) + b.n * (a.d / g), (a.d / g) * b.d);
}

export const minus = (a: Chance, b: Chance): Chance => chance(a.n * b.d - b.n * a.d, a.d * b.d);

export const sameChance = (a: Chance, b: Chance): boolean => a.n === b.n && a.d === b.d;

/** The chance as a number (for sorting and display; comparisons of exactness use the fraction). */
export const valueOf = (c: Chance): number => c.n / c.d;

/** 'never' at exactly 0, 'always' at exactly 1, else 'maybe'. */
export const likelihoodOf = (c: Chance): 'never' | 'maybe' | 'always' =>
  c.n === 0 ? 'never' : c.n === c.d ? 'always' : 'maybe';

/** The least common denominator of some chances (each a divisor of it); throws past 2^53 like `chance`. */
export function commonDenominator(cs: Chance[]): number {
  let d = 1;
  for (const c of cs) d = chance(1, (d / gcd(d, c.d)) * c.d).d;
  return d;
}
