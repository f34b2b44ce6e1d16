/**
 * Board queries over the state: terrain, occupancy, the statue, blocking for sight and for movement (R-MAP-2/3,
 * R-MOVE-5/6, O-12, O-13).
 */
import { hexKey, type Hex } from '../hex';
import { blocksSightCell, isOpenCell } from '../map/terrain';
import type { GameState, Unit } from './state';

/** Whether a cell exists and is open terrain (void and obstacles are impassable, R-MAP-2/3). */
export function isOpen(state: GameState, h: Hex): boolean {
  return isOpenCell(state.map.cells[hexKey(h)]);
}

/** Whether a cell blocks sight: obstacles, void and off-map (DESIGN "Line of sight"); units and the statue never do. */
export function blocksSight(state: GameState, h: Hex): boolean {
  return blocksSightCell(state.map.cells[hexKey(h)]);
}

/** Whether the intact statue stands on h (not enterable, O-13). */
export function isStatueCell(state: GameState, h: Hex): boolean {
  const s = state.statue;
  return s !== null && s.intact && s.cell !== null && s.cell.q === h.q && s.cell.r === h.r;
}

/** The living unit on a cell, if any. */
export function unitAt(state: GameState, h: Hex): Unit | null {
  for (const id in state.units) {
    const u = state.units[id];
    if (u.alive && u.pos && u.pos.q === h.q && u.pos.r === h.r) return u;
  }
  return null;
}

/** A cell as players read it in messages: "(q,r)". */
export function cellLabel(h: Hex): string {
  return `(${h.q},${h.r})`;
}

/** Why a unit cannot stand on h (for error messages): off the map, an obstacle, or the statue; null when it can. */
export function whyNotStandable(state: GameState, h: Hex): string | null {
  const cell = state.map.cells[`${h.q},${h.r}`];
  if (!cell) return `${cellLabel(h)} is off the map`;
  if (cell.terrain === 'obstacle') return `${cellLabel(h)} is an obstacle`;
  if (isStatueCell(state, h)) return `the statue stands on ${cellLabel(h)}`;
  return null;
}

/** Whether a unit could stand on h if it were empty: open terrain and not the statue (R-MOVE-5, O-13). */
export function isStandable(state: GameState, h: Hex): boolean {
  return isOpen(state, h) && !isStatueCell(state, h);
}

/** Living units in a stable order (by id) — every iteration that can change the result uses this order. */
export function livingUnits(state: GameState): Unit[] {
  return Object.keys(state.units)
    .sort()
    .map((id) => state.units[id])
    .filter((u) => u.alive && u.pos !== null);
}

/** A blocking predicate for line of sight on this state. */
export function sightBlocker(state: GameState): (h: Hex) => boolean {
  return (h) => blocksSight(state, h);
}

/** Where a unit counts as standing for distances, ranges and targeting: its cell, or a stand-in during a block (R-DASH-1). */
export function positionOf(state: GameState, unit: Unit): Hex | null {
  if (!unit.pos) return null;
  return state.chain?.standIn?.[unit.id] ?? unit.pos;
}
