import { hexDistance, hexKey } from './coords';
import { DIRECTIONS, type Direction, type Hex } from './types';

/** One way a push, pull or dash can end: the cell, the facing the last step gave (null: no step taken), the cells entered. */
export type ForcedEnd = { cell: Hex; facing: Direction | null; path: Hex[] };

/** The choices of a push or pull: the possible first steps and every distinct (end cell, final facing) with one path. */
export type ForcedMoveOptions = { firstSteps: Hex[]; ends: ForcedEnd[] };

/** The neighbours of `position` (direction order 0..5) that are enterable and change the distance to `source` by `sign`. */
function stepsBy(position: Hex, source: Hex, canEnter: (h: Hex) => boolean, sign: 1 | -1): Hex[] {
  const here = hexDistance(position, source);
  const out: Hex[] = [];
  for (const v of DIRECTIONS) {
    const next = { q: position.q + v.q, r: position.r + v.r };
    // Neighbours differ in distance by at most 1, so "strictly farther/nearer" means exactly one farther/nearer.
    if (hexDistance(next, source) === here + sign && canEnter(next)) out.push(next);
  }
  return out;
}

/** The cells one push step away from `source` may go to: enterable neighbours strictly farther from it (R-FORCE-4, R-FORCE-6). */
export function pushSteps(position: Hex, source: Hex, canEnter: (h: Hex) => boolean): Hex[] {
  return stepsBy(position, source, canEnter, 1);
}

/** The cells one pull step towards `source` may go to: enterable neighbours strictly nearer to it (R-FORCE-5, R-FORCE-6). */
export function pullSteps(position: Hex, source: Hex, canEnter: (h: Hex) => boolean): Hex[] {
  return stepsBy(position, source, canEnter, -1);
}

function forcedOptions(
  unitAt: Hex,
  source: Hex,
  distance: number,
  canEnter: (h: Hex) => boolean,
  sign: 1 | -1,
): ForcedMoveOptions {
  if (!Number.isFinite(distance)) throw new RangeError(`push/pull distance must be finite, got ${distance}`);
  const start = { q: unitAt.q, r: unitAt.r };
  const firstSteps = distance >= 1 ? stepsBy(start, source, canEnter, sign) : [];
  // Layer by layer; a cell fixes how many steps were taken (each step changes the distance by exactly 1), so one path per
  // (cell, last direction) is kept and expanded once per cell.
  type Entry = { cell: Hex; byFacing: Partial<Record<Direction, Hex[]>> };
  const ends: ForcedEnd[] = [];
  let layer: Entry[] = [{ cell: start, byFacing: {} }];
  let startPath: Hex[] | null = []; // the path of the start entry (it has no facing yet)
  for (let taken = 0; layer.length > 0; taken++) {
    const next: Record<string, Entry> = {};
    const nextOrder: string[] = [];
    for (const entry of layer) {
      const paths = Object.entries(entry.byFacing) as [string, Hex[]][];
      const steps = taken < distance ? stepsBy(entry.cell, source, canEnter, sign) : [];
      if (steps.length === 0) {
        // The displacement stops here: its distance is spent, or no step satisfies the condition (R-FORCE-6).
        if (startPath) ends.push({ cell: entry.cell, facing: null, path: [] });
        for (const [f, path] of paths) ends.push({ cell: entry.cell, facing: Number(f) as Direction, path });
        continue;
      }
      const basePath = startPath ?? paths[0][1];
      for (const step of steps) {
        const key = hexKey(step);
        const d = DIRECTIONS.findIndex(
          (v) => v.q === step.q - entry.cell.q && v.r === step.r - entry.cell.r,
        ) as Direction;
        if (!next[key]) {
          next[key] = { cell: step, byFacing: {} };
          nextOrder.push(key);
        }
        next[key].byFacing[d] ??= [...basePath, step];
      }
    }
    startPath = null;
    layer = nextOrder.map((k) => next[k]);
  }
  return { firstSteps, ends };
}

/**
 * Push `distance` away from `from` (R-FORCE-4..6, docs/architecture.md "Hex conventions"): up to `distance` single steps, each to an enterable neighbour
 * strictly farther from `from`; the push stops early only when no step qualifies. Returns the first-step choices and every
 * distinct (end cell, final facing) — the facing the last step gives unless the effect has the facing-lock tag (R-FORCE-1,
 * R-FORCE-2) — each with one path. Per-step choices for a push in progress come from pushSteps.
 */
export function pushOptions(
  unitAt: Hex,
  from: Hex,
  distance: number,
  canEnter: (h: Hex) => boolean,
): ForcedMoveOptions {
  return forcedOptions(unitAt, from, distance, canEnter, 1);
}

/**
 * Pull `distance` towards `towards` (R-FORCE-5, R-FORCE-6, docs/architecture.md "Hex conventions"): like pushOptions, but each step must be strictly
 * nearer; a unit that cannot get nearer (R-FORCE-6's Alicia and Eli example) does not move at all.
 */
export function pullOptions(
  unitAt: Hex,
  towards: Hex,
  distance: number,
  canEnter: (h: Hex) => boolean,
): ForcedMoveOptions {
  return forcedOptions(unitAt, towards, distance, canEnter, -1);
}
