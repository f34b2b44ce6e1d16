// The bot answers a module's choice for a unit that died mid-chain (issue 32): Noel's Soul Thread asks his seat which
// circle binds the Linked unit (R-NOEL-2, 'noel:linkCircle'); when a faster reaction killed Noel before the binding
// resolved, his position is null and the advice must still score the options instead of throwing.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';

/** A beginner game after every placement, played by the bot until Noel's seat has a turn. */
function placedGame(): rules.GameState {
  let state = rules.createMatch({ variant: 'beginner', seed: 5 });
  for (let salt = 0; salt < 200 && state.stage !== 'play'; salt++) {
    const seat = rules.awaiting(state)!.seats[0];
    const r = rules.applyCommand(
      state,
      seat,
      chooseBotCommand(rules, state, seat, salt) ?? rules.defaultCommand(state, seat),
    );
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  return state;
}

describe('R-NOEL-2 the bot chooses a circle for a Noel who died mid-chain', () => {
  it('scores every option of noel:linkCircle without reading his null position', () => {
    const state = rules.cloneState(placedGame());
    const noel = state.units.noel;
    const enemy = Object.values(state.units).find((u) => u.team !== noel.team)!;
    const cells = [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ];
    state.markers = cells.map((cell, i) => ({ id: `c${i}`, kind: 'noel:teleportCircle', cell, owner: 'noel' }));
    state.units.noel = { ...noel, alive: false, pos: null, hp: 0 };
    state.pending = {
      kind: 'choice',
      id: 999,
      seat: noel.seat,
      unit: 'noel',
      purpose: 'noel:linkCircle',
      options: ['c0', 'c1'],
      cells,
      hook: 'noel:bindToCircle',
      params: { unit: enemy.id },
      action: null,
      target: null,
    };
    const command = chooseBotCommand(rules, state, noel.seat, 0);
    expect(command).toMatchObject({ type: 'choose' });
    expect(rules.applyCommand(state, noel.seat, command).ok).toBe(true);
  });
});
