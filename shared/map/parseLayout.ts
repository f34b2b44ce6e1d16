// Untrusted layout data (a file, a scenario, a message) → a checked Layout, chessops-style parse-then-validate.
import { checkLayoutShape, validateLayout } from './validateLayout';
import type { BoardLookup, Layout, LayoutError } from './types';
import { getBoard } from './boardDefs';

/**
 * Parses untrusted layout data: checks its shape, copies exactly the Layout fields (extra fields are dropped), then
 * applies validateLayout. Returns the clean copy or the first error (layout/malformed or a rule error).
 */
export function parseLayout(
  value: unknown,
  lookup: BoardLookup = getBoard,
): { ok: true; layout: Layout } | { ok: false; error: LayoutError } {
  const shape = checkLayoutShape(value);
  if (!shape.ok) return shape;
  const v = value as Layout;
  const layout: Layout = {
    boards: v.boards.map((p) => ({ board: p.board, at: { q: p.at.q, r: p.at.r }, rotation: p.rotation })),
    obstacles: v.obstacles.map((h) => ({ q: h.q, r: h.r })),
    islands: v.islands.map((h) => ({ q: h.q, r: h.r })),
    statue: v.statue,
    campfires: v.campfires === null ? null : { red: v.campfires.red, blue: v.campfires.blue },
  };
  const checked = validateLayout(layout, lookup);
  return checked.ok ? { ok: true, layout } : checked;
}
