/** Turning a character's skill board (R-SKILL-4, R-REACT-7): the other side, or any side of another board (Nia, O-48). */
import { emit, type Ctx } from './context';
import type { Unit } from './state';

/** Turns the current board to its other side (or to `to`) and refreshes the newly shown skills. */
export function flipSide(ctx: Ctx, unit: Unit, to?: { board: number; side: 0 | 1 }): void {
  const ch = ctx.state.content.characters[unit.def];
  if (!ch || !unit.alive) return;
  if (to) {
    unit.board = to.board;
    unit.side = to.side;
  } else unit.side = unit.side === 0 ? 1 : 0;
  const fresh = new Set(ch.boards[unit.board].sides[unit.side].skills.map((k) => k.id));
  unit.used = unit.used.filter((id) => !fresh.has(id));
  emit(ctx, { type: 'flipped', unit: unit.id, board: unit.board, side: unit.side });
}
