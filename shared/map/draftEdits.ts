// Edits of the layout lab's editor that may leave a layout breaking a rule (the lab names what is broken, layoutProblems):
// a designer rotates, moves and removes boards freely. Only impossible edits are refused (unknown board, a taken spot).
import { hexEquals, hexKey, neighbor, type Hex } from '../hex';
import { boardDefs, getBoard } from './boardDefs';
import { isLatticePoint, localToWorld, toRotation, worldToLocal } from './lattice';
import type { EditRefusal } from './editRefusal';
import { layoutProblems } from './layoutProblems';
import { freeAdjacentPositions } from './placement';
import { describeLayoutProblem } from './layoutProblemText';
import type { Layout, LayoutError, PlacedBoard, Rotation } from './types';

/** The result of a draft edit: the new layout (the input is never changed) or why the edit is impossible. */
export type DraftEdit = { ok: true; layout: Layout } | { ok: false; error: LayoutError };

const refuse = (
  board: string | null,
  message: string,
  refusal: EditRefusal,
  ruleId: string | null = null,
): DraftEdit => ({
  ok: false,
  error: { code: 'layout/malformed', ruleId, board, message, refusal },
});
const show = (h: Hex) => `(${h.q},${h.r})`;

/** Whether a cell lies in the 19-cell hexagon of a board centred at `at` (cells and void alike). */
function inHexagon(h: Hex, at: Hex): boolean {
  const dq = h.q - at.q;
  const dr = h.r - at.r;
  return Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) <= 4;
}

function findPlaced(layout: Layout, board: string): PlacedBoard | undefined {
  return layout.boards.find((p) => p.board === board);
}

/** Why a board cannot take a spot at all (not a rule of the game, a fact of the table), or null. */
function spotProblem(layout: Layout, board: string, at: Hex, ignoring: string | null): DraftEdit | null {
  const cell = { q: at.q, r: at.r };
  if (!isLatticePoint(at))
    return refuse(board, `${show(at)} is not a board position of the lattice`, { kind: 'not-lattice', cell });
  const taken = layout.boards.find((p) => p.board !== ignoring && hexEquals(p.at, at));
  if (taken)
    return refuse(board, `${show(at)} is taken by "${taken.board}"`, { kind: 'spot-taken', cell, other: taken.board });
  return null;
}

/** Puts a board (not yet on the map) at a free lattice spot, even where the attachment rules say no (the lab flags it). */
export function placeBoardDraft(layout: Layout, board: string, at: Hex, rotation: Rotation): DraftEdit {
  const def = getBoard(board);
  if (!def) return refuse(board, `no board with id "${board}"`, { kind: 'unknown-board', board });
  if (def.kind === 'central')
    return refuse(board, 'the central board is always at (0,0)', { kind: 'central-fixed' }, 'R-MAP-7');
  if (findPlaced(layout, board))
    return refuse(board, `"${board}" is already on the map`, { kind: 'already-placed', board });
  const why = spotProblem(layout, board, at, null);
  if (why) return why;
  return {
    ok: true,
    layout: {
      ...layout,
      boards: [...layout.boards, { board, at: { q: at.q, r: at.r }, rotation: toRotation(rotation) }],
    },
  };
}

/** Turns a placed board by `steps` × 60° counter-clockwise about its centre; its markers turn with it. */
export function rotateBoard(layout: Layout, board: string, steps: number): DraftEdit {
  const placed = findPlaced(layout, board);
  if (!placed) return refuse(board, `"${board}" is not on the map`, { kind: 'not-placed', board });
  return relocate(layout, placed, placed.at, toRotation(placed.rotation + steps));
}

