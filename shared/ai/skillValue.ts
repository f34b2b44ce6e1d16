/**
 * What a skill is worth to the bot, read from the content data only (issue 6 "Bots"): expected damage of its effects
 * against a unit at a distance (R-DMG-1 dice means, R-DMG-2 distance tables, hit rolls), and which effect kinds it has.
 * No rules are re-implemented here: it is an estimate used to rank the commands legalCommands lists.
 */
import type { CardDef, CharacterDef, Effect, SkillDef, UnitDef } from '../content/schema';
import { effectBotValue, type EffectValue } from '../rules/effects';
import type { GameState, Unit } from '../rules/state';

export { meanAmount, hitChance } from '../rules/effects/expectedValue';
export { essences } from '../rules/effects/hook';
export type { EffectValue } from '../rules/effects';
export { effectsOf } from '../rules/skills';

const skillCache = new WeakMap<object, Map<string, SkillDef>>();

function isSkill(v: unknown): v is SkillDef {
  const o = v as SkillDef;
  return typeof o?.id === 'string' && typeof o.speed === 'number';
}

/** A partial definition (hand-written test content) is read as a plain hit: single target, damage 1. */
function normalised(s: SkillDef): SkillDef {
  if (Array.isArray(s.effects) && typeof s.targeting === 'object') return s;
  return {
    ...s,
    effects: s.effects ?? [{ kind: 'damage', amount: { fixed: 1 } }],
    targeting: s.targeting ?? { kind: 'single' },
  };
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
  const content = game.content;
  // A unit's def names a character or a unit definition (a summon): one of the two lookups misses.
  const own: CharacterDef | UnitDef | undefined = unit
    ? (content.characters[unit.def] ?? content.units[unit.def])
    : undefined;
  if (own) {
    const s = skillsUnder(own).get(id);
    if (s) return s;
  }
  return skillsUnder(content).get(id) ?? null;
}

/** The use definition of an item in `slot` or of the held equipment (skill-like, schema CardDef.use). */
export function cardUse(game: GameState, unit: Unit | null, slot: number | null): SkillDef | null {
  if (!unit) return null;
  // No equipment held (null), or a slot the command gave out of range (-1 when it gave none): no card.
  const card: string | undefined = slot === null ? unit.equipment?.card : unit.items[slot];
  const def: CardDef | undefined = card ? game.content.cards[card] : undefined;
  return def?.use ?? null;
}

/** Whether a unit has a status (a top-level function: tsx wraps a closure made per call in a naming helper). */
function has(u: Unit | null, status: string): boolean {
  if (!u) return false;
  for (const x of u.statuses) if (x.id === status) return true;
  return false;
}

function holds(e: Effect, source: Unit, target: Unit | null): boolean {
  const w = e.when;
  if (!w) return true;
  if (w.form && source.form !== w.form) return false;
  if (w.sourceHas && !has(source, w.sourceHas)) return false;
  if (w.targetHas && !has(target, w.targetHas)) return false;
  if (w.targetLacks && has(target, w.targetLacks)) return false;
  if (w.resource) {
    const v = source.mechanism[w.resource.id];
    if (typeof v !== 'number' || v < w.resource.atLeast) return false;
  }
  return true;
}

/** Sums the expected damage (and counts statuses, pushes/pulls, heals) of `effects` against `target` at `distance`. */
export function valueOf(effects: Effect[], source: Unit, target: Unit | null, distance: number): EffectValue {
  const value: EffectValue = { damage: 0, statuses: 0, moves: 0, heal: 0, selfHeal: 0 };
  addValues(value, effects, 1, source, target, distance);
  return value;
}

/** Adds the values of `list` at `chance` (a top-level function: tsx wraps a closure made per call in a naming helper). */
function addValues(
  value: EffectValue,
  list: Effect[],
  chance: number,
  source: Unit,
  target: Unit | null,
  distance: number,
): void {
  for (const e of list)
    if (holds(e, source, target))
      effectBotValue(e, {
        value,
        chance,
        onSource: 'on' in e && e.on === 'source',
        source,
        target,
        distance,
        add(more: Effect[], moreChance: number) {
          addValues(value, more, moreChance, source, target, distance);
        },
      });
}

/** True when the skill's effects harm their target (damage, hit roll, push, pull or a negative-looking status on an enemy filter). */
export function harmsTarget(skill: SkillDef): boolean {
  const f = skill.targeting.filter;
  if (f === 'ally' || f === 'self') return false;
  return [...skill.effects, ...Object.values(skill.byForm ?? {}).flat()].some(
    (e) => ['damage', 'attack', 'push', 'pull'].includes(e.kind) && !('on' in e && e.on === 'source'),
  );
}

/**
 * The effect kinds (and hook names) a skill uses, for recognising mechanisms (summon, placeMarker, swap hooks). Kept per
 * skill object (content never changes during a match); the set is shared, so no caller may change it.
 */
const KINDS = new WeakMap<SkillDef, Set<string>>();
export function effectKinds(skill: SkillDef): Set<string> {
  let kinds = KINDS.get(skill);
  if (!kinds) KINDS.set(skill, (kinds = collectKinds(skill)));
  return kinds;
}

function collectKinds(skill: SkillDef): Set<string> {
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
