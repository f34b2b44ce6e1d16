/**
 * Movement (R-MOVE-1..8) and forced movement (R-FORCE-4..7, docs/architecture.md "Hex conventions", O-19, O-22, O-23): which cells a
 * unit may pass and end on, reachable cells with costs and paths, path validation, and push/pull/dash step options.
 */
import { DIRECTIONS, directionTo, hexDistance, type Direction, type Hex } from '../hex';
import { cellLabel, isStandable, unitAt, whyNotStandable } from './board';
import { ruleError, type RuleError } from './errors';
import { openCellGrid } from './openCellGrid';
import type { GameState, Unit } from './state';

/** Whether `mover` may pass through h: open, not the statue, and empty or held by an ally / a pass-through unit (R-MOVE-6). */
export function canPass(state: GameState, mover: Unit, h: Hex): boolean {
  if (!isStandable(state, h)) return false;
  const u = unitAt(state, h);
  if (!u || u.id === mover.id) return true;
  if (u.kind === 'summon' && state.content.units[u.def]?.passThrough) return true;
  return u.team === mover.team;
}

/** Whether `mover` may end a move on h: standable and empty (R-MOVE-6, R-FORCE-9). */
export function canEnd(state: GameState, mover: Unit, h: Hex): boolean {
  if (!isStandable(state, h)) return false;
  const u = unitAt(state, h);
  return !u || u.id === mover.id;
}

/** A reachable cell: the least movement that ends there, the path of cells entered, and the facing on arrival. */
export type Reach = { cell: Hex; cost: number; path: Hex[]; facing: Direction };

/**
 * Every cell `unit` can end a walk on within `budget` (R-MOVE-1..6), by breadth-first search over (cell, facing):
 * a step costs 1 and sets facing (R-MOVE-3). The unit's own cell is not listed (turning is a separate command).
 */
