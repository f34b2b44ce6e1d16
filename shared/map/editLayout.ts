// Building a layout step by step, as the layout lab does: each edit is checked and returns a new layout or a typed error.
import { hexEquals, type Hex } from '../hex';
import { CENTRAL_BOARD_ID } from './boardDefs';
import type { Layout, LayoutError, Rotation } from './types';
import { validateLayout } from './validateLayout';

/** The result of an edit: the new layout (the input is never changed) or why the edit breaks a rule. */
export type LayoutEdit = { ok: true; layout: Layout } | { ok: false; error: LayoutError };

/** A layout holding only the central board at (0,0) (R-MAP-7): the start of a hand-built map. */
export function startLayout(): Layout {
  return {
    boards: [{ board: CENTRAL_BOARD_ID, at: { q: 0, r: 0 }, rotation: 0 }],
    obstacles: [],
    islands: [],
    statue: null,
    campfires: null,
  };
}

function checked(layout: Layout): LayoutEdit {
  const result = validateLayout(layout);
  return result.ok ? { ok: true, layout } : result;
}

/** Attaches one more board (R-MAP-9, R-MAP-10, O-11); placementOptions(layout.boards, board) lists the legal places. */
export function placeBoard(layout: Layout, board: string, at: Hex, rotation: Rotation): LayoutEdit {
  return checked({ ...layout, boards: [...layout.boards, { board, at: { q: at.q, r: at.r }, rotation }] });
}

/** Removes the last placed board (and the statue or campfire assignment that named it); the central board stays. */
export function undoLastBoard(layout: Layout): Layout {
  if (layout.boards.length <= 1) return layout;
  const last = layout.boards[layout.boards.length - 1].board;
  const campfires =
    layout.campfires && (layout.campfires.red === last || layout.campfires.blue === last) ? null : layout.campfires;
  return {
    ...layout,
    boards: layout.boards.slice(0, -1),
    statue: layout.statue === last ? null : layout.statue,
    campfires,
  };
}

/** Adds an obstacle or floating-island marker at `at`, or removes it if one is there (O-12). */
export function toggleMarker(layout: Layout, kind: 'obstacle' | 'island', at: Hex): LayoutEdit {
  const field = kind === 'obstacle' ? 'obstacles' : 'islands';
  const list = layout[field];
  const present = list.some((h) => hexEquals(h, at));
  const next = present ? list.filter((h) => !hexEquals(h, at)) : [...list, { q: at.q, r: at.r }];
  // Removing an island also removes an obstacle marker standing on it.
  const obstacles = kind === 'island' && present ? layout.obstacles.filter((h) => !hexEquals(h, at)) : layout.obstacles;
  return checked({ ...layout, obstacles, [field]: next });
}

/** Puts the statue on a placed statue board, or removes it with null (R-MAP-12, O-13, O-14). */
export function setStatue(layout: Layout, board: string | null): LayoutEdit {
  return checked({ ...layout, statue: board });
}

/** Assigns the campfire boards to the teams, or clears the assignment with null (R-MAP-11). */
export function setCampfires(layout: Layout, campfires: Layout['campfires']): LayoutEdit {
  return checked({ ...layout, campfires: campfires && { red: campfires.red, blue: campfires.blue } });
}