/** Moves a placed board (never the central one) to another free lattice spot, keeping or changing its rotation; markers move along. */
export function moveBoard(layout: Layout, board: string, at: Hex, rotation?: Rotation): DraftEdit {
  const placed = findPlaced(layout, board);
  if (!placed) return refuse(board, `"${board}" is not on the map`, { kind: 'not-placed', board });
  if (getBoard(board)?.kind === 'central')
    return refuse(board, 'the central board stays at (0,0) (R-MAP-7)', { kind: 'central-fixed' }, 'R-MAP-7');
  const why = spotProblem(layout, board, at, board);
  if (why) return why;
  return relocate(layout, placed, at, rotation ?? placed.rotation);
}

/** The board at a new centre and rotation, with the markers inside its hexagon carried to the same local cells. */
function relocate(layout: Layout, placed: PlacedBoard, at: Hex, rotation: Rotation): DraftEdit {
  const carry = (h: Hex): Hex =>
    inHexagon(h, placed.at) ? localToWorld(worldToLocal(h, placed.at, placed.rotation), at, rotation) : h;
  const boards = layout.boards.map((p) => (p === placed ? { board: p.board, at: { q: at.q, r: at.r }, rotation } : p));
  return {
    ok: true,
    layout: { ...layout, boards, obstacles: layout.obstacles.map(carry), islands: layout.islands.map(carry) },
  };
}

/** Takes a board (never the central one) off the map with its markers, and the statue or campfire that named it. */
export function removeBoard(layout: Layout, board: string): DraftEdit {
  const placed = findPlaced(layout, board);
  if (!placed) return refuse(board, `"${board}" is not on the map`, { kind: 'not-placed', board });
  if (getBoard(board)?.kind === 'central')
    return refuse(board, 'the central board cannot be removed (R-MAP-7)', { kind: 'central-fixed' }, 'R-MAP-7');
  const keep = (h: Hex) => !inHexagon(h, placed.at);
  const campfires =
    layout.campfires && (layout.campfires.red === board || layout.campfires.blue === board) ? null : layout.campfires;
  return {
    ok: true,
    layout: {
      boards: layout.boards.filter((p) => p !== placed),
      obstacles: layout.obstacles.filter(keep),
      islands: layout.islands.filter(keep),
      statue: layout.statue === board ? null : layout.statue,
      campfires,
    },
  };
}

/** Where the point-symmetric twin of a placed board goes: the mirrored centre −at, turned 180° (the lattice has no mirror). */
export function twinSpot(placed: PlacedBoard): { at: Hex; rotation: Rotation } {
  return { at: { q: -placed.at.q + 0, r: -placed.at.r + 0 }, rotation: toRotation(placed.rotation + 3) };
}

/**
 * The boards that may stand opposite `board` on a point-symmetric map: the boards of its kind not yet on the map (the
 * other campfire, the other statue board, any normal board still off the map), in canonical order. The designer picks.
 */
export function twinPartners(layout: Layout, board: string): string[] {
  const def = getBoard(board);
  if (!def) return [];
  const onMap = new Set(layout.boards.map((p) => p.board));
  return boardDefs.filter((d) => d.kind === def.kind && d.id !== board && !onMap.has(d.id)).map((d) => d.id);
}

/** The first of twinPartners (the default when the designer does not pick), or null. */
export function twinPartner(layout: Layout, board: string): string | null {
  return twinPartners(layout, board)[0] ?? null;
}

/**
 * Places the twin of a placed board: `partner` (default twinPartner) at twinSpot. Refused when there is no partner, the
 * partner is of another kind or already on the map, the spot is taken, or the twin would break an assembly rule that the
 * layout did not break before (the refusal names the rule: the lab's twin makes a legal mirror image or nothing).
 */
