// The standard random map (R-MAP-6..R-MAP-13), drawn from the seeded generator of the game state.
import { createRng, randomInt, shuffled, type RngState } from '../random';
import { boardDefs, CENTRAL_BOARD_ID, getBoard } from './boardDefs';
import { placementOptions, type PlacementRule } from './placement';
import { statueBoardForCoin, tossStatueCoin, type CoinFace } from './statueCoin';
import type { Layout, LayoutError, PlacedBoard, Rotation, Team } from './types';
import type { Hex } from '../hex';

/** A seat at the table, 0..3; seat order is clockwise (R-MAP-8). */
export type Seat = 0 | 1 | 2 | 3;

/** One board of the deal: who revealed and attached it (null for the central board, R-MAP-7) and where. */
export type BoardPlacement = {
  board: string;
  seat: Seat | null;
  at: Hex;
  rotation: Rotation;
  rule: PlacementRule | 'central';
};

/** What the engine needs to ask the campfire question of R-MAP-11. */
export type CampfireChoice = {
  /** The seat that attached the last board (R-MAP-11's "last player"). */
  lastSeat: Seat;
  /** The team that chooses: the team without lastSeat; null when no teamOfSeat was given to the deal. */
  chooser: Team | null;
  /** The two campfire board ids to choose from, in placement order. */
  options: [string, string];
};

/** The result of a standard deal. */
export type DealtLayout = {
  /** The layout; campfires stays null until the choice (R-MAP-11) is made with chooseCampfire. */
  layout: Layout;
  /** Every board in placement order with the seat that placed it (R-MAP-8, R-MAP-13). */
  placements: BoardPlacement[];
  /** The statue coin (R-MAP-12, O-13: heads = river, tails = jungle) and the board the statue went to. */
  statueCoin: CoinFace;
  campfireChoice: CampfireChoice;
};

/** Options of a deal. */
export type DealOptions = {
  /** The oldest player's seat, who places first (R-MAP-8); default 0. Later seats follow clockwise: +1 mod 4. */
  firstSeat?: Seat;
  /** The team of each seat (index = seat), when relics are already known (O-06); fills campfireChoice.chooser. */
  teamOfSeat?: readonly Team[];
};

/**
 * Deals a standard map (R-MAP-6..R-MAP-13): a stack of statue boards (shuffled) on normal boards (shuffled) on campfire
 * boards (shuffled: the rulebook leaves their order open), the central board at (0,0), then each seat in turn
 * attaches the top board at a uniformly random legal (position, rotation) — R-MAP-9, R-MAP-10, O-11 — and a coin
 * puts the statue on the river (heads) or jungle (tails) board. Given a seed number it starts a fresh generator;
 * given an RngState (the game state's generator) it draws from it and advances it.
 */
export function dealStandardLayout(seed: number | RngState, options: DealOptions = {}): DealtLayout {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  const firstSeat = options.firstSeat ?? 0;
  if (![0, 1, 2, 3].includes(firstSeat))
    throw new RangeError(`dealStandardLayout: firstSeat must be 0..3, got ${firstSeat}`);
  if (options.teamOfSeat && options.teamOfSeat.length !== 4)
    throw new RangeError('dealStandardLayout: teamOfSeat needs one team per seat (4)');
  const ofKind = (kind: string) => boardDefs.filter((d) => d.kind === kind).map((d) => d.id);
  // R-MAP-6, built bottom-up as on the table: campfires, then normals on top, then statue boards on top.
  const campfires = shuffled(rng, ofKind('campfire'));
  const normals = shuffled(rng, ofKind('normal'));
  const statues = shuffled(rng, ofKind('statue'));
  const stack = [...statues, ...normals, ...campfires]; // top first

  const placed: PlacedBoard[] = [{ board: CENTRAL_BOARD_ID, at: { q: 0, r: 0 }, rotation: 0 }];
  const placements: BoardPlacement[] = [
    { board: CENTRAL_BOARD_ID, seat: null, at: { q: 0, r: 0 }, rotation: 0, rule: 'central' },
  ];
  let seat: Seat = firstSeat;
  let lastSeat: Seat = firstSeat;
  for (const board of stack) {
    const { rule, options: choices } = placementOptions(placed, board);
    const pick = choices[randomInt(rng, choices.length)];
    placed.push({ board, at: pick.at, rotation: pick.rotation });
    placements.push({ board, seat, at: pick.at, rotation: pick.rotation, rule });
    lastSeat = seat;
    seat = ((seat + 1) % 4) as Seat;
  }

  // R-MAP-12: the coin; O-13 decides heads = river, tails = jungle (statueCoin.ts).
  const statueCoin = tossStatueCoin(rng);
  const statue = statueBoardForCoin(statueCoin);

  const lastTeam = options.teamOfSeat?.[lastSeat];
  const chooser: Team | null = lastTeam === undefined ? null : lastTeam === 'red' ? 'blue' : 'red';
  const campfireOrder = placed.filter((p) => getBoard(p.board)!.kind === 'campfire').map((p) => p.board);
  return {
    layout: { boards: placed, obstacles: [], islands: [], statue, campfires: null },
    placements,
    statueCoin,
    campfireChoice: { lastSeat, chooser, options: [campfireOrder[0], campfireOrder[1]] },
  };
}

/**
 * Records the campfire choice of R-MAP-11: `chooser` takes `boardId`, the other team gets the other campfire board.
 * Returns a new layout; the input is unchanged.
 */
export function chooseCampfire(
  layout: Layout,
  chooser: Team,
  boardId: string,
): { ok: true; layout: Layout } | { ok: false; error: LayoutError } {
  const camps = layout.boards.filter((p) => getBoard(p.board)?.kind === 'campfire').map((p) => p.board);
  if (camps.length !== 2 || !camps.includes(boardId)) {
    return {
      ok: false,
      error: {
        code: 'layout/bad-campfires',
        ruleId: 'R-MAP-11',
        board: boardId,
        message: `"${boardId}" is not one of the campfire boards ${camps.join(', ')}`,
      },
    };
  }
  const other = camps[0] === boardId ? camps[1] : camps[0];
  const campfires = chooser === 'red' ? { red: boardId, blue: other } : { red: other, blue: boardId };
  return { ok: true, layout: { ...layout, campfires } };
}
