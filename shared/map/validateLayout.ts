// Checking a layout against the assembly rules: R-MAP-7, R-MAP-9, R-MAP-10, O-11, O-12, O-13, R-MAP-11.
import { hexEquals, hexKey, neighbor, type Hex } from '../hex';
import { getBoard } from './boardDefs';
import { blueContacts, placementOptions } from './placement';
import { BOARD_LOCAL_CELLS, isLatticePoint, localToWorld } from './lattice';
import {
  TEAMS,
  type BoardLookup,
  type Layout,
  type LayoutError,
  type LayoutErrorCode,
  type LayoutResult,
  type PlacedBoard,
} from './types';

function fail(code: LayoutErrorCode, ruleId: string | null, board: string | null, message: string): LayoutResult {
  return { ok: false, error: { code, ruleId, board, message } };
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const isHex = (h: unknown): h is Hex =>
  typeof h === 'object' && h !== null && isInt((h as Hex).q) && isInt((h as Hex).r);
const show = (h: Hex) => `(${h.q},${h.r})`;

/** Checks the plain shape of untrusted layout data (a file, a message) before the rules are checked. */
export function checkLayoutShape(value: unknown): LayoutResult {
  const bad = (message: string) => fail('layout/malformed', null, null, message);
  if (typeof value !== 'object' || value === null) return bad('a layout must be an object');
  const o = value as Record<string, unknown>;
  if (!Array.isArray(o.boards) || o.boards.length === 0) return bad('boards: expected a non-empty array');
  for (let i = 0; i < o.boards.length; i++) {
    const p = o.boards[i] as Record<string, unknown> | null;
    if (typeof p !== 'object' || p === null) return bad(`boards[${i}]: expected { board, at, rotation }`);
    if (typeof p.board !== 'string') return bad(`boards[${i}].board: expected a board id`);
    if (!isHex(p.at)) return bad(`boards[${i}].at: expected { q, r } integers`);
    if (!isInt(p.rotation) || p.rotation < 0 || p.rotation > 5) return bad(`boards[${i}].rotation: expected 0..5`);
  }
  for (const field of ['obstacles', 'islands'] as const) {
    if (!Array.isArray(o[field])) return bad(`${field}: expected an array of { q, r }`);
    const list = o[field] as unknown[];
    for (let i = 0; i < list.length; i++) if (!isHex(list[i])) return bad(`${field}[${i}]: expected { q, r } integers`);
  }
  if (o.statue !== null && typeof o.statue !== 'string') return bad('statue: expected a board id or null');
  if (o.campfires !== null) {
    const c = o.campfires as Record<string, unknown>;
    if (typeof c !== 'object' || typeof c.red !== 'string' || typeof c.blue !== 'string') {
      return bad('campfires: expected { red: boardId, blue: boardId } or null');
    }
  }
  return { ok: true };
}

/**
 * Validates a layout: the boards, replayed in their order, must each have been a legal placement — the first is the
 * central board at (0,0) (R-MAP-7); each later one meets a placed board blue side to blue side (R-MAP-9, O-11), goes
 * to the central board while it can (R-MAP-10), or, only when no blue-to-blue place existed, touches the map anywhere
 * (O-11). Then the statue (R-MAP-12, O-13), the campfires (R-MAP-11) and the markers (O-12) are checked.
 * The first broken rule is reported with the board that breaks it.
 */
export function validateLayout(layout: Layout, lookup: BoardLookup = getBoard): LayoutResult {
  const shape = checkLayoutShape(layout);
  if (!shape.ok) return shape;
  const placed: PlacedBoard[] = [];
  for (let i = 0; i < layout.boards.length; i++) {
    const p = layout.boards[i];
    const def = lookup(p.board);
    if (!def) return fail('layout/unknown-board', 'R-MAP-1', p.board, `boards[${i}]: no board with id "${p.board}"`);
    if (placed.some((q) => q.board === p.board)) {
      return fail('layout/duplicate-board', 'R-MAP-1', p.board, `boards[${i}]: board "${p.board}" is placed twice`);
    }
    if (i === 0) {
      if (def.kind !== 'central' || p.at.q !== 0 || p.at.r !== 0) {
        return fail(
          'layout/central-first',
          'R-MAP-7',
          p.board,
          `boards[0] must be the central board at (0,0); got "${p.board}" at ${show(p.at)}`,
        );
      }
      placed.push(p);
      continue;
    }
    if (def.kind === 'central') {
      return fail(
        'layout/central-first',
        'R-MAP-7',
        p.board,
        `boards[${i}]: the central board must be placed first, at (0,0)`,
      );
    }
    if (!isLatticePoint(p.at)) {
      return fail(
        'layout/off-lattice',
        'O-10',
        p.board,
        `boards[${i}]: "${p.board}" at ${show(p.at)} is not a board position of the lattice (centres differ by (5,-2), (2,3), (-3,5))`,
      );
    }
    const over = placed.find((q) => hexEquals(q.at, p.at));
    if (over)
      return fail(
        'layout/overlap',
        'O-10',
        p.board,
        `boards[${i}]: "${p.board}" at ${show(p.at)} overlaps "${over.board}"`,
      );
    const { rule, options } = placementOptions(placed, p.board, lookup);
    const allowed = options.some((o) => hexEquals(o.at, p.at) && o.rotation === p.rotation);
    if (!allowed) {
      if (rule === 'centre-first' && blueContacts(placed, def, p.at, p.rotation, lookup).length > 0) {
        return fail(
          'layout/centre-first',
          'R-MAP-10',
          p.board,
          `boards[${i}]: "${p.board}" must be attached to the central board, which still has a free blue side it can meet`,
        );
      }
      if (rule === 'fallback') {
        return fail(
          'layout/not-connected',
          'R-MAP-9',
          p.board,
          `boards[${i}]: "${p.board}" at ${show(p.at)} does not touch the map`,
        );
      }
      return fail(
        'layout/not-connected',
        'R-MAP-9',
        p.board,
        `boards[${i}]: "${p.board}" at ${show(p.at)} rotation ${p.rotation} does not meet a placed board blue side to blue side (O-11)`,
      );
    }
    placed.push(p);
  }

  if (layout.statue !== null) {
    const def = lookup(layout.statue);
    if (!def || def.kind !== 'statue' || !placed.some((p) => p.board === layout.statue)) {
      return fail(
        'layout/bad-statue',
        'R-MAP-12',
        layout.statue,
        `statue: "${layout.statue}" is not a placed statue board (river or jungle)`,
      );
    }
  }
  if (layout.campfires !== null) {
    for (const team of TEAMS) {
      const id = layout.campfires[team];
      const def = lookup(id);
      if (!def || def.kind !== 'campfire' || !placed.some((p) => p.board === id)) {
        return fail(
          'layout/bad-campfires',
          'R-MAP-11',
          id,
          `campfires.${team}: "${id}" is not a placed campfire board`,
        );
      }
    }
    if (layout.campfires.red === layout.campfires.blue) {
      return fail(
        'layout/bad-campfires',
        'R-MAP-11',
        layout.campfires.red,
        'campfires: red and blue need different campfire boards',
      );
    }
  }
  const markerError = checkMarkers(layout, placed, lookup);
  return markerError ? { ok: false, error: markerError } : { ok: true };
}

/** O-12: islands on void next to the map (connected to the boards), obstacles on open cells other than the statue's. */
function checkMarkers(layout: Layout, placed: readonly PlacedBoard[], lookup: BoardLookup): LayoutError | null {
  const err = (board: string | null, message: string): LayoutError => ({
    code: 'layout/bad-marker',
    ruleId: 'O-12',
    board,
    message,
  });
  const terrainAt: Record<string, { terrain: 'open' | 'obstacle'; board: string }> = {};
  for (const p of placed) {
    const def = lookup(p.board)!;
    for (const local of BOARD_LOCAL_CELLS) {
      const t = def.cells[hexKey(local)];
      if (t !== 'void') terrainAt[hexKey(localToWorld(local, p.at, p.rotation))] = { terrain: t, board: p.board };
    }
  }
  const islandKeys = new Set<string>();
  for (let i = 0; i < layout.islands.length; i++) {
    const key = hexKey(layout.islands[i]);
    if (terrainAt[key])
      return err(
        terrainAt[key].board,
        `islands[${i}]: ${show(layout.islands[i])} is already a cell of "${terrainAt[key].board}"; a floating island goes on void`,
      );
    if (islandKeys.has(key)) return err(null, `islands[${i}]: two islands on ${show(layout.islands[i])}`);
    islandKeys.add(key);
  }
  // Every island must hang on the boards through a chain of adjacent islands (no island floating alone).
  const reached = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const h of layout.islands) {
      const key = hexKey(h);
      if (reached.has(key)) continue;
      for (let d = 0; d < 6; d++) {
        const n = hexKey(neighbor(h, d));
        if (terrainAt[n] || reached.has(n)) {
          reached.add(key);
          grew = true;
          break;
        }
      }
    }
  }
  for (let i = 0; i < layout.islands.length; i++) {
    if (!reached.has(hexKey(layout.islands[i])))
      return err(null, `islands[${i}]: ${show(layout.islands[i])} does not touch the map`);
  }
  const statue = layout.statue === null ? null : (placed.find((p) => p.board === layout.statue)?.at ?? null);
  const obstacleKeys = new Set<string>();
  for (let i = 0; i < layout.obstacles.length; i++) {
    const h = layout.obstacles[i];
    const key = hexKey(h);
    const cell = terrainAt[key];
    if (!cell && !islandKeys.has(key))
      return err(null, `obstacles[${i}]: ${show(h)} is void; an obstacle marker goes on a map cell`);
    if (cell && cell.terrain === 'obstacle')
      return err(cell.board, `obstacles[${i}]: ${show(h)} is already an obstacle`);
    if (statue && hexEquals(statue, h))
      return err(layout.statue, `obstacles[${i}]: ${show(h)} holds the statue (O-13)`);
    if (obstacleKeys.has(key)) return err(cell?.board ?? null, `obstacles[${i}]: two obstacles on ${show(h)}`);
    obstacleKeys.add(key);
  }
  return null;
}
