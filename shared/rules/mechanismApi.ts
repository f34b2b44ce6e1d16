/**
 * The mechanism API: everything a mechanism plugin (shared/mechanisms) may use from the engine, and the only engine file
 * a plugin imports. Each operation goes through the engine's own functions, so damage order, deaths, saves and events
 * stay the engine's (docs/content.md "The content model"): damage, heal, applyStatus, save, summon, place, roll, and `ctx.ask` for a
 * player choice, plus read-only board queries.
 */
import { hexDistance, neighbor, type Hex } from '../hex';
import type { Amount, StatusId } from '../content/schema';
import { isStandable, livingUnits, sightBlocker, unitAt } from './board';
import { emit, type Ctx } from './context';
import { dealDamage, heal as engineHeal, rollSteps } from './damage';
import { rollFor } from './dice';
import { canSee } from './geometry';
import { applyStatus as engineApplyStatus, hasStatus, isStatusImmune, rollSave, STATUS_DEFS } from './statuses';
import type { GameState, Unit } from './state';
import { placeSummon, summonsOf } from './summons';
import { gainCurse, gainSoul } from './tokens';

export type { Ctx } from './context';
export type {
  BotAdvice,
  BotChoice,
  BotUse,
  BotView,
  HitTaken,
  EffectValue,
  ChoiceRequest,
  Mechanism,
  MechanismEffect,
  MechanismRegistry,
} from './mechanism';
export type { SkillDef } from '../content/schema';
export type { DeclaredAction, GameState, Marker, Unit } from './state';
export { emit, hasStatus, unitAt, isStandable, STATUS_DEFS, canSee, sightBlocker, summonsOf, gainCurse, gainSoul };
/** Living units in id order (deterministic iteration). */
export const living = livingUnits;

/** Rolls an amount with the state's dice (forced rolls first), emitting the dice event. */
export const roll = rollFor;

/** Deals damage through the engine (increases, reductions, death, events); a fixed amount (one `fixed` step). */
export function damage(ctx: Ctx, target: Unit, amount: number, source: string | null, unresistable = false): number {
  return dealDamage(ctx, target, amount, { source, unresistable, fromStatus: false });
}

/** Rolls an amount for `roller` and deals it through the engine, its fixed part and dice in the breakdown like a skill's. */
export function damageRolled(
  ctx: Ctx,
  target: Unit,
  amount: Amount,
  roller: string,
  source: string | null,
  unresistable = false,
): number {
  const rolled = rollSteps(ctx, roller, amount);
  return dealDamage(ctx, target, rolled.total, {
    source,
    unresistable,
    fromStatus: false,
    origin: { steps: rolled.steps },
  });
}

/** Heals through the engine (capped at max HP). */
export function heal(ctx: Ctx, unit: Unit, amount: number): number {
  return engineHeal(ctx, unit, amount);
}

/** Applies a status; `saveThreshold` null = no save. Status-immune summons ignore it (R-SILAS-3). */
export function applyStatus(
  ctx: Ctx,
  unit: Unit,
  id: StatusId,
  source: string | null,
  saveThreshold: number | null,
): boolean {
  return engineApplyStatus(
    ctx,
    unit,
    id,
    source,
    saveThreshold === null ? null : { threshold: saveThreshold },
    isStatusImmune(ctx.state, unit),
  );
}

/** A constitution save against a threshold (R-SAVE-2). */
export function save(ctx: Ctx, unit: Unit, threshold: number): boolean {
  return rollSave(ctx, unit, threshold).success;
}

/** Moves a unit directly to a cell (a teleport: no path, R-FORCE-8), with the engine's event. */
export function place(ctx: Ctx, unit: Unit, to: Hex): void {
  const from = unit.pos!;
  unit.pos = { ...to };
  emit(ctx, { type: 'teleported', unit: unit.id, from, to: { ...to } });
}

/** Whether a cell is an empty cell a unit could stand on. */
export function isFreeCell(state: GameState, h: Hex): boolean {
  return isStandable(state, h) && unitAt(state, h) === null;
}

/** The six neighbours of a cell in direction order. */
export function neighbours(h: Hex): Hex[] {
  return [0, 1, 2, 3, 4, 5].map((d) => neighbor(h, d as 0 | 1 | 2 | 3 | 4 | 5));
}

/** Creates a summoned unit on a free cell, as the engine's summon effect does, and emits `summoned`. */
export function summon(ctx: Ctx, owner: Unit, def: string, cell: Hex): Unit | null {
  if (!ctx.state.content.units[def] || !isFreeCell(ctx.state, cell)) return null;
  return placeSummon(ctx, owner, def, cell);
}

/** Cells within `k` of `center` ordered ring by ring, then by direction — a fixed order for automatic placement. */
export function cellsNear(center: Hex, k: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -k; q <= k; q++)
    for (let r = -k; r <= k; r++) {
      const h = { q: center.q + q, r: center.r + r };
      const d = hexDistance(center, h);
      if (d >= 1 && d <= k) out.push(h);
    }
  return out.sort((a, b) => hexDistance(center, a) - hexDistance(center, b) || a.r - b.r || a.q - b.q);
}
