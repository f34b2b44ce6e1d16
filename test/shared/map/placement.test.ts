import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, neighbor, type Hex } from '../../../shared/hex';
import { createRng, randomInt, shuffled } from '../../../shared/random';
import {
  BOARD_LOCAL_CELLS,
  boardDefs,
  CENTRAL_BOARD_ID,
  fromLattice,
  getBoard,
  localToWorld,
  placementOptions,
  sideCells,
  type PlacedBoard,
  type Rotation,
} from './helpers';

// An independent reference for R-MAP-9 / R-MAP-10 / O-11 built from cells only: two boards touch when some of their
// cells are adjacent; the touching cells of each must be exactly one of its (rotated) sides; blue meets blue when both
// of those sides are blue. No SIDE_OFFSETS, no side arithmetic.
const worldCells = (p: PlacedBoard) => BOARD_LOCAL_CELLS.map((h) => localToWorld(h, p.at, p.rotation));

function touchingSide(a: PlacedBoard, b: PlacedBoard): number | null {
  const bKeys = new Set(worldCells(b).map(hexKey));
  const touch = worldCells(a).filter((h) => [0, 1, 2, 3, 4, 5].some((d) => bKeys.has(hexKey(neighbor(h, d)))));
  if (touch.length === 0) return null;
  const touchKeys = touch.map(hexKey).sort().join(' ');
  for (let s = 0; s < 6; s++) {
    const side = sideCells(s)
      .map((h) => hexKey(localToWorld(h, a.at, a.rotation)))
      .sort()
      .join(' ');
    if (side === touchKeys) return s;
  }
  throw new Error(`boards ${a.board} and ${b.board} touch along something that is not a side`);
}

function blueMeets(a: PlacedBoard, b: PlacedBoard): boolean {
  const sa = touchingSide(a, b);
  const sb = touchingSide(b, a);
  return sa !== null && sb !== null && getBoard(a.board)!.blue[sa] && getBoard(b.board)!.blue[sb];
}

function referenceOptions(placed: PlacedBoard[], board: string): { rule: string; options: string[] } {
  const taken = new Set(placed.map((p) => hexKey(p.at)));
  const connected: string[] = [];
  const atCentre: string[] = [];
  const touching: string[] = [];
  for (let a = -4; a <= 4; a++) {
    for (let b = -4; b <= 4; b++) {
      const at: Hex = fromLattice(a, b);
      if (taken.has(hexKey(at))) continue;
      // Which boards touch does not depend on the rotation (a board always covers the same hexagon).
      const near = placed.filter(
        (p) => hexDistance(p.at, at) <= 9 && touchingSide({ board, at, rotation: 0 }, p) !== null,
      );
      if (near.length === 0) continue;
      for (let rotation = 0; rotation < 6; rotation++) {
        const me: PlacedBoard = { board, at, rotation: rotation as Rotation };
        const key = `${hexKey(at)}/${rotation}`;
        touching.push(key);
        const meets = near.filter((p) => blueMeets(me, p));
        if (meets.length > 0) connected.push(key);
        if (meets.some((p) => p.board === CENTRAL_BOARD_ID)) atCentre.push(key);
      }
    }
  }
  if (atCentre.length) return { rule: 'centre-first', options: atCentre.sort() };
  if (connected.length) return { rule: 'connection', options: connected.sort() };
  return { rule: 'fallback', options: touching.sort() };
}

describe('R-MAP-9 / R-MAP-10 / O-11 placement options match a cell-by-cell reference', () => {
  it('agrees on every step of 25 random builds in random board order', () => {
    const others = boardDefs.filter((d) => d.kind !== 'central').map((d) => d.id);
    for (let seed = 0; seed < 25; seed++) {
      const rng = createRng(seed);
      const placed: PlacedBoard[] = [
        { board: CENTRAL_BOARD_ID, at: { q: 0, r: 0 }, rotation: randomInt(rng, 6) as Rotation },
      ];
      for (const board of shuffled(rng, others)) {
        const mine = placementOptions(placed, board);
        const ref = referenceOptions(placed, board);
        expect(mine.rule, `seed ${seed} ${board}`).toBe(ref.rule);
        expect(mine.options.map((o) => `${hexKey(o.at)}/${o.rotation}`).sort()).toEqual(ref.options);
        const pick = mine.options[randomInt(rng, mine.options.length)];
        placed.push({ board, at: pick.at, rotation: pick.rotation });
      }
    }
  });
});
