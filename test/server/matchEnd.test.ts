// O-53 (docs/rules-decisions.md): the engine's draw after quiet rounds of the Final Judgment is recorded with its reason,
// like the room's own idle end; a leader's death is recorded as the winner alone (server/rooms/matchEnd.ts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/rules';
import { FINAL_JUDGMENT, QUIET_ROUNDS_TO_DRAW } from '../../shared/rules/state';
import { matchEnd } from '../../server/rooms/matchEnd';
import { build, endTurns, unit } from '../shared/rules/helpers';

/** Two leaders far apart in the Final Judgment, ended turn after turn until the game ends. */
function quietEnd(): GameState {
  const s = build({
    map: { radius: 5 },
    round: FINAL_JUDGMENT,
    units: [
      unit('red', 0, -4, 0, { relic: 'holy', hp: 1, maxHp: 1 }),
      unit('blue', 2, 4, 0, { relic: 'holy', hp: 1, maxHp: 1 }),
    ],
  });
  return endTurns(s, 2 * (QUIET_ROUNDS_TO_DRAW + 2)).state;
}

describe('the end of a match as the room records it', () => {
  it('O-53: the quiet draw is recorded as { winner: draw, reason: quiet }', () => {
    const s = quietEnd();
    expect([s.stage, s.winner]).toEqual(['over', 'draw']);
    expect(matchEnd(s, false)).toEqual({ winner: 'draw', reason: 'quiet' });
  });
  it('the idle end comes first; a game that goes on or ends by a leader has no reason', () => {
    const s = quietEnd();
    expect(matchEnd(s, true)).toEqual({ abandoned: true, reason: 'idle' });
    const won = { ...s, counters: { ...s.counters, quiet: 0 }, winner: 'red' as const };
    expect(matchEnd(won, false)).toBeUndefined();
  });
});
