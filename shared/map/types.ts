import type { Hex } from '../hex';
import type { EditRefusal } from './editRefusal';
import type { LayoutCodeProblem } from './layoutCodeProblem';

/** Terrain of a printed board cell (R-MAP-2, R-MAP-3): open ground, an impassable sight-blocking obstacle, or a hole (void). */
export const TERRAINS = ['open', 'obstacle', 'void'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The four board kinds of R-MAP-1 (counts fixed by O-04/O-10: 1 central, 2 campfire, 2 statue, 4 normal). */
export const BOARD_KINDS = ['central', 'campfire', 'statue', 'normal'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/** The two teams (R-TEAM); each owns one campfire board (R-MAP-11, R-SETUP-15). */
export const TEAMS = ['red', 'blue'] as const;
export type Team = (typeof TEAMS)[number];

/** A board rotation in 60° counter-clockwise steps (same sense as rotateHex). */
export type Rotation = 0 | 1 | 2 | 3 | 4 | 5;

/** A board side index 0..5; side i is the side facing direction i (see lattice.ts for the exact cells). */
export type Side = 0 | 1 | 2 | 3 | 4 | 5;

/** One of the 9 printed boards: a radius-2 hexagon of 19 cells in board-local axial coordinates, centre (0,0). */
export type BoardDef = {
  id: string;
  kind: BoardKind;
  name: { en: string; zh: string };
  /** Terrain of all 19 local cells, keyed by hexKey of the local coordinate. */
  cells: Record<string, Terrain>;
  /** blue[i]: side i is blue-highlighted, i.e. connectable (R-MAP-9, O-11). */
  blue: readonly boolean[];
};

/** Finds a board definition by id; the real boards by default (getBoard), a test or lab may pass its own set. */
export type BoardLookup = (id: string) => BoardDef | undefined;

/** A board put on the map: its centre cell `at` (a point of the board lattice) and its rotation. */
export type PlacedBoard = { board: string; at: Hex; rotation: Rotation };

/**
 * A map layout: boards in placement order (boards[0] is the central board at (0,0), R-MAP-7), markers (O-12),
 * the statue (O-13; null for none, as in the beginner game, O-14) and each team's campfire board (R-MAP-11;
 * null while the campfire choice is still pending or for a team-less lab layout).
 */
export type Layout = {
  boards: PlacedBoard[];
  /** Obstacle markers: each turns an open cell into an impassable, sight-blocking obstacle (O-12). */
  obstacles: Hex[];
  /** Floating-island markers: each adds a walkable open cell where the map has void (O-12). */
  islands: Hex[];
  /** Id of the statue board whose centre cell holds the Statue of Yer (R-MAP-12), or null. */
  statue: string | null;
  campfires: { red: string; blue: string } | null;
};

/** One cell of the assembled map; void cells are absent from the map. */
export type MapCell = { q: number; r: number; terrain: 'open' | 'obstacle'; board: string };

/** The assembled map: every non-void cell keyed by hexKey. */
export type GameMap = { cells: Record<string, MapCell> };

/** Error codes of layouts and layout codes. */
export const LAYOUT_ERROR_CODES = [
  'layout/malformed',
  'layout/unknown-board',
  'layout/duplicate-board',
  'layout/central-first',
  'layout/off-lattice',
  'layout/overlap',
  'layout/not-connected',
  'layout/centre-first',
  'layout/bad-statue',
  'layout/bad-campfires',
  'layout/bad-marker',
  'layout/bad-code',
] as const;
export type LayoutErrorCode = (typeof LAYOUT_ERROR_CODES)[number];

/** A typed layout error: which rule (ruleId) a board (or null for the whole layout) breaks. */
export type LayoutError = {
  code: LayoutErrorCode;
  message: string;
  ruleId: string | null;
  board: string | null;
  /** For an edit the lab's editor refused: what to say, in either language (editRefusalText.ts). */
  refusal?: EditRefusal;
  /** For `layout/bad-code`: what is wrong with the code and where (layoutCodeText.ts says it in either language). */
  codeProblem?: LayoutCodeProblem;
};

/** Result of validating a layout. */
export type LayoutResult = { ok: true } | { ok: false; error: LayoutError };

/** A figure for each team (the lab's facts). */
export type ByTeamFacts<T> = { red: T; blue: T };
