import { describe, expect, it } from 'vitest';
import { createMatch, legalCommands, applyCommand, viewFor } from '../../../../../shared/rules';
import { buildBoardView } from '../../../../../client/src/board/boardView';
import { matchBoardInput } from '../../../../../client/src/screens/match/control/boardInput';

describe('the match map drawn with the lab components', () => {
  it('beginner: the engine cells on the beginner layout boards', () => {
    const state = createMatch({ variant: 'beginner', seed: 1 });
    const view = buildBoardView(matchBoardInput(state));
    expect(view.cells.length).toBe(Object.keys(state.map.cells).length);
    expect(view.boards.length).toBeGreaterThan(0);
  });

  it('standard: boards found from the cells of a dealt map, seen from a seat', () => {
    let state = createMatch({ variant: 'standard', seed: 9 });
    // Answer setup prompts until the map is dealt (campfire chosen), as a room would.
    for (let i = 0; i < 12 && state.pending && state.pending.kind !== 'place'; i++) {
      const r = applyCommand(state, state.pending.seat, legalCommands(state, state.pending.seat).commands[0]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const input = matchBoardInput(viewFor(state, 0));
    const view = buildBoardView(input);
    expect(view.cells.length).toBe(Object.keys(state.map.cells).length);
    const boardIds = new Set(Object.values(state.map.cells).map((c) => c.board));
    expect(input.boards.map((b) => b.id).sort()).toEqual([...boardIds].sort());
  });
});
