// Where a board may be attached: R-MAP-9 (blue side meets blue side, O-11), R-MAP-10 (centre first), O-11 fallback.
import { hexAdd, hexEquals, hexKey, type Hex } from '../hex';
import { getBoard } from './boardDefs';
import { localSide, SIDE_OFFSETS } from './lattice';
import type { BoardDef, BoardLookup, PlacedBoard, Rotation } from './types';

/** A position and rotation for the next board. */
export type Placement = { at: Hex; rotation: Rotation };

/**
 * Which rule produced a set of placement options:
 * 'centre-first' — the board can meet the central board blue to blue, so it must (R-MAP-10);
 * 'connection' — it must meet some placed board blue to blue (R-MAP-9, O-11);
 * 'fallback' — no blue-to-blue place exists, so it may join any side of the map (O-11).
 */
export type PlacementRule = 'centre-first' | 'connection' | 'fallback';

const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3, 4, 5];

function boardOf(p: PlacedBoard, lookup: BoardLookup): BoardDef {
  const def = lookup(p.board);
  if (!def) throw new Error(`placement: unknown board "${p.board}"`); // callers validate ids first
  return def;
}

/** The placed boards that a board `def` at `at` with `rotation` meets blue side to blue side (R-MAP-9, O-11). */
export function blueContacts(
  placed: readonly PlacedBoard[],
  def: BoardDef,
  at: Hex,
  rotation: number,
  lookup: BoardLookup = getBoard,
): PlacedBoard[] {
  const out: PlacedBoard[] = [];
  for (let side = 0; side < 6; side++) {
    const there = hexAdd(at, SIDE_OFFSETS[side]);
    const other = placed.find((p) => hexEquals(p.at, there));
    if (!other) continue;
    // Our world side `side` meets the neighbour's world side `side + 3`.
    if (def.blue[localSide(side, rotation)] && boardOf(other, lookup).blue[localSide(side + 3, other.rotation)])
      out.push(other);
  }
  return out;
}

/** Free board positions that share a side with at least one placed board, in a fixed order (placement order, then side). */
export function freeAdjacentPositions(placed: readonly PlacedBoard[]): Hex[] {
  const taken = new Set(placed.map((p) => hexKey(p.at)));
  const seen = new Set<string>();
  const out: Hex[] = [];
  for (const p of placed) {
    for (let side = 0; side < 6; side++) {
      const at = hexAdd(p.at, SIDE_OFFSETS[side]);
      const key = hexKey(at);
      if (taken.has(key) || seen.has(key)) continue;
      seen.add(key);
      out.push(at);
    }
  }
  return out;
}

/**
 * Every place the board `boardId` may legally take next, given the boards already placed (the first of which is
 * the central board), and the rule that decided it. The order is deterministic, so a seeded pick is reproducible.
 */
export function placementOptions(
  placed: readonly PlacedBoard[],
  boardId: string,
  lookup: BoardLookup = getBoard,
): { rule: PlacementRule; options: Placement[] } {
  const def = lookup(boardId);
  if (!def) throw new Error(`placementOptions: unknown board "${boardId}"`);
  const central = placed.find((p) => boardOf(p, lookup).kind === 'central');
  const positions = freeAdjacentPositions(placed);
  const connected: Placement[] = [];
  const atCentre: Placement[] = [];
  for (const at of positions) {
    for (const rotation of ROTATIONS) {
      const contacts = blueContacts(placed, def, at, rotation, lookup);
      if (contacts.length === 0) continue;
      connected.push({ at, rotation });
      if (central && contacts.includes(central)) atCentre.push({ at, rotation });
    }
  }
  if (atCentre.length > 0) return { rule: 'centre-first', options: atCentre };
  if (connected.length > 0) return { rule: 'connection', options: connected };
  return { rule: 'fallback', options: positions.flatMap((at) => ROTATIONS.map((rotation) => ({ at, rotation }))) };
}
