// The statue coin (R-MAP-12, R-WORLD-2): which face sends the statue to which board (O-13: heads = river).
import type { Hex } from '../hex';
import { randomInt, type RngState } from '../random';
import { boardDefs } from './boardDefs';
import type { Layout } from './types';

/** The two faces of the statue coin. */
export const COIN_FACES = ['heads', 'tails'] as const;
export type CoinFace = (typeof COIN_FACES)[number];

/** The statue board a coin face names (O-13): heads the first statue board in canonical order (river), tails the second (jungle). */
export function statueBoardForCoin(face: CoinFace): string {
  const statues = boardDefs.filter((d) => d.kind === 'statue');
  return statues[face === 'heads' ? 0 : 1].id;
}

/** Tosses the statue coin with the game's generator (one draw), as the standard deal (R-MAP-12) and the statue reset (R-WORLD-2) do. */
export function tossStatueCoin(rng: RngState): CoinFace {
  return randomInt(rng, 2) === 0 ? 'heads' : 'tails';
}

/** Where the statue stands for a coin face in this layout — that statue board's centre — or null when the board is not placed. */
export function statueHome(layout: Layout, face: CoinFace): Hex | null {
  const id = statueBoardForCoin(face);
  const placed = layout.boards.find((p) => p.board === id);
  return placed ? { q: placed.at.q, r: placed.at.r } : null;
}
