// Issue 32 "Balance at strength": a study names the bot that plays every seat, the heuristic or a level (docs/bot.md).
import { describe, expect, it } from 'vitest';
import { parseStudyArgs } from '../../../scripts/study';
import { studyBotCommand } from '../../../shared/study/studyBot';
import * as rules from '../../../shared/rules';

describe('study --bot', () => {
  it('takes heuristic, gentle, normal or strong, and names the choices when refused', () => {
    const parsed = parseStudyArgs(['beginner', '--bot', 'strong']);
    expect(parsed.ok && parsed.args.options.bot).toBe('strong');
    expect(parseStudyArgs(['beginner', '--bot', 'godlike'])).toEqual({
      ok: false,
      message: '--bot expects one of heuristic, gentle, normal, strong, got godlike',
    });
  });

  it("each level plays a legal command from the seat's view", () => {
    const state = rules.createMatch({ variant: 'beginner', seed: 2 });
    const seat = rules.awaiting(state)!.seats[0];
    for (const bot of ['gentle', 'normal', 'strong'] as const)
      expect(rules.applyCommand(state, seat, studyBotCommand(bot, state, seat, 1)).ok).toBe(true);
  });
});
