/**
 * Where a unit's skills come from (R-SKILL-1..6, R-SHEET-9/10): weapon skills of every board side, the ultimate, the
 * response skill, character extras; a summoned unit's skills come from its unit definition.
 */
import type { CharacterDef, Effect, SkillDef } from '../content/schema';
import type { GameState, Unit } from './state';

/** A skill a unit owns and where it sits. */
export type OwnedSkill = { def: SkillDef; onCurrentSide: boolean; slot: 'side' | 'ultimate' | 'response' | 'extra' };

/** The character definition of a character unit (null for summons). */
export function characterOf(state: GameState, unit: Unit): CharacterDef | null {
  return unit.kind === 'character' ? (state.content.characters[unit.def] ?? null) : null;
}

/**
 * Every skill a unit owns, in a stable order: current side, other sides, ultimate, response, extras. The list depends
 * only on the unit's definition and shown side, so it is built once per definition and side (OWNED) and shared: callers
 * only read it.
 */
export function ownedSkills(state: GameState, unit: Unit): readonly OwnedSkill[] {
  const ch = characterOf(state, unit);
  const def: object | undefined = ch ?? state.content.units[unit.def];
  if (!def) return [];
  let bySide = OWNED.get(def);
  if (!bySide) OWNED.set(def, (bySide = new Map()));
  const key = ch ? unit.board * 2 + unit.side : -1; // a number, not a "board,side" string built per call
  let list = bySide.get(key);
  if (!list) bySide.set(key, (list = listOwnedSkills(state, unit, ch)));
  return list;
}

/**
 * ownedSkills per character or unit definition and shown side. Content is never changed during a match (states share
 * it, cloneState.ts), so a list cannot go stale; a WeakMap lets it go with its content.
 */
const OWNED = new WeakMap<object, Map<number, readonly OwnedSkill[]>>();

function listOwnedSkills(state: GameState, unit: Unit, ch: CharacterDef | null): readonly OwnedSkill[] {
  if (!ch) {
    const def = state.content.units[unit.def];
    return (def?.skills ?? []).map((d) => ({
      def: d,
      onCurrentSide: true,
      slot: d.usage === 'weapon' ? 'side' : 'extra',
    }));
  }
  const out: OwnedSkill[] = [];
  ch.boards.forEach((b, bi) =>
    b.sides.forEach((side, si) =>
      side.skills.forEach((d) =>
        out.push({ def: d, onCurrentSide: bi === unit.board && si === unit.side, slot: 'side' }),
      ),
    ),
  );
  out.sort((a, b) => Number(b.onCurrentSide) - Number(a.onCurrentSide));
  out.push({ def: ch.ultimate, onCurrentSide: true, slot: 'ultimate' });
  out.push({ def: ch.response, onCurrentSide: true, slot: 'response' });
  for (const d of ch.extras ?? []) out.push({ def: d, onCurrentSide: true, slot: 'extra' });
  return out;
}

/** Finds one owned skill by id. */
export function findSkill(state: GameState, unit: Unit, id: string): OwnedSkill | null {
  return ownedSkills(state, unit).find((s) => s.def.id === id) ?? null;
}

/** The effect list of an action: the form's effects when the skill has per-form effects (R-DARIEN-3), curse version added. */
export function effectsOf(skill: SkillDef, form: string | null, cursed: boolean): Effect[] {
  const base = form && skill.byForm?.[form] ? skill.byForm[form] : skill.effects;
  if (!cursed || !skill.curse) return [...base];
  return skill.curse.replace ? [...skill.curse.effects] : [...base, ...skill.curse.effects];
}

/** Every effect a skill may resolve, whatever the form or curse: its base, curse and per-form lists. */
export function everyEffectOf(skill: SkillDef): readonly Effect[] {
  let all = EVERY_EFFECT.get(skill);
  if (!all) {
    all = [...skill.effects, ...(skill.curse?.effects ?? []), ...Object.values(skill.byForm ?? {}).flat()];
    EVERY_EFFECT.set(skill, all);
  }
  return all;
}

/**
 * everyEffectOf per skill definition. Content is never changed during a match (states share it, cloneState.ts), so a
 * skill object's list cannot go stale; a skill snapshot copied into a state is another object and gets its own entry,
 * which the WeakMap lets go with it. Callers only read the list.
 */
const EVERY_EFFECT = new WeakMap<SkillDef, Effect[]>();
