import type { Seat } from '../engine';
import type { OptionsPatch } from './messages';

/**
 * How quick play seats its player and sets its room: the standard quick play (seat 0, the room's usual clocks) or the
 * tutorial's "first real game" (issue 14 §1, docs/tutorial.md): no clocks against the bots (a deadline of 0 waits up to
 * the server's idle limit), gentle bots (docs/bot.md) and the newcomer seated as a non-leader, the Ritual Vessel holder
 * of red (seat 1, R-TEAM-4), so a first mistake does not lose the game for the team. Otherwise the bots play at the
 * level the player chose (create option `botLevel`, normal by default).
 */
export type QuickPlayStyle = { seat: Seat; options: OptionsPatch };

export function quickPlayStyle(options: { firstGame?: unknown }): QuickPlayStyle {
  const base: OptionsPatch = { private: true, botsForEmpty: true };
  if (options.firstGame === true)
    return { seat: 1, options: { ...base, turnDeadlineS: 0, reactionDeadlineS: 0, botLevel: 'gentle' } };
  return { seat: 0, options: base };
}