export function placeTwin(
  layout: Layout,
  board: string,
  partner: string | null = twinPartner(layout, board),
): DraftEdit {
  const placed = findPlaced(layout, board);
  if (!placed) return refuse(board, `"${board}" is not on the map`, { kind: 'not-placed', board });
  if (partner === null)
    return refuse(board, `no board of the same kind as "${board}" is left to place opposite it`, {
      kind: 'no-twin',
      board,
    });
  if (!twinPartners(layout, board).includes(partner)) {
    if (findPlaced(layout, partner))
      return refuse(partner, `"${partner}" is already on the map`, { kind: 'already-placed', board: partner });
    return refuse(partner, `"${partner}" is not of the same kind as "${board}": a twin is the same kind of board`, {
      kind: 'twin-kind',
      board: partner,
      other: board,
    });
  }
  const spot = twinSpot(placed);
  const result = placeBoardDraft(layout, partner, spot.at, spot.rotation);
  if (!result.ok) return result;
  const before = new Set(layoutProblems(layout).map((p) => `${p.kind} ${p.board}`));
  const broken = layoutProblems(result.layout).find((p) => p.board === partner && !before.has(`${p.kind} ${p.board}`));
  if (broken) {
    return refuse(
      partner,
      `the twin would break ${broken.ruleId}: ${describeLayoutProblem(broken, 'en')}`,
      {
        kind: 'twin-breaks-rule',
        board: partner,
        other: board,
        problem: { en: describeLayoutProblem(broken, 'en'), zh: describeLayoutProblem(broken, 'zh') },
      },
      broken.ruleId,
    );
  }
  return result;
}

/** Whether a layout's markers and boards agree cell by cell (used by the marker edits below). */
function cellOwner(layout: Layout, h: Hex): { board: string; terrain: 'open' | 'obstacle' | 'void' } | null {
  for (const p of layout.boards) {
    if (!inHexagon(h, p.at)) continue;
    const def = getBoard(p.board);
    if (!def) continue;
    const local = worldToLocal(h, p.at, p.rotation);
    return { board: p.board, terrain: def.cells[hexKey(local)] ?? 'void' };
  }
  return null;
}

/**
 * Adds or removes an obstacle or floating-island marker (O-12), checking only that marker: an obstacle goes on an open
 * map cell (an island counts) other than the statue's; an island on void next to the map or to another island.
 * Removing is always possible (an obstacle on an island goes with it).
 */
export function toggleMarkerDraft(layout: Layout, kind: 'obstacle' | 'island', at: Hex): DraftEdit {
  const h = { q: at.q, r: at.r };
  const isIsland = (c: Hex) => layout.islands.some((i) => hexEquals(i, c));
  if (kind === 'obstacle') {
    if (layout.obstacles.some((o) => hexEquals(o, h)))
      return { ok: true, layout: { ...layout, obstacles: layout.obstacles.filter((o) => !hexEquals(o, h)) } };
    const owner = cellOwner(layout, h);
    const open = isIsland(h) || owner?.terrain === 'open';
    if (!open)
      return {
        ok: false,
        error: {
          code: 'layout/bad-marker',
          ruleId: 'O-12',
          board: owner?.board ?? null,
          message: `${show(h)} is not open ground: an obstacle marker goes on an open cell`,
          refusal: { kind: 'obstacle-not-open', cell: h },
        },
      };
    const statue = layout.statue ? findPlaced(layout, layout.statue)?.at : undefined;
    if (statue && hexEquals(statue, h))
      return {
        ok: false,
        error: {
          code: 'layout/bad-marker',
          ruleId: 'O-13',
          board: layout.statue,
          message: `${show(h)} holds the statue`,
          refusal: { kind: 'obstacle-on-statue', cell: h },
        },
      };
    return { ok: true, layout: { ...layout, obstacles: [...layout.obstacles, h] } };
  }
  if (isIsland(h)) {
    return {
      ok: true,
      layout: {
        ...layout,
        islands: layout.islands.filter((i) => !hexEquals(i, h)),
        obstacles: layout.obstacles.filter((o) => !hexEquals(o, h)),
      },
    };
  }
  const owner = cellOwner(layout, h);
  if (owner && owner.terrain !== 'void')
    return {
      ok: false,
      error: {
        code: 'layout/bad-marker',
        ruleId: 'O-12',
        board: owner.board,
        message: `${show(h)} is a cell of "${owner.board}": a floating island goes on void`,
        refusal: { kind: 'island-on-board', cell: h, board: owner.board },
      },
    };
  const touches = [0, 1, 2, 3, 4, 5].some((d) => {
    const n = neighbor(h, d);
    const o = cellOwner(layout, n);
    return isIsland(n) || (o !== null && o.terrain !== 'void');
  });
  if (!touches)
    return {
      ok: false,
      error: {
        code: 'layout/bad-marker',
        ruleId: 'O-12',
        board: null,
        message: `${show(h)} does not touch the map: a floating island goes next to it`,
        refusal: { kind: 'island-adrift', cell: h },
      },
    };
  return { ok: true, layout: { ...layout, islands: [...layout.islands, h] } };
}

