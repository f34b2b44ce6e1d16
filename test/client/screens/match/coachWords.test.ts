// Issue 32 "Key moments": a moment's better command in the player's words (content names, both languages) and as the
// board draws it (the acting unit's walk, the units the engine's preview says it may change).
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../../shared/ai/chooseBotCommand';
import * as rules from '../../../../shared/rules';
import type { Command, GameState, Seat } from '../../../../shared/rules';
import { translate, unitNames, type Language, type UiKey } from '../../../../client/src/i18n';
import { commandWords } from '../../../../client/src/screens/match/coach/commandWords';
import { momentDrawing } from '../../../../client/src/screens/match/coach/momentDrawing';

/** The beginner game (seed 4) of the coach's test, at its first command that kills a leader for sure. */
function atTheKill(): { state: GameState; seat: Seat; kill: Command } {
  let state = rules.createMatch({ variant: 'beginner', seed: 4 });
  for (let i = 0; i < 400; i++) {
    const seat = rules.awaiting(state)!.seats[0];
    const command = (chooseBotCommand(rules, state, seat, i) ?? rules.defaultCommand(state, seat))!;
    const p = rules.previewCommand(state, seat, command);
    const team = state.units[state.seats[seat]!]?.team;
    if (team && p.ok && p.preview.results[team].n === p.preview.results[team].d) return { state, seat, kill: command };
    state = (rules.applyCommand(state, seat, command) as { state: GameState }).state;
  }
  throw new Error('no sure kill');
}

const words = (state: GameState, c: Command, lang: Language) =>
  commandWords(state, c, unitNames(state, lang), lang, (k: UiKey, p?: Record<string, string | number>) =>
    translate(lang, k, p),
  );

describe('a key moment in words and on the board', () => {
  const { state, seat, kill } = atTheKill();

  it('R-OVR-3 the leader kill is named by its skill and its target, in English and Chinese; End turn by the button', () => {
    expect(kill).toMatchObject({ type: 'skill', skill: 'brokenOath', target: { unit: 'eli' } });
    expect(words(state, kill, 'en')).toBe('Broken Oath on Eli');
    expect(words(state, kill, 'zh')).toBe('对伊莱使用背誓斩');
    expect(words(state, { type: 'endTurn' }, 'en')).toBe('End turn');
    expect(words(state, { type: 'move', path: [{ q: 1, r: 2 }] }, 'zh')).toBe('移动到 1,2');
  });

  it('the drawing marks the unit the preview says may fall, and a move draws its walk from the acting unit', () => {
    const p = rules.previewCommand(state, seat, kill);
    expect(momentDrawing(state, kill, p.ok ? p.preview : null).units).toContain('eli');
    const move = rules.legalCommands(state, seat).commands.find((c) => c.type === 'move') as Extract<
      Command,
      { type: 'move' }
    >;
    const drawn = momentDrawing(state, move, null);
    expect(drawn.path?.[0]).toEqual(state.units[state.turn!.unit]!.pos);
    expect(drawn.path?.slice(1)).toEqual(move.path);
  });
});
