/** Expected values of dice for the bot's estimates (O-24 faces: normal 001111, advantage 011122, disadvantage 000111). */
import type { Amount, DicePool, DieKind } from '../../content/schema';

/** Mean face value per die kind. */
export const DIE_MEAN: Record<DieKind, number> = { normal: 4 / 6, advantage: 7 / 6, disadvantage: 3 / 6 };
/** Chance a die shows a blank (0). */
const DIE_BLANK: Record<DieKind, number> = { normal: 2 / 6, advantage: 1 / 6, disadvantage: 3 / 6 };

/** The mean of an amount (fixed part plus dice). */
export function meanAmount(a: Amount | undefined): number {
  if (!a) return 0;
  return a.fixed + (a.dice ?? []).reduce((s, p) => s + p.count * DIE_MEAN[p.kind], 0);
}

/** The chance that a hit roll (R-YUNYE-1 "attack 111 once") is not all blanks. */
export function hitChance(dice: DicePool[]): number {
  return 1 - dice.reduce((p, d) => p * DIE_BLANK[d.kind] ** d.count, 1);
}