/** Puts the statue on a placed statue board or takes it away (R-MAP-12, O-13); refuses any other board. */
export function setStatueDraft(layout: Layout, board: string | null): DraftEdit {
  if (board === null) return { ok: true, layout: { ...layout, statue: null } };
  if (getBoard(board)?.kind !== 'statue' || !findPlaced(layout, board)) {
    return {
      ok: false,
      error: {
        code: 'layout/bad-statue',
        ruleId: 'R-MAP-12',
        board,
        message: `"${board}" is not a placed statue board`,
        refusal: { kind: 'not-statue-board', board },
      },
    };
  }
  return {
    ok: true,
    layout: {
      ...layout,
      statue: board,
      obstacles: layout.obstacles.filter((o) => !hexEquals(o, findPlaced(layout, board)!.at)),
    },
  };
}

/** Gives the two placed campfire boards to the teams, red first, or clears them (R-MAP-11). */
export function setCampfiresDraft(layout: Layout, campfires: Layout['campfires']): DraftEdit {
  if (campfires === null) return { ok: true, layout: { ...layout, campfires: null } };
  for (const id of [campfires.red, campfires.blue]) {
    if (getBoard(id)?.kind !== 'campfire' || !findPlaced(layout, id)) {
      return {
        ok: false,
        error: {
          code: 'layout/bad-campfires',
          ruleId: 'R-MAP-11',
          board: id,
          message: `"${id}" is not a placed campfire board`,
          refusal: { kind: 'not-campfire-board', board: id },
        },
      };
    }
  }
  if (campfires.red === campfires.blue)
    return {
      ok: false,
      error: {
        code: 'layout/bad-campfires',
        ruleId: 'R-MAP-11',
        board: campfires.red,
        message: 'red and blue need different campfire boards',
        refusal: { kind: 'same-campfires' },
      },
    };
  return { ok: true, layout: { ...layout, campfires: { red: campfires.red, blue: campfires.blue } } };
}

/**
 * Where a placed board may be moved without breaking a rule there (issue 31: Move greyed every spot): each free spot
 * next to the other boards, with every rotation at which the moved board breaks no assembly rule and the layout breaks
 * no rule it did not break before. The lab lights these spots; any other free spot stays a draft move.
 */
export function legalMoveSpots(layout: Layout, board: string): { at: Hex; rotation: Rotation }[] {
  const placed = findPlaced(layout, board);
  if (!placed || getBoard(board)?.kind === 'central') return [];
  const before = new Set(layoutProblems(layout).map((p) => `${p.kind} ${p.board}`));
  const others = layout.boards.filter((p) => p.board !== board);
  const out: { at: Hex; rotation: Rotation }[] = [];
  for (const at of freeAdjacentPositions(others)) {
    if (hexEquals(at, placed.at)) continue;
    for (let r = 0; r < 6; r++) {
      const moved = moveBoard(layout, board, at, r as Rotation);
      if (!moved.ok) continue;
      const after = layoutProblems(moved.layout);
      if (after.every((p) => p.board !== board && before.has(`${p.kind} ${p.board}`)))
        out.push({ at, rotation: r as Rotation });
    }
  }
  return out;
}