export function reachableCells(state: GameState, unit: Unit, budget: number): Reach[] {
  if (!unit.pos || budget <= 0) return [];
  const start = unit.pos;
  // canPass and canEnd with what they read gathered once, cells as dense numbers (openCellGrid): the open cells of the
  // map, the intact statue's cell, and for each occupied cell the unit unitAt would find there (the first living one by key).
  const grid = openCellGrid(state.map.cells);
  const marks = searchMarks(grid.count);
  const stamp = marks.stamp;
  const st = state.statue;
  const statue = st !== null && st.intact && st.cell !== null ? grid.indexOf(st.cell.q, st.cell.r) : -1;
  const occupants: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id];
    if (u.alive && u.pos) {
      const i = grid.indexOf(u.pos.q, u.pos.r);
      if (i >= 0 && marks.occupiedAt[i] !== stamp) {
        marks.occupiedAt[i] = stamp;
        marks.occupant[i] = occupants.length;
        occupants.push(u);
      }
    }
  }
  const out: Reach[] = [];
  // BFS over cells: facing does not change the cost of a step (a step may go in any direction), so cell BFS suffices.
  // Cells are listed in the order they are first reached.
  const startIndex = grid.indexOf(start.q, start.r);
  if (startIndex >= 0) marks.seenAt[startIndex] = stamp;
  let frontier: { at: number; cell: Hex; path: Hex[] }[] = [{ at: startIndex, cell: start, path: [] }];
  for (let cost = 1; cost <= budget && frontier.length > 0; cost++) {
    const next: { at: number; cell: Hex; path: Hex[] }[] = [];
    for (const f of frontier) {
      for (let d = 0; d < 6; d++) {
        const k =
          f.at >= 0
            ? grid.neighbours[f.at * 6 + d]
            : grid.indexOf(f.cell.q + DIRECTIONS[d].q, f.cell.r + DIRECTIONS[d].r);
        if (k < 0 || marks.seenAt[k] === stamp || k === statue) continue; // not standable: canPass and canEnd both refuse
        const u = marks.occupiedAt[k] === stamp ? occupants[marks.occupant[k]] : undefined;
        const empty = !u || u.id === unit.id;
        // canPass: empty, a pass-through summon or an ally (R-MOVE-6).
        if (!empty && !(u.kind === 'summon' && state.content.units[u.def]?.passThrough) && u.team !== unit.team)
          continue;
        marks.seenAt[k] = stamp;
        const n = { q: grid.q[k], r: grid.r[k] };
        const path = [...f.path, n];
        next.push({ at: k, cell: n, path });
        if (empty) out.push({ cell: n, cost, path, facing: d as Direction });
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * reachableCells' per-cell marks, kept between searches (two arrays allocated per search were a fifth of its time):
 * a cell is seen, or occupied by `occupant[i]`, in this search only when its entry holds this search's stamp, so
 * nothing is cleared between searches. A search calls nothing that searches again, so one set of marks serves all.
 */
type SearchMarks = { stamp: number; seenAt: Uint32Array; occupiedAt: Uint32Array; occupant: Uint32Array };
let MARKS = newMarks(0);

function newMarks(size: number): SearchMarks {
  return {
    stamp: 0,
    seenAt: new Uint32Array(size),
    occupiedAt: new Uint32Array(size),
    occupant: new Uint32Array(size),
  };
}

/** The marks with a fresh stamp, for a map of `count` open cells (new, zeroed arrays when too short or out of stamps). */
function searchMarks(count: number): SearchMarks {
  if (MARKS.seenAt.length < count || MARKS.stamp === 0xffffffff) MARKS = newMarks(Math.max(count, MARKS.seenAt.length));
  MARKS.stamp++;
  return MARKS;
}

/** Checks a walk given as the cells entered, in order (R-MOVE-2/5/6); returns its cost and final facing. */
export function checkPath(
  state: GameState,
  unit: Unit,
  path: Hex[],
  budget: number,
): { ok: true; cost: number; facing: Direction } | { ok: false; error: RuleError } {
  if (!unit.pos) return { ok: false, error: ruleError('move/blocked', `${unit.id} is not on the map`) };
  if (path.length > budget)
    return {
      ok: false,
      error: ruleError(
        'move/no_budget',
        `${unit.id}'s path costs ${path.length} movement, ${budget} left this turn`,
        undefined,
        { cost: path.length, budget },
      ),
    };
  let at = unit.pos;
  let facing = unit.facing;
  for (let i = 0; i < path.length; i++) {
    const d = directionTo(at, path[i]);
    if (d === null)
      return {
        ok: false,
        error: ruleError(
          'move/not_adjacent',
          `${unit.id} cannot step from ${cellLabel(at)} to ${cellLabel(path[i])} (path[${i}]): not adjacent`,
          undefined,
          { cell: { ...path[i] }, pathIndex: i },
        ),
      };
    if (!isStandable(state, path[i]))
      return {
        ok: false,
        error: ruleError(
          'move/blocked',
          `${unit.id} cannot enter ${cellLabel(path[i])} (path[${i}]): ${whyNotStandable(state, path[i]) ?? 'impassable'}`,
          undefined,
          { cell: { ...path[i] }, pathIndex: i },
        ),
      };
    if (!canPass(state, unit, path[i])) {
      const enemy = unitAt(state, path[i]);
      return {
        ok: false,
        error: ruleError(
          'move/enemy',
          `${unit.id} cannot pass ${cellLabel(path[i])} (path[${i}]): enemy ${enemy?.id ?? 'unit'} stands there`,
          undefined,
          { cell: { ...path[i] }, pathIndex: i, ...(enemy ? { unit: enemy.id } : {}) },
        ),
      };
    }
    at = path[i];
    facing = d;
  }
  if (!canEnd(state, unit, at)) {
    const there = unitAt(state, at);
    return {
      ok: false,
      error: ruleError(
        'move/occupied',
        `${unit.id} cannot stop on ${cellLabel(at)}: ${there?.id ?? 'a unit'} stands there`,
        undefined,
        { cell: { ...at }, pathIndex: path.length - 1, ...(there ? { unit: there.id } : {}) },
      ),
    };
  }
  return { ok: true, cost: path.length, facing };
}

/** Push (away) or pull (towards) step options from `at`, relative to `from` (R-FORCE-4..6): empty enterable cells only (O-22). */
export function pushPullOptions(state: GameState, unit: Unit, at: Hex, from: Hex, kind: 'push' | 'pull'): Hex[] {
  const d0 = hexDistance(at, from);
  const out: Hex[] = [];
  for (let d = 0; d < 6; d++) {
    const n = { q: at.q + DIRECTIONS[d].q, r: at.r + DIRECTIONS[d].r };
    const dn = hexDistance(n, from);
    if (kind === 'push' ? dn <= d0 : dn >= d0) continue;
    if (canEnd(state, unit, n)) out.push(n);
  }
  return out;
}

/**
 * Dash step options from `at` towards `to` (R-FORCE-7, O-23): neighbours one cell nearer to `to` from which a shortest
 * route of passable cells still reaches `to`, which must be an empty enterable cell. Allies may be passed (docs/architecture.md "Hex conventions").
 */
export function dashOptions(state: GameState, unit: Unit, at: Hex, to: Hex): Hex[] {
  if (!canEnd(state, unit, to)) return [];
  const memo = new Map<number, boolean>();
  const good = (c: Hex): boolean => {
    if (c.q === to.q && c.r === to.r) return true;
    const k = c.q * 65536 + c.r; // one number per cell of any map (|r| < 32768), not a "q,r" string per test
    const m = memo.get(k);
    if (m !== undefined) return m;
    const dc = hexDistance(c, to);
    let ok = false;
    for (let d = 0; d < 6 && !ok; d++) {
      const n = { q: c.q + DIRECTIONS[d].q, r: c.r + DIRECTIONS[d].r };
      if (hexDistance(n, to) === dc - 1 && canPass(state, unit, n) && good(n)) ok = true;
    }
    memo.set(k, ok);
    return ok;
  };
  const d0 = hexDistance(at, to);
  const out: Hex[] = [];
  for (let d = 0; d < 6; d++) {
    const n = { q: at.q + DIRECTIONS[d].q, r: at.r + DIRECTIONS[d].r };
    if (hexDistance(n, to) === d0 - 1 && canPass(state, unit, n) && good(n)) out.push(n);
  }
  return out;
}
