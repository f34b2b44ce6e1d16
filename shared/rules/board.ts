/**
 * Board queries over the state: terrain, occupancy, the statue, blocking for sight and for movement (R-MAP-2/3,
 * R-MOVE-5/6, O-12, O-13).
 */
import { hasLineOfSight, hexKey, isInFrontCone, type Direction, type Hex } from '../hex';
import { blocksSightCell, isOpenCell, unstandable } from '../map/terrain';
import type { GameState, Unit } from './state';

/** Whether a cell exists and is open terrain (void and obstacles are impassable, R-MAP-2/3). */
export function isOpen(state: GameState, h: Hex): boolean {
  return isOpenCell(state.map.cells[hexKey(h)]);
}

/** Whether a cell blocks sight: obstacles, void and off-map (docs/architecture.md "Hex conventions"); units and the statue never do. */
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

/** Why a unit cannot stand on h, in words for error messages (shared/map `unstandable`); null when it can. */
export function whyNotStandable(state: GameState, h: Hex): string | null {
  const why = unstandable(state.map.cells[hexKey(h)], isStatueCell(state, h));
  if (why === 'off-map') return `${cellLabel(h)} is off the map`;
  if (why === 'obstacle') return `${cellLabel(h)} is an obstacle`;
  if (why === 'statue') return `the statue stands on ${cellLabel(h)}`;
  return null;
}

/** Whether a unit could stand on h if it were empty: open terrain and not the statue (R-MOVE-5, O-13; shared/map `unstandable`). */
export function isStandable(state: GameState, h: Hex): boolean {
  return unstandable(state.map.cells[hexKey(h)], isStatueCell(state, h)) === null;
}

/** Living units in a stable order (by id) — every iteration that can change the result uses this order. */
export function livingUnits(state: GameState): Unit[] {
  return sortedUnitIds(state)
    .map((id) => state.units[id])
    .filter((u) => u.alive && u.pos !== null);
}

/**
 * Every unit id in sorted order (`Object.keys(units).sort()`): the engine's queries ask it many times per state (every
 * single-target skill's targets). The sorted list depends only on the ids in their record order, which a match's
 * states keep from command to command (cloneState copies the record in order), so the last answer is kept with the
 * ids it was sorted from and given again while they are the same: no sort and no table keyed by each command's new
 * `units` object (a WeakMap entry per command cost more than the sort it saved). Callers only read the list.
 */
let lastIds: string[] = [];
let lastSorted: readonly string[] = [];
export function sortedUnitIds(state: GameState): readonly string[] {
  let i = 0;
  let same = true;
  for (const id in state.units) {
    if (same && lastIds[i] !== id) same = false;
    i++;
  }
  if (!same || i !== lastIds.length) {
    lastIds = Object.keys(state.units);
    lastSorted = [...lastIds].sort();
  }
  return lastSorted;
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

/**
 * Line of sight answers per map (R-LOS-3), by ordered pair of cells. Sight depends only on the map's cells (blocksSight:
 * units and the statue never block), and a map's `cells` object is never changed in place — cloneState shares it between
 * the states of a match, matchMapFromLayout shares one frozen object between every match on the same layout — so an
 * answer keyed by that object can never go stale, and a study's games on one layout share their answers. A WeakMap: a
 * map no state uses any more is let go with its answers.
 */
const SIGHT_MEMO = new WeakMap<object, Map<number, boolean>>();

/** Whether a sees b on this state's map (R-LOS-3): hasLineOfSight, computed once per map and ordered pair. */
export function lineOfSight(state: GameState, a: Hex, b: Hex): boolean {
  const cells = state.map.cells;
  // Pair key: each cell as 14 bits (q and r offset by 64); off that window (no real map) the answer is not kept.
  if (a.q < -64 || a.q >= 64 || a.r < -64 || a.r >= 64 || b.q < -64 || b.q >= 64 || b.r < -64 || b.r >= 64)
    return hasLineOfSight((h) => blocksSight(state, h), a, b);
  const key = ((a.q + 64) * 128 + a.r + 64) * 16384 + (b.q + 64) * 128 + b.r + 64;
  let memo = SIGHT_MEMO.get(cells);
  if (!memo) SIGHT_MEMO.set(cells, (memo = new Map()));
  let seen = memo.get(key);
  if (seen === undefined) {
    seen = hasLineOfSight((h) => blocksSightCell(cells[hexKey(h)]), a, b);
    memo.set(key, seen);
  }
  return seen;
}

/** Whether a unit at `from` facing `facing` sees `to`: front cone and line of sight (R-LOS-1; hex canSee, memoised). */
export function seesFrom(state: GameState, from: Hex, facing: Direction | number, to: Hex): boolean {
  return isInFrontCone(from, facing, to) && lineOfSight(state, from, to);
}
