/**
 * The shape of an effect kind (one file per kind in this folder, gathered in index.ts EFFECT_KINDS_TABLE): how it checks
 * its fields in content, whether it refuses a declaration, how it applies to the current target of a resolving action,
 * and what the bot expects it to be worth.
 */
import type { Effect, EffectKind, SkillDef } from '../../content/schema';
import type { Checker } from '../../content/validate';
import type { Hex } from '../../hex';
import type { Ctx } from '../context';
import type { EffectValue } from '../mechanism';
import type { RuleError } from '../errors';
import { hasStatus } from '../statuses';
import type { DeclaredAction, GameState, Resolution, Unit } from '../state';

/** The effect of one kind. */
export type EffectOf<K extends EffectKind> = Extract<Effect, { kind: K }>;

/** Where an effect applies: the action resolving, its source, and the current target (resolve.ts chain machine). */
export type EffectApplication = {
  ctx: Ctx;
  /** The chain frame resolving: its effect queue (attack's on-hit effects) and movement (push, pull, dash, teleport). */
  frame: Resolution;
  action: DeclaredAction;
  source: Unit;
  /** The current target: a unit id, the statue, or null for an action without targets. */
  targetId: string | 'statue' | null;
  target: Unit | null;
  /** Whom the effect is about: the source for `on: 'source'`, else the target unit. */
  subject: Unit | null;
  /** The chosen cell of a cell-targeted action. */
  targetCell: Hex | null;
};

export type { EffectValue };

/** One effect as the bot weighs it: the running value, the chance it happens, and who it is about. */
export type BotEstimate = {
  value: EffectValue;
  chance: number;
  onSource: boolean;
  source: Unit;
  target: Unit | null;
  distance: number;
  /** Weighs further effects (an attack's on-hit effects) at a chance. */
  add(effects: Effect[], chance: number): void;
};

/** One effect kind: every place the engine, the content check and the bot need it. */
export type EffectKindHandler<K extends EffectKind> = {
  /** Checks the kind's own fields (content/validate.ts checks `kind`, `on` and `when`). */
  validate(c: Checker, effect: Record<string, unknown>, path: string): void;
  /** Refuses a declaration now (a marker cap that refuses, R-EDWIN-2); null allows. Read-only. */
  refuseDeclaration?(state: GameState, unit: Unit, effect: EffectOf<K>): RuleError | null;
  /** Applies the effect (its `when` condition already holds). */
  apply(at: EffectApplication, effect: EffectOf<K>): void;
  /**
   * Applies the effect with no source to one character: a night's event (R-EVENT-4; amounts rolled per character).
   * Kinds without it do nothing there (what needs a source is left to the event's module hook).
   */
  applyWorld?(ctx: Ctx, unit: Unit, effect: EffectOf<K>): void;
  /** Adds what the effect is worth to the bot's estimate; kinds without one count nothing. */
  botValue?(effect: EffectOf<K>, estimate: BotEstimate): void;
};

/** Whether the resolving action's skill carries a tag (R-DMG-4/5, R-FORCE-3, facing locks). */
export function hasTag(action: DeclaredAction, tag: NonNullable<SkillDef['tags']>[number]): boolean {
  return (action.skill.tags ?? []).includes(tag);
}

/** Whether a displacement is stopped: Root stops regular displacement (R-FORCE-3); the skill's other effects go on. */
export function rootStops(action: DeclaredAction, unit: Unit): boolean {
  return hasStatus(unit, 'root') && hasTag(action, 'regular-displacement');
}
