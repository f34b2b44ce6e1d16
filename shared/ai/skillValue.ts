/**
 * What a skill is worth to the bot, read from the content data only (issue 6 "Bots"): expected damage of its effects
 * against a unit at a distance (R-DMG-1 dice means, R-DMG-2 distance tables, hit rolls), and which effect kinds it has.
 * No rules are re-implemented here: it is an estimate used to rank the commands legalCommands lists.
 */
import type { Amount, DicePool, DieKind, Effect, SkillDef } from '../content/schema';
import type { GameState, Unit } from '../rules/state';

/** Mean face value per die kind (O-24 faces: normal 001111, advantage 011122, disadvantage 000111). */
const DIE_MEAN: Record<DieKind, number> = { normal: 4 / 6, advantage: 7 / 6, disadvantage: 3 / 6 };
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

const skillCache = new WeakMap<object, Map<string, SkillDef>>();

function isSkill(v: unknown): v is SkillDef {
  const o = v as SkillDef;
  return typeof o?.id === 'string' && typeof o.speed === 'number';
}

/** A partial definition (hand-written test content) is read as a plain hit: single target, damage 1. */
function normalised(s: SkillDef): SkillDef {
  if (Array.isArray(s.effects) && typeof s.targeting === 'object') return s;
  return { ...s, effects: s.effects ?? [{ kind: 'damage', amount: { fixed: 1 } }], targeting: s.targeting ?? { kind: 'single' } };
}

/** Every skill definition found under `root` (a character, a unit or card definition), keyed by id. */
function collect(root: unknown): Map<string, SkillDef> {
  const out = new Map<string, SkillDef>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 7 || v === null || typeof v !== 'object') return;
    if (isSkill(v) && !out.has(v.id)) out.set(v.id, normalised(v));
    for (const child of Array.isArray(v) ? v : Object.values(v as object)) walk(child, depth + 1);
  };
  walk(root, 0);
  return out;
}

function skillsUnder(root: object): Map<string, SkillDef> {
  let m = skillCache.get(root);
  if (!m) {
    m = collect(root);
    skillCache.set(root, m);
  }
  return m;
}

/** The definition of skill `id` as `unit` owns it (its character or summon definition first, then any content). */
export function findSkill(game: GameState, unit: Unit | null, id: string): SkillDef | null {
  const content = game.content as GameState['content'] | undefined;
  if (!content) return null;
  const own = unit ? content.characters?.[unit.def] ?? content.units?.[unit.def] : undefined;
  if (own) {
    const s = skillsUnder(own).get(id);
    if (s) return s;
  }
  return skillsUnder(content).get(id) ?? null;
}

/** The use definition of an item in `slot` or of the held equipment (skill-like, schema CardDef.use). */
export function cardUse(game: GameState, unit: Unit | null, slot: number | null): SkillDef | null {
  if (!unit) return null;
  const card = slot === null ? unit.equipment?.card : unit.items?.[slot];
  const def = card ? game.content?.cards?.[card] : undefined;
  return (def?.use as SkillDef | undefined) ?? null;
}

/** The effects that resolve for `form` and curse choice (byForm replaces the base effects, resolve.ts; curse appends or replaces). */
export function effectsOf(skill: SkillDef, form: string | null, cursed: boolean): Effect[] {
  const base = form && skill.byForm?.[form] ? skill.byForm[form] : skill.effects;
  if (!cursed || !skill.curse) return base;
  return skill.curse.replace ? skill.curse.effects : [...base, ...skill.curse.effects];
}

function holds(e: Effect, source: Unit, target: Unit | null): boolean {
  const w = e.when;
  if (!w) return true;
  const has = (u: Unit | null, s: string) => !!u?.statuses?.some((x) => x.id === s);
  if (w.form && source.form !== w.form) return false;
  if (w.sourceHas && !has(source, w.sourceHas)) return false;
  if (w.targetHas && !has(target, w.targetHas)) return false;
  if (w.targetLacks && has(target, w.targetLacks)) return false;
  if (w.resource) {
    const v = source.mechanism?.[w.resource.id];
    if (typeof v !== 'number' || v < w.resource.atLeast) return false;
  }
  return true;
}

