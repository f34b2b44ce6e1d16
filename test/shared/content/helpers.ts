/** Test helpers for content: find skills, walk every definition, collect i18n keys. */
import type { CardDef, CharacterDef, ContentSet, Effect, EventDef, SkillDef } from '../../../shared/content/schema';

/** Every skill of a character: board skills, ultimate, response, extras. */
export function skillsOf(c: CharacterDef): SkillDef[] {
  return [...c.boards.flatMap((b) => b.sides.flatMap((s) => s.skills)), c.ultimate, c.response, ...(c.extras ?? [])];
}

/** A character's skill by id; throws when absent so a renamed skill fails loudly. */
export function skill(c: CharacterDef, id: string): SkillDef {
  const found = skillsOf(c).find((k) => k.id === id);
  if (!found) throw new Error(`${c.id} has no skill ${id}`);
  return found;
}

/** Every effect in a list, including nested on-hit effects. */
export function flatEffects(effects: Effect[]): Effect[] {
  return effects.flatMap((e) => (e.kind === 'attack' ? [e, ...flatEffects(e.onHit)] : [e]));
}

/** Every effect of a skill: base, per-form and curse versions. */
export function allEffects(k: SkillDef): Effect[] {
  return flatEffects([...k.effects, ...Object.values(k.byForm ?? {}).flat(), ...(k.curse?.effects ?? [])]);
}

/** Every skill in the content set with a label saying where it is. */
export function everySkill(content: ContentSet): { where: string; skill: SkillDef }[] {
  const out: { where: string; skill: SkillDef }[] = [];
  for (const c of Object.values(content.characters))
    for (const k of skillsOf(c)) out.push({ where: `${c.id}.${k.id}`, skill: k });
  for (const u of Object.values(content.units))
    for (const k of u.skills) out.push({ where: `${u.id}.${k.id}`, skill: k });
  for (const card of Object.values(content.cards) as CardDef[]) {
    if (card.use) out.push({ where: `${card.id}.use`, skill: card.use });
    if (card.startOfTurn) out.push({ where: `${card.id}.startOfTurn`, skill: card.startOfTurn });
  }
  return out;
}

/** Every i18n key the content uses. */
export function i18nKeys(content: ContentSet): string[] {
  const keys: string[] = [];
  for (const c of Object.values(content.characters)) {
    keys.push(c.nameKey, c.titleKey, c.passive.nameKey, c.passive.textKey);
    for (const b of c.boards) for (const s of b.sides) keys.push(s.nameKey);
  }
  for (const u of Object.values(content.units)) keys.push(u.nameKey);
  for (const { skill: k } of everySkill(content)) keys.push(k.nameKey, k.textKey);
  for (const card of Object.values(content.cards) as CardDef[]) keys.push(card.nameKey, card.textKey, card.loreKey);
  for (const e of Object.values(content.events) as EventDef[]) keys.push(e.nameKey, e.textKey, e.loreKey);
  return [...new Set(keys)];
}
