/**
 * Every dice outcome of a run, exactly (issue 27 "exact odds"): the run (applyCommand and the answers after it) is
 * replayed depth-first with a roll source (dice.ts withRollSource) that replays a prefix of chosen values, then gives
 * each further roll its first value and notes its kind. Each noted roll then branches on its other values. Every leaf
 * is run once; its chance is the product of its values' chances (k of 6 faces for a D6 value, 1/2 a coin, 1/20 a d20).
 * The engine is deterministic, so a prefix always meets the same kinds of roll.
 */
import { DIE_FACES, withRollSource, type RollKind } from '../dice';
import { ALWAYS, chance, times, type Chance } from './chance';

/** The values a roll of a kind can give, each with its chance. */
const VALUES: Record<RollKind, { value: number; chance: Chance }[]> = (() => {
  const of = (faces: readonly number[]) =>
    [...new Set(faces)].map((value) => ({
      value,
      chance: chance(faces.filter((f) => f === value).length, faces.length),
    }));
  return {
    normal: of(DIE_FACES.normal),
    advantage: of(DIE_FACES.advantage),
    disadvantage: of(DIE_FACES.disadvantage),
    d20: of(Array.from({ length: 20 }, (_, i) => i + 1)),
    coin: of([0, 1]),
  };
})();

/** One outcome of the run: its result, its chance, and the values rolled (in roll order). */
export type DiceLeaf<T> = { result: T; chance: Chance; rolls: number[] };

/** The leaves, and whether the enumeration finished (false when it stopped at `maxLeaves`, or a chance overflowed). */
export type DiceTree<T> = { leaves: DiceLeaf<T>[]; complete: boolean };

/** Runs `run` once per dice outcome (at most `maxLeaves` times). */
export function diceTree<T>(run: () => T, maxLeaves: number): DiceTree<T> {
  const leaves: DiceLeaf<T>[] = [];
  const stack: { prefix: number[]; chance: Chance }[] = [{ prefix: [], chance: ALWAYS }];
  try {
    while (stack.length > 0) {
      if (leaves.length >= maxLeaves) return { leaves, complete: false };
      const { prefix, chance: c } = stack.pop()!;
      const rolls = [...prefix];
      const kinds: RollKind[] = [];
      let i = 0;
      const out = withRollSource((kind) => {
        if (i < prefix.length) return prefix[i++];
        i++;
        kinds.push(kind);
        const first = VALUES[kind][0].value;
        rolls.push(first);
        return first;
      }, run);
      // Siblings: at each new roll, every other value, after the first values before it.
      let along = c;
      for (let k = 0; k < kinds.length; k++) {
        const values = VALUES[kinds[k]];
        for (let v = values.length - 1; v >= 1; v--)
          stack.push({
            prefix: rolls.slice(0, prefix.length + k).concat(values[v].value),
            chance: times(along, values[v].chance),
          });
        along = times(along, values[0].chance);
      }
      leaves.push({ result: out, chance: along, rolls });
    }
  } catch (e) {
    if (e instanceof RangeError) return { leaves, complete: false };
    throw e;
  }
  return { leaves, complete: true };
}
