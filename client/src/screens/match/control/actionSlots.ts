/**
 * The action bar's skill places, in a fixed order for the turn: the current side's skills, the ultimate, the extras
 * the engine lists, then any other skill it lists (a granted one). Each place is usable (with the engine's targets) or
 * not; keys 1–9 name these places, so a key means the same skill whether or not it is usable yet (issue 13).
 */
import type { SkillDef } from '../../../../../shared/content/schema';
import type { GameState, LegalCommands, LegalSkill } from '../../../../../shared/rules';
import { ownedSkills } from '../../../../../shared/rules/skills';

export type ActionSlot = { skill: string; def: SkillDef | null; usable: LegalSkill | null };

export function actionSlots(state: GameState, legal: LegalCommands): ActionSlot[] {
  const actor = legal.unit ? state.units[legal.unit] : null;
  const owned = actor
    ? ownedSkills(state, actor).filter((o) => (o.slot === 'side' && o.onCurrentSide) || o.slot === 'ultimate')
    : [];
  const slots: ActionSlot[] = owned.map((o) => ({
    skill: o.def.id,
    def: o.def,
    usable: legal.skills.find((k) => k.skill === o.def.id) ?? null,
  }));
  for (const k of legal.skills)
    if (!slots.some((s) => s.skill === k.skill)) slots.push({ skill: k.skill, def: null, usable: k });
  return slots;
}
