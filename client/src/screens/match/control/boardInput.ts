import type { BoardInput, PlacedBoardInput } from '../../../board/boardView';
import { boardInputFor } from '../../../board/layoutInput';
import { beginnerLayout, getBoard } from '../../../../../shared/map';
import type { GameState } from '../../../../../shared/rules';

/**
 * What the viewer's board components draw for a match: the beginner layout as the lab draws it, or for any other map
 * the engine's cells with each board centred on the middle of its cells (blue sides do not matter once boards are laid).
 */
export function matchBoardInput(state: Pick<GameState, 'variant' | 'map' | 'statue'>): BoardInput {
  const statue = state.statue?.intact ? state.statue.cell : null;
  if (state.variant === 'beginner') {
    return { cells: state.map.cells, boards: boardInputFor(beginnerLayout()).boards, statue };
  }
  const byBoard = new Map<string, { q: number; r: number; n: number }>();
  for (const c of Object.values(state.map.cells)) {
    const b = byBoard.get(c.board) ?? { q: 0, r: 0, n: 0 };
    b.q += c.q;
    b.r += c.r;
    b.n += 1;
    byBoard.set(c.board, b);
  }
  const teamOf = (id: string) => {
    const t = state.map.teamCampfire;
    return t?.red === id ? 'red' : t?.blue === id ? 'blue' : null;
  };
  const boards: PlacedBoardInput[] = [...byBoard].map(([id, b]) => {
    const def = getBoard(id);
    return {
      id,
      name: def?.name.en ?? id,
      kind: def?.kind ?? 'normal',
      center: { q: Math.round(b.q / b.n), r: Math.round(b.r / b.n) },
      team: teamOf(id),
      blueSides: [],
    };
  });
  return { cells: state.map.cells, boards, statue };
}
