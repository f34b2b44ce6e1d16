// Every rule a layout breaks, each with the board and sides to show, for the layout lab's live check and a room's refusal.
import { hexEquals, hexKey, neighbor, type Hex } from '../hex';
import { getBoard } from './boardDefs';
import { BOARD_LOCAL_CELLS, isLatticePoint, localSide, localToWorld, SIDE_OFFSETS } from './lattice';
import { blueContacts, placementOptions } from './placement';
import { TEAMS, type Layout, type PlacedBoard, type Side } from './types';

/** What a layout problem is about; each kind has words in en and zh (layoutProblemText.ts). */
export const LAYOUT_PROBLEM_KINDS = [
  'unknown-board',
  'duplicate-board',
  'central-first',
  'off-lattice',
  'overlap',
  'not-connected',
  'no-blue-contact',
  'centre-first',
  'bad-statue',
  'obstacle-on-statue',
  'bad-campfires',
  'same-campfires',
  'island-on-board',
  'island-adrift',
  'obstacle-on-void',
  'obstacle-on-obstacle',
  'double-marker',
  'no-campfires',
] as const;
export type LayoutProblemKind = (typeof LAYOUT_PROBLEM_KINDS)[number];

/**
 * One broken rule: its kind and rule id, the board it is about (null: the whole layout or a marker off the boards),
 * that board's map sides to draw (e.g. the sides that meet a neighbour without blue to blue, or the central board's free
 * blue side a board should have taken), cells to draw (markers), and `other`: a second board the words name.
 */
export type LayoutProblem = {
  kind: LayoutProblemKind;
  ruleId: string;
  board: string | null;
  sides: Side[];
  cells: Hex[];
  other: string | null;
  /** For campfire problems: which team's campfire. */
  team?: 'red' | 'blue';
};

const problem = (
  kind: LayoutProblemKind,
  ruleId: string,
  board: string | null,
  extra: Partial<LayoutProblem> = {},
): LayoutProblem => ({
  kind,
  ruleId,
  board,
  sides: [],
  cells: [],
  other: null,
  ...extra,
});

/** Whether `p` may be attached next, given the boards already placed (the same test validateLayout replays). */
function attachable(placed: readonly PlacedBoard[], p: PlacedBoard): boolean {
  const def = getBoard(p.board);
  if (!def || def.kind === 'central' || !isLatticePoint(p.at)) return false;
  if (placed.some((q) => q.board === p.board || hexEquals(q.at, p.at))) return false;
  return placementOptions(placed, p.board).options.some((o) => hexEquals(o.at, p.at) && o.rotation === p.rotation);
}

/**
 * The layout with its boards in an order in which they could have been attached one by one (R-MAP-7, R-MAP-9, R-MAP-10,
 * O-11), as far as one exists: at each step the first remaining board (in the given order) that may be attached next.
 * Boards that never can are kept at the end, in their order. A valid layout comes back unchanged. The lab keeps its
 * layout in this order, so a designer never has to think about placement order, only about where boards are.
 */
export function settleBoardOrder(layout: Layout): Layout {
  if (layout.boards.length === 0) return layout;
  const centralIndex = layout.boards.findIndex(
    (p) => getBoard(p.board)?.kind === 'central' && p.at.q === 0 && p.at.r === 0,
  );
  if (centralIndex < 0) return layout;
  const placed: PlacedBoard[] = [layout.boards[centralIndex]];
  let rest = layout.boards.filter((_, i) => i !== centralIndex);
  for (;;) {
    const next = rest.find((p) => attachable(placed, p));
    if (!next) break;
    placed.push(next);
    rest = rest.filter((p) => p !== next);
  }
  const boards = [...placed, ...rest];
  return boards.every((p, i) => p === layout.boards[i]) ? layout : { ...layout, boards };
}

/** The map sides of `p` that touch a placed board, split into those that meet blue to blue and those that do not. */
function touchingSides(placed: readonly PlacedBoard[], p: PlacedBoard): { blue: Side[]; other: Side[] } {
  const def = getBoard(p.board)!;
  const blue: Side[] = [];
  const other: Side[] = [];
  for (let side = 0; side < 6; side++) {
    const there = { q: p.at.q + SIDE_OFFSETS[side].q, r: p.at.r + SIDE_OFFSETS[side].r };
    const neighbour = placed.find((q) => hexEquals(q.at, there));
    if (!neighbour) continue;
    const theirs = getBoard(neighbour.board);
    const meets = def.blue[localSide(side, p.rotation)] && !!theirs?.blue[localSide(side + 3, neighbour.rotation)];
    (meets ? blue : other).push(side as Side);
  }
  return { blue, other };
}

