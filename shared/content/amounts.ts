/**
 * Small builders for content data (amounts, dice pools, i18n keys), so the character files read like the tables in
 * docs/content.md. They return plain data; nothing here holds state.
 */
import type { Amount, DicePool, SkillDef } from './schema';

/** One normal die, the rulebook's `111` (O-24). */
export const N: DicePool = { kind: 'normal', count: 1 };
/** One advantage die, the rulebook's `211` (O-24). */
export const A: DicePool = { kind: 'advantage', count: 1 };
/** One disadvantage die. */
export const D: DicePool = { kind: 'disadvantage', count: 1 };

/** An amount: a fixed part plus dice pools ("1+N" = amount(1, N)). */
export function amount(fixed: number, ...dice: DicePool[]): Amount {
  return dice.length > 0 ? { fixed, dice } : { fixed };
}

/** The i18n keys of a skill: `skill.<owner>.<id>.name` / `.text`. */
export function skillKeys(owner: string, id: string): Pick<SkillDef, 'id' | 'nameKey' | 'textKey'> {
  return { id, nameKey: `skill.${owner}.${id}.name`, textKey: `skill.${owner}.${id}.text` };
}
