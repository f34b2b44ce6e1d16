/**
 * O-53 (docs/rules/en.md, next to R-ROUND-5): a Final Judgment in which nobody is hurt any more ends. R-OVR-3 and
 * R-ROUND-5 give no round limit, and bots (or players) that only end their turns played 1,310 commands without an end;
 * so when QUIET_ROUNDS_TO_DRAW whole rounds of the Final Judgment in a row pass with no unit losing HP, the game is a
 * draw, ended by the engine with its reason.
 */
import { describe, expect, it } from 'vitest';
import { gameEndReason, type GameState } from '../../../shared/rules';
import { FINAL_JUDGMENT, QUIET_ROUNDS_TO_DRAW } from '../../../shared/rules/state';
import { build, byId, endTurns, okRaw, skill, unit } from './helpers';

const poke = skill('poke', {
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' },
  tags: ['unrespondable'],
});

/** Two leaders far apart at 1 HP in the Final Judgment, red's vessel dead, blue's at 3 HP; red's turn. */
function standoff(round = FINAL_JUDGMENT): GameState {
  return build({
    map: { radius: 5 },
    round,
    skills: byId(poke),
    units: [
      unit('red', 0, -4, 0, { relic: 'holy', hp: 1, maxHp: 1 }, [['poke'], []]),
      unit('redVessel', 1, -4, 2, { relic: 'vessel', hp: 0 }),
      unit('blue', 2, 4, 0, { relic: 'holy', hp: 1, maxHp: 1 }),
      unit('blueVessel', 3, 0, 4, { relic: 'vessel', hp: 3 }, [['poke'], []]),
    ],
    initiative: ['red', 'blue', 'blueVessel'],
  });
}

describe('O-53 quiet rounds in the Final Judgment end the game in a draw', () => {
  it(`O-53 / R-ROUND-5: ${QUIET_ROUNDS_TO_DRAW} whole rounds without damage end it as a draw, with its reason`, () => {
    // From the last turns of round 7, so the Final Judgment's first round begins as in a game.
    const s0 = endTurns(standoff(7), 3).state;
    expect([s0.round, s0.stage]).toEqual([FINAL_JUDGMENT, 'play']);
    const perRound = 3; // red, blue, blueVessel
    const before = endTurns(s0, perRound * QUIET_ROUNDS_TO_DRAW - 1);
    expect(before.state.stage).toBe('play');
    expect(gameEndReason(before.state)).toBeNull();
    const after = endTurns(before.state, 1);
    expect(after.state.stage).toBe('over');
    expect(after.state.winner).toBe('draw');
    expect(gameEndReason(after.state)).toBe('quiet');
    expect(after.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'draw', reason: 'quiet' });
    expect(after.state.units.red.alive && after.state.units.blue.alive).toBe(true);
  });

  it('O-53: a hit resets the count; the draw comes QUIET_ROUNDS_TO_DRAW whole rounds after the round of the hit', () => {
    let s = standoff();
    s.units.blueVessel.pos = { q: -3, r: 0 }; // next to red
    s = endTurns(s, 3).state; // round 1 of the Final Judgment: quiet
    s = okRaw(s, 0, { type: 'skill', skill: 'poke', target: { unit: 'blueVessel' } }); // round 2: 1 damage
    expect(s.units.blueVessel.hp).toBe(2);
    const run = endTurns(s, 1000);
    expect(run.state.winner).toBe('draw');
    // Round 2's remaining 3 turns, then QUIET_ROUNDS_TO_DRAW quiet rounds of 3 turns.
    expect(run.turns).toBe(3 + 3 * QUIET_ROUNDS_TO_DRAW);
  });

  it('O-53: before the Final Judgment quiet rounds change nothing (R-OVR-3: no round limit)', () => {
    const { state } = endTurns(standoff(5), 3 * 3);
    expect(state.round).toBe(FINAL_JUDGMENT);
    expect(state.stage).toBe('play');
  });
});