/** Why a board that could not be attached breaks the rules, given the boards attached before it. */
function boardProblem(placed: readonly PlacedBoard[], p: PlacedBoard, index: number): LayoutProblem {
  const def = getBoard(p.board);
  if (!def) return problem('unknown-board', 'R-MAP-1', p.board);
  if (placed.some((q) => q.board === p.board)) return problem('duplicate-board', 'R-MAP-1', p.board);
  if (def.kind === 'central' || index === 0) return problem('central-first', 'R-MAP-7', p.board);
  if (!isLatticePoint(p.at)) return problem('off-lattice', 'O-10', p.board);
  const over = placed.find((q) => hexEquals(q.at, p.at));
  if (over) return problem('overlap', 'O-10', p.board, { other: over.board });
  const { rule, options } = placementOptions(placed, p.board);
  const central = placed[0];
  if (rule === 'centre-first' && blueContacts(placed, def, p.at, p.rotation).length > 0) {
    // Show the central board's free sides the board could have met blue to blue.
    const sides = new Set<Side>();
    for (const o of options) {
      const side = SIDE_OFFSETS.findIndex((d) => d.q === o.at.q - central.at.q && d.r === o.at.r - central.at.r);
      if (side >= 0) sides.add(side as Side);
    }
    return problem('centre-first', 'R-MAP-10', p.board, { other: central.board, sides: [...sides].sort() });
  }
  const touching = touchingSides(placed, p);
  if (touching.blue.length + touching.other.length === 0) return problem('not-connected', 'R-MAP-9', p.board);
  return problem('no-blue-contact', 'O-11', p.board, { sides: touching.other });
}

/**
 * Every rule the layout breaks (empty exactly when validateLayout accepts the settled layout), in a fixed order: boards (in settled order,
 * settleBoardOrder), then the statue, the campfires and the markers. `needCampfires` adds the problem of a layout that
 * names no campfires — fine in the lab while building, but a match needs its camps (R-MAP-11, R-SETUP-15).
 */
export function layoutProblems(input: Layout, options: { needCampfires?: boolean } = {}): LayoutProblem[] {
  const layout = settleBoardOrder(input);
  const out: LayoutProblem[] = [];
  const placed: PlacedBoard[] = [];
  layout.boards.forEach((p, i) => {
    const ok = i === 0 ? getBoard(p.board)?.kind === 'central' && p.at.q === 0 && p.at.r === 0 : attachable(placed, p);
    if (ok) placed.push(p);
    else out.push(boardProblem(placed, p, i));
  });
  // Statue, campfires and markers are checked against every board on the table, attached legally or not.
  const onTable = layout.boards.filter(
    (p, i) => getBoard(p.board) && layout.boards.findIndex((q) => q.board === p.board) === i,
  );
  const isOn = (id: string) => onTable.some((p) => p.board === id);
  if (layout.statue !== null && (getBoard(layout.statue)?.kind !== 'statue' || !isOn(layout.statue))) {
    out.push(problem('bad-statue', 'R-MAP-12', layout.statue));
  }
  if (layout.campfires !== null) {
    for (const team of TEAMS) {
      const id = layout.campfires[team];
      if (getBoard(id)?.kind !== 'campfire' || !isOn(id)) out.push(problem('bad-campfires', 'R-MAP-11', id, { team }));
    }
    if (layout.campfires.red === layout.campfires.blue)
      out.push(problem('same-campfires', 'R-MAP-11', layout.campfires.red));
  } else if (options.needCampfires) {
    out.push(problem('no-campfires', 'R-MAP-11', null));
  }
  out.push(...markerProblems(layout, onTable));
  return out;
}

/** O-12 / O-13: islands on void hanging on the map, obstacles on open cells other than the statue's, one marker a cell. */
function markerProblems(layout: Layout, boards: readonly PlacedBoard[]): LayoutProblem[] {
  const out: LayoutProblem[] = [];
  const terrainAt: Record<string, { terrain: 'open' | 'obstacle'; board: string }> = {};
  for (const p of boards) {
    const def = getBoard(p.board)!;
    for (const local of BOARD_LOCAL_CELLS) {
      const t = def.cells[hexKey(local)];
      const key = hexKey(localToWorld(local, p.at, p.rotation));
      if (t !== 'void' && !terrainAt[key]) terrainAt[key] = { terrain: t, board: p.board };
    }
  }
  const islandKeys = new Set<string>();
  for (const h of layout.islands) {
    const key = hexKey(h);
    if (terrainAt[key]) out.push(problem('island-on-board', 'O-12', terrainAt[key].board, { cells: [h] }));
    else if (islandKeys.has(key)) out.push(problem('double-marker', 'O-12', null, { cells: [h] }));
    islandKeys.add(key);
  }
  const reached = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const h of layout.islands) {
      const key = hexKey(h);
      if (reached.has(key) || terrainAt[key]) continue;
      if ([0, 1, 2, 3, 4, 5].some((d) => terrainAt[hexKey(neighbor(h, d))] || reached.has(hexKey(neighbor(h, d))))) {
        reached.add(key);
        grew = true;
      }
    }
  }
  for (const h of layout.islands) {
    if (!terrainAt[hexKey(h)] && !reached.has(hexKey(h)))
      out.push(problem('island-adrift', 'O-12', null, { cells: [h] }));
  }
  const statue = layout.statue === null ? undefined : boards.find((p) => p.board === layout.statue)?.at;
  const obstacleKeys = new Set<string>();
  for (const h of layout.obstacles) {
    const key = hexKey(h);
    const cell = terrainAt[key];
    if (!cell && !islandKeys.has(key)) out.push(problem('obstacle-on-void', 'O-12', null, { cells: [h] }));
    else if (cell && cell.terrain === 'obstacle')
      out.push(problem('obstacle-on-obstacle', 'O-12', cell.board, { cells: [h] }));
    else if (statue && hexEquals(statue, h))
      out.push(problem('obstacle-on-statue', 'O-13', layout.statue, { cells: [h] }));
    else if (obstacleKeys.has(key)) out.push(problem('double-marker', 'O-12', cell?.board ?? null, { cells: [h] }));
    obstacleKeys.add(key);
  }
  return out;
}
