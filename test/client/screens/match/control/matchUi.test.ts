// Issue 29: an armed key (end turn, flip, rune: press again to confirm) survives a late update of the prompt it
// answers — after a reload the room may send the same prompt's view once more, and a player would have to press the
// key a third time — and ends when that prompt closes. Aiming and the placement draft end with every new state.
import { describe, expect, it } from 'vitest';
import { createMatchUi, type Armed } from '../../../../../client/src/screens/match/control/matchUi';

const endTurn: Armed = { command: { type: 'endTurn' }, label: 'End turn?' };

describe('the match UI on a room update', () => {
  it('keeps an armed key through a new state of the same prompt', () => {
    const ui = createMatchUi();
    ui.getState().update('p7');
    ui.getState().arm(endTurn);
    ui.getState().update('p7');
    expect(ui.getState().armed).toEqual(endTurn);
  });

  it('drops the armed key when its prompt closes, and ends aiming on every update', () => {
    const ui = createMatchUi();
    ui.getState().update('p7');
    ui.getState().setMode({ kind: 'skill', skill: 'strike', curse: false });
    ui.getState().arm(endTurn);
    ui.getState().update('p7');
    expect(ui.getState().mode).toEqual({ kind: 'idle' });
    expect(ui.getState().armed).toEqual(endTurn);
    ui.getState().update('p8');
    expect(ui.getState().armed).toBeNull();
  });

  it('drops a key armed with no prompt open once one opens', () => {
    const ui = createMatchUi();
    ui.getState().arm(endTurn);
    ui.getState().update('p1');
    expect(ui.getState().armed).toBeNull();
  });
});