/** What a list of effects does to one target at `distance`: expected damage and a few flags. */
export type EffectValue = { damage: number; statuses: number; moves: number; heal: number; selfHeal: number };

/** Sums the expected damage (and counts statuses, pushes/pulls, heals) of `effects` against `target` at `distance`. */
export function valueOf(effects: Effect[], source: Unit, target: Unit | null, distance: number): EffectValue {
  const v: EffectValue = { damage: 0, statuses: 0, moves: 0, heal: 0, selfHeal: 0 };
  const add = (list: Effect[], chance: number) => {
    for (const e of list) {
      if (!holds(e, source, target)) continue;
      const onSource = 'on' in e && e.on === 'source';
      switch (e.kind) {
        case 'damage': {
          if (onSource) break;
          let d = meanAmount(e.amount);
          if (e.byDistance) {
            const row = e.byDistance.find((r) => distance >= r.from && distance <= (r.to ?? r.from));
            d += row ? meanAmount(row.amount) : 0;
          }
          if (e.bonusIfTargetHas && target?.statuses?.some((s) => s.id === e.bonusIfTargetHas!.status)) d += meanAmount(e.bonusIfTargetHas.amount);
          v.damage += chance * d;
          break;
        }
        case 'attack':
          add(e.onHit, chance * hitChance(e.dice));
          break;
        case 'applyStatus':
          if (!onSource) v.statuses += chance;
          break;
        case 'push':
        case 'pull':
          if (!onSource) v.moves += chance;
          break;
        case 'heal':
          if (onSource) v.selfHeal += chance * meanAmount(e.amount);
          else v.heal += chance * meanAmount(e.amount);
          break;
        case 'hook': {
          // Character hooks with a damage parameter (Alicia's puppet area) count like damage.
          const p = e.params ?? {};
          // Nia's Torrent and Cataclysm (R-NIA-3): 1 + 1 per essence spent.
          if (e.hook === 'nia:torrent' || e.hook === 'nia:cataclysm') v.damage += chance * (1 + essences(source));
          if (typeof p.damage === 'number') v.damage += chance * (p.damage + (typeof p.normalDice === 'number' ? p.normalDice * DIE_MEAN.normal : 0));
          break;
        }
        default:
          break;
      }
    }
  };
  add(effects, 1);
  return v;
}

/** True when the skill's effects harm their target (damage, hit roll, push, pull or a negative-looking status on an enemy filter). */
export function harmsTarget(skill: SkillDef): boolean {
  const f = skill.targeting.filter;
  if (f === 'ally' || f === 'self') return false;
  return [...skill.effects, ...Object.values(skill.byForm ?? {}).flat()].some((e) => ['damage', 'attack', 'push', 'pull'].includes(e.kind) && !('on' in e && e.on === 'source'));
}

/** The effect kinds (and hook names) a skill uses, for recognising mechanisms (summon, placeMarker, swap hooks). */
export function effectKinds(skill: SkillDef): Set<string> {
  const out = new Set<string>();
  const walk = (list: Effect[]) => {
    for (const e of list) {
      out.add(e.kind);
      if (e.kind === 'hook') out.add(e.hook);
      if (e.kind === 'placeMarker') out.add(`marker:${e.marker}`);
      if (e.kind === 'attack') walk(e.onHit);
    }
  };
  walk(skill.effects);
  for (const l of Object.values(skill.byForm ?? {})) walk(l);
  return out;
}

/** How many essences Nia holds (mechanism `essences`, oldest first). */
export function essences(unit: Unit): number {
  const e = unit.mechanism?.essences;
  return Array.isArray(e) ? e.length : 0;
}
