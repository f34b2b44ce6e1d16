// O-53 on the client: the quiet draw is named as such on the result screen and in the log, in both languages, with the
// round count read from the engine (QUIET_ROUNDS_TO_DRAW), from the room's endReason or, in a replay, from the state.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../../../shared/rules';
import { FINAL_JUDGMENT, QUIET_ROUNDS_TO_DRAW } from '../../../../shared/rules/state';
import { translate } from '../../../../client/src/i18n';
import { eventText } from '../../../../client/src/i18n/words';
import { resultHeadline } from '../../../../client/src/screens/match/control/resultHeadline';
import { build, endTurns, unit } from '../../../shared/rules/helpers';

/** Two leaders who only end their turns in the Final Judgment, played to the engine's end. */
function quietGame(): { state: GameState; events: GameEvent[] } {
  const s = build({
    map: { radius: 5 },
    round: FINAL_JUDGMENT,
    units: [
      unit('r', 0, -4, 0, { relic: 'holy', hp: 1, maxHp: 1 }),
      unit('b', 2, 4, 0, { relic: 'holy', hp: 1, maxHp: 1 }),
    ],
  });
  return endTurns(s, 40);
}

describe('O-53 the quiet draw on the result screen and in the log', () => {
  it('O-53: the headline says why, from the room or from the state alone (a replay), in both languages', () => {
    const { state } = quietGame();
    expect(resultHeadline('quiet', state)).toEqual({ key: 'match.over.quiet' });
    expect(resultHeadline('', state)).toEqual({ key: 'match.over.quiet' });
    for (const lang of ['en', 'zh'] as const)
      expect(translate(lang, 'match.over.quiet', { rounds: QUIET_ROUNDS_TO_DRAW })).toContain(
        String(QUIET_ROUNDS_TO_DRAW),
      );
    expect(resultHeadline('idle', state)).toEqual({ key: 'match.over.idle' });
    expect(resultHeadline('', { ...state, counters: { ...state.counters, quiet: 0 }, winner: 'blue' })).toEqual({
      key: 'match.over.win',
      team: 'blue',
    });
  });

  it('O-53: the log line of the end names the quiet draw and its round count', () => {
    const { events } = quietGame();
    const end = events.at(-1)!;
    expect(end).toMatchObject({ type: 'gameOver', reason: 'quiet' });
    expect(eventText(end, null, 'en')).toContain(`${QUIET_ROUNDS_TO_DRAW} rounds`);
    expect(eventText(end, null, 'zh')).toContain(`${QUIET_ROUNDS_TO_DRAW} 个回合`);
  });
});
