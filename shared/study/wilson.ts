// The Wilson score interval for a share (successes of n): good near 0 % and 100 % and for small n, unlike p ± z·se.

/** A share with its confidence interval. */
export type Share = { wins: number; games: number; rate: number; low: number; high: number };

/** The two-sided standard normal quantile for a confidence level: z with P(|Z| ≤ z) = level (95 % → 1.95996). */
export function normalQuantile(level: number): number {
  if (!(level > 0 && level < 1)) throw new RangeError(`normalQuantile: level must be between 0 and 1, got ${level}`);
  return inverseNormal(1 - (1 - level) / 2);
}

/** Φ⁻¹(p) by Acklam's rational approximation (relative error below 1.2e-9 over (0, 1): ample for intervals). */
export function inverseNormal(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  return x;
}

/** The Wilson interval of wins/games at z (1.96 for 95 %); 0 games gives the whole range [0, 1]. */
export function wilson(wins: number, games: number, z = normalQuantile(0.95)): Share {
  if (!Number.isInteger(wins) || !Number.isInteger(games) || wins < 0 || games < 0 || wins > games)
    throw new RangeError(`wilson: expected 0 ≤ wins ≤ games, got ${wins} of ${games}`);
  if (games === 0) return { wins, games, rate: 0, low: 0, high: 1 };
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z / (1 + z2 / games)) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  return { wins, games, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
