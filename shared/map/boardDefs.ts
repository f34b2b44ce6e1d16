// The 9 printed boards (O-04/O-10), loaded from assets/boards by JSON import and validated once at load.
import campfireAsh from '../../assets/boards/campfire-ash.json';
import campfireEmber from '../../assets/boards/campfire-ember.json';
import central from '../../assets/boards/central.json';
import jungle from '../../assets/boards/jungle.json';
import meadow from '../../assets/boards/meadow.json';
import pass from '../../assets/boards/pass.json';
import rift from '../../assets/boards/rift.json';
import river from '../../assets/boards/river.json';
import ruins from '../../assets/boards/ruins.json';
import { parseBoardDef } from './parseBoardDef';
import type { BoardDef, BoardKind } from './types';

/** The board files in canonical order (layout codes store a board as its index here; append, never reorder). */
const BOARD_FILES: ReadonlyArray<[string, unknown]> = [
  ['assets/boards/central.json', central],
  ['assets/boards/campfire-ember.json', campfireEmber],
  ['assets/boards/campfire-ash.json', campfireAsh],
  ['assets/boards/river.json', river],
  ['assets/boards/jungle.json', jungle],
  ['assets/boards/ruins.json', ruins],
  ['assets/boards/pass.json', pass],
  ['assets/boards/rift.json', rift],
  ['assets/boards/meadow.json', meadow],
];

/** Required number of boards per kind (O-04/O-10). */
export const BOARD_KIND_COUNTS: Readonly<Record<BoardKind, number>> = Object.freeze({
  central: 1,
  campfire: 2,
  statue: 2,
  normal: 4,
});

/** Parses and checks a whole board set; throws with the file and field on bad data (a content bug, not a player error). */
export function loadBoardDefs(files: ReadonlyArray<readonly [string, unknown]>): BoardDef[] {
  const defs: BoardDef[] = [];
  for (const [source, json] of files) {
    const result = parseBoardDef(json, source);
    if (!result.ok) throw new Error(result.error.message);
    if (defs.some((d) => d.id === result.board.id))
      throw new Error(`${source}: id: duplicate board id "${result.board.id}"`);
    defs.push(result.board);
  }
  for (const kind of Object.keys(BOARD_KIND_COUNTS) as BoardKind[]) {
    const n = defs.filter((d) => d.kind === kind).length;
    if (n !== BOARD_KIND_COUNTS[kind])
      throw new Error(`assets/boards: expected ${BOARD_KIND_COUNTS[kind]} ${kind} board(s), found ${n}`);
  }
  return defs;
}

/** All 9 boards, validated, in canonical order (central first). */
export const boardDefs: readonly BoardDef[] = Object.freeze(loadBoardDefs(BOARD_FILES));

const byId: Readonly<Record<string, BoardDef>> = Object.freeze(Object.fromEntries(boardDefs.map((d) => [d.id, d])));

/** The board with this id, or undefined. */
export function getBoard(id: string): BoardDef | undefined {
  return Object.prototype.hasOwnProperty.call(byId, id) ? byId[id] : undefined;
}

/** The canonical index of a board id (used by layout codes), or −1. */
export function boardIndex(id: string): number {
  return boardDefs.findIndex((d) => d.id === id);
}

/** The id of the central board. */
export const CENTRAL_BOARD_ID = boardDefs.find((d) => d.kind === 'central')!.id;
