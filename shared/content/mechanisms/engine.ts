/**
 * What the content modules use from the engine: a hook context turned into the engine's working context, and the few
 * engine operations a mechanism needs (damage, healing, statuses, saves, summoning, positions). Everything goes through
 * the engine's own functions so damage order, deaths and events stay the engine's (DESIGN "Content").
 */
import { hexDistance, neighbor, type Hex } from '../../hex';
import { isStandable, unitAt } from '../../rules/board';
import type { Ctx } from '../../rules/context';
import { dealDamage, heal as engineHeal } from '../../rules/damage';
import { rollAmount } from '../../rules/dice';
import type { GameEvent } from '../../rules/events';
import type { HookContext } from '../../rules/hooks';
import { applyStatus as engineApplyStatus, hasStatus, rollSave } from '../../rules/statuses';
import type { GameState, Unit } from '../../rules/state';
import type { Amount, StatusId } from '../schema';

export { hasStatus, unitAt, isStandable };

/**
 * The engine's Ctx for a hook context. Engine helpers number and push events into `ctx.events`; here each push is
 * handed to the hook's own `emit` instead (which numbers it again), so the counter is stepped back first.
 */
export function toCtx(h: HookContext): Ctx {
  const events = {
    push(...evs: GameEvent[]): number {
      for (const ev of evs) {
        h.state.counters.event -= 1;
        const { n: _n, ...rest } = ev;
        h.emit(rest as Parameters<HookContext['emit']>[0]);
      }
      return 0;
    },
  } as unknown as GameEvent[];
  return { state: h.state, events };
}

/** Rolls an amount with the state's dice (forced rolls first), emitting the dice event. */
export function roll(h: HookContext, unitId: string, amount: Amount): number {
  const r = rollAmount(h.state, amount);
  for (const d of r.rolls) h.emit({ type: 'diceRolled', unit: unitId, kind: d.kind, faces: d.faces, total: d.faces.reduce((a, b) => a + b, 0) });
  return r.total;
}

/** Deals damage through the engine (increases, reductions, death, events). */
export function damage(h: HookContext, target: Unit, amount: number, source: string | null, unresistable = false): number {
  return dealDamage(toCtx(h), target, amount, { source, unresistable, fromStatus: false });
}

/** Heals through the engine (capped at max HP). */
export function heal(h: HookContext, unit: Unit, amount: number): number {
  return engineHeal(toCtx(h), unit, amount);
}

/** Applies a status; `saveThreshold` null = no save. Status-immune summons ignore it (R-SILAS-3). */
export function applyStatus(h: HookContext, unit: Unit, id: StatusId, source: string | null, saveThreshold: number | null): boolean {
  const immune = unit.kind === 'summon' && !!h.state.content.units[unit.def]?.immuneToStatuses;
  return engineApplyStatus(toCtx(h), unit, id, source, saveThreshold === null ? null : { threshold: saveThreshold }, immune);
}

/** A constitution save against a threshold (R-SAVE-2). */
export function save(h: HookContext, unit: Unit, threshold: number): boolean {
  return rollSave(toCtx(h), unit, threshold).success;
}

/** Moves a unit directly to a cell (a teleport: no path, R-FORCE-8), with the engine's event. */
export function place(h: HookContext, unit: Unit, to: Hex): void {
  const from = unit.pos!;
  unit.pos = { ...to };
  h.emit({ type: 'teleported', unit: unit.id, from, to: { ...to } });
}

/** Whether a cell is an empty cell a unit could stand on. */
export function isFreeCell(state: GameState, h: Hex): boolean {
  return isStandable(state, h) && unitAt(state, h) === null;
}

/** The six neighbours of a cell in direction order. */
export function neighbours(h: Hex): Hex[] {
  return [0, 1, 2, 3, 4, 5].map((d) => neighbor(h, d as 0 | 1 | 2 | 3 | 4 | 5));
}

/** Living units in id order (deterministic iteration). */
export function living(state: GameState): Unit[] {
  return Object.keys(state.units)
    .sort()
    .map((id) => state.units[id])
    .filter((u) => u.alive && u.pos !== null);
}

/** Living units of a definition owned by a seat (summons carry their owner's seat). */
export function summonsOf(state: GameState, owner: Unit, def: string): Unit[] {
  return living(state).filter((u) => u.kind === 'summon' && u.def === def && u.seat === owner.seat);
}

/** Creates a summoned unit on a cell, as the engine's summon effect does (resolve.ts), and emits `summoned`. */
export function summon(h: HookContext, owner: Unit, def: string, cell: Hex): Unit | null {
  const s = h.state;
  const d = s.content.units[def];
  if (!d || !isFreeCell(s, cell)) return null;
  let n = 1;
  while (s.units[`${owner.id}-${def}-${n}`]) n++;
  const id = `${owner.id}-${def}-${n}`;
  s.units[id] = {
    id, kind: 'summon', def, seat: owner.seat, team: owner.team, relic: null, relicRevealed: true, alive: true,
    pos: { ...cell }, facing: owner.facing, hp: d.stats.hp, maxHp: d.stats.hp, movement: d.stats.movement,
    constitution: d.stats.constitution, initiativeModifier: d.stats.initiative, board: 0, side: 0, used: [], curse: 0,
    souls: 0, items: [], equipment: null, statuses: [], rune: false, form: null, mechanism: {},
  };
  h.emit({ type: 'summoned', unit: id, def, cell: { ...cell } });
  return s.units[id];
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
