/**
 * O-54 and O-55 (docs/rules-decisions.md): a game ends by agreement. A team that concedes loses (the `concede` command,
 * from any seat of the team); a draw both teams agreed to is a draw (`agreeDraw`). Who agreed is the room's protocol
 * (docs/online.md "Concede and draw offers"); the result is the engine's, so a replay of the record ends the same way.
 */
import { describe, expect, it } from 'vitest';
import * as rules from '../../../shared/rules';
import { applyCommand, awaiting, gameEndReason, legalCommands, type GameState, type Seat } from '../../../shared/rules';
import { build, byId, okRaw, skill, unit } from './helpers';

const poke = skill('poke', { targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' } });

/** Red (seats 0, 1) next to blue's leader, red's turn. */
function table(): GameState {
  return build({
    map: { radius: 4 },
    skills: byId(poke),
    units: [
      unit('red', 0, 0, 0, { relic: 'holy' }, [['poke'], []]),
      unit('redVessel', 1, -3, 0, { relic: 'vessel' }),
      unit('blue', 2, 1, 0, { relic: 'holy' }),
      unit('blueVessel', 3, 3, 0, { relic: 'vessel' }),
    ],
    initiative: ['red', 'redVessel', 'blue', 'blueVessel'],
  });
}

describe('O-54 concede and O-55 agreed draw', () => {
  it('O-54: a seat of the blue team concedes out of its turn; red wins, the end names the reason', () => {
    const r = applyCommand(table(), 3, { type: 'concede' });
    if (!r.ok) throw new Error(r.error.message);
    expect([r.state.stage, r.state.winner, gameEndReason(r.state)]).toEqual(['over', 'red', 'concede']);
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'red', reason: 'concede' });
    expect(awaiting(r.state)).toBeNull();
  });

  it('O-54: a concession inside an open reaction window ends the game; nothing is awaited after it', () => {
    // Red pokes blue's leader: blue's reaction window is open.
    const s = okRaw(table(), 0, { type: 'skill', skill: 'poke', target: { unit: 'blue' } });
    expect(s.pending?.kind).toBe('reaction');
    const after = okRaw(s, 0, { type: 'concede' });
    expect([after.winner, after.pending, after.chain, gameEndReason(after)]).toEqual(['blue', null, null, 'concede']);
  });

  it('O-55: an agreed draw ends the game as a draw with its reason', () => {
    const r = applyCommand(table(), 1, { type: 'agreeDraw' });
    if (!r.ok) throw new Error(r.error.message);
    expect([r.state.winner, gameEndReason(r.state)]).toEqual(['draw', 'agreed']);
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'draw', reason: 'agreed' });
  });

  it('R-OVR-3: after the end neither is taken again, and the input state is never changed', () => {
    const s = table();
    const over = okRaw(s, 0, { type: 'concede' });
    expect(applyCommand(over, 2, { type: 'agreeDraw' })).toMatchObject({ ok: false, error: { code: 'game/over' } });
    expect(s.stage).toBe('play');
    expect(s.agreedEnd).toBeUndefined();
  });

  it('O-54: bad spellings are typed errors', () => {
    expect(applyCommand(table(), 0, { type: 'Concede' })).toMatchObject({
      ok: false,
      error: { code: 'command/unknown' },
    });
    expect(applyCommand(table(), 7 as Seat, { type: 'concede' })).toMatchObject({
      ok: false,
      error: { code: 'seat/invalid' },
    });
  });

  it("O-54: in the standard draft a seat concedes with its dealt relic card's team; the same commands replay to the same end", () => {
    const start = rules.createMatch({ variant: 'standard', seed: 5 });
    const team = start.dealtRelics![2].team;
    const r = applyCommand(start, 2, { type: 'concede' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.winner).toBe(team === 'red' ? 'blue' : 'red');
    const again = applyCommand(rules.createMatch({ variant: 'standard', seed: 5 }), 2, { type: 'concede' });
    expect(again.ok && again.state).toEqual(r.state);
  });

  it('O-54/O-55: the engine never offers either as a legal command (a bot never concedes on its own)', () => {
    const legal = legalCommands(table(), 0);
    expect(JSON.stringify(legal)).not.toMatch(/concede|agreeDraw/);
  });
});
