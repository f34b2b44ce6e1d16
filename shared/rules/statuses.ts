/**
 * Statuses (R-STATUS, R-TRACK, docs/rules-decisions.md "Statuses" and O-34..O-40): definitions with kinds and values, application with
 * saves (R-SAVE), non-stacking (O-37: reapplying restarts the lifetime), and the start-phase tracker procedure R-TRACK-4
 * modelled as lifetimes: `flips` counts the owner's flips since application.
 */
import type { StatusDef, StatusId } from '../content/schema';
import { emit, type Ctx } from './context';
import { rollDie } from './dice';
import type { GameState, Unit } from './state';

/** Status table (O-34/35/37/38/39/40): kind, negative (R-STATUS-16), value. */
export const STATUS_DEFS: Record<StatusId, StatusDef> = {
  burning: { id: 'burning', kind: 'periodic', negative: true, value: 1 },
  root: { id: 'root', kind: 'persistent', negative: true, value: 0 },
  bleeding: { id: 'bleeding', kind: 'persistent', negative: true, value: 1 },
  poison: { id: 'poison', kind: 'persistent', negative: true, value: 1 },
  stun: { id: 'stun', kind: 'persistent', negative: true, value: 0, saveThreshold: 3 },
  frenzy: { id: 'frenzy', kind: 'persistent', negative: false, value: 1 },
  link: { id: 'link', kind: 'persistent', negative: false, value: 0 },
  stealth: { id: 'stealth', kind: 'persistent', negative: false, value: 0 },
  sturdy: { id: 'sturdy', kind: 'persistent', negative: false, value: 1 },
  weakness: { id: 'weakness', kind: 'persistent', negative: true, value: 1 },
  vigilance: { id: 'vigilance', kind: 'persistent', negative: false, value: 0 },
  cursedVigilance: { id: 'cursedVigilance', kind: 'persistent', negative: false, value: 0 },
  regeneration: { id: 'regeneration', kind: 'periodic', negative: false, value: 1 },
  iceShield: { id: 'iceShield', kind: 'persistent', negative: false, value: 1 },
};

/** Whether a unit carries a status. */
export function hasStatus(unit: Unit, id: StatusId): boolean {
  // A loop, not `some` with a closure: asked for every unit and skill in every query, the closures were garbage.
  for (const s of unit.statuses) if (s.id === id) return true;
  return false;
}

/** Whether a unit ignores every status (a status-immune summon, R-SILAS-3 / R-SAVE-3). */
export function isStatusImmune(state: GameState, unit: Unit): boolean {
  return unit.kind === 'summon' && !!state.content.units[unit.def]?.immuneToStatuses;
}

/** Removes one status from a unit, with an event. */
export function removeStatus(
  ctx: Ctx,
  unit: Unit,
  id: StatusId,
  reason: 'expired' | 'cleansed' | 'saved' | 'broken',
): void {
  if (!hasStatus(unit, id)) return;
  unit.statuses = unit.statuses.filter((s) => s.id !== id);
  emit(ctx, { type: 'statusRemoved', unit: unit.id, status: id, reason });
}

/** Rolls a status save: constitution-many normal dice summed against the threshold (R-SAVE-2, O-25). */
export function rollSave(ctx: Ctx, unit: Unit, threshold: number): { success: boolean; roll: number } {
  let roll = 0;
  const faces: number[] = [];
  for (let i = 0; i < unit.constitution; i++) {
    const f = rollDie(ctx.state, 'normal');
    faces.push(f);
    roll += f;
  }
  emit(ctx, { type: 'diceRolled', unit: unit.id, kind: 'normal', faces, total: roll });
  return { success: roll >= threshold, roll };
}

/**
 * Applies a status (R-TRACK-2): immune units ignore it (R-SAVE-3); with a save, the target rolls first (R-SAVE-1/2);
 * the same status does not stack — reapplying restarts its lifetime (O-37).
 */
export function applyStatus(
  ctx: Ctx,
  unit: Unit,
  id: StatusId,
  source: string | null,
  save: { threshold: number } | null,
  immune: boolean,
): boolean {
  if (immune || !unit.alive) return false;
  let failed: { roll: number; threshold: number } | null = null;
  if (save) {
    const r = rollSave(ctx, unit, save.threshold);
    if (r.success) {
      emit(ctx, { type: 'statusSaved', unit: unit.id, status: id, roll: r.roll, threshold: save.threshold });
      return false;
    }
    failed = { roll: r.roll, threshold: save.threshold };
  }
  unit.statuses = unit.statuses.filter(
    (s) =>
      s.id !== id &&
      !(id === 'vigilance' && s.id === 'cursedVigilance') &&
      !(id === 'cursedVigilance' && s.id === 'vigilance'),
  );
  ctx.state.counters.status += 1;
  unit.statuses.push({ id, kind: STATUS_DEFS[id].kind, flips: 0, order: ctx.state.counters.status, source });
  emit(ctx, { type: 'statusApplied', unit: unit.id, status: id, source, ...(failed ? { save: failed } : {}) });
  return true;
}

/** Removes every negative status (the rune, R-SHEET-8 / R-STATUS-16). */
export function cleanse(ctx: Ctx, unit: Unit): void {
  for (const s of [...unit.statuses]) if (STATUS_DEFS[s.id].negative) removeStatus(ctx, unit, s.id, 'cleansed');
}
