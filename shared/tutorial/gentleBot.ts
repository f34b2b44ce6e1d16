/**
 * The gentle bot of the guided game: the project's bot (shared/ai) choosing among fewer commands — it never reacts
 * (every reaction window is passed) and never aims a skill at the learner's team leader, so a newcomer's first game
 * is won by learning, not lost to a perfect counter.
 */
import { chooseBotCommand, type BotLevel } from '../ai';
import { legalCommands, type Command, type GameState, type LegalCommands, type Seat } from '../rules';
import type { SeatPolicy } from './runner';

/** Whether a command aims at one of these units. */
function aimsAt(c: Command, units: string[]): boolean {
  const target = 'target' in c ? c.target : undefined;
  return !!target && 'unit' in target && units.includes(target.unit);
}

/** A gentle policy for the other seats of `learner`'s game. */
export function gentleBot(learner: Seat): SeatPolicy {
  return (state: GameState, seat: Seat) => {
    const learnerTeam = state.units[state.seats[learner] ?? '']?.team;
    const spared = Object.values(state.units)
      .filter((u) => u.team === learnerTeam && u.relic === 'holy')
      .map((u) => u.id);
    const gentle = (s: GameState, at: Seat): LegalCommands => {
      const legal = legalCommands(s, at);
      const commands = legal.commands.filter((c) => c.type !== 'react' && !aimsAt(c, spared));
      return {
        ...legal,
        commands: commands.length ? commands : legal.commands.filter((c) => c.type === 'pass' || c.type === 'endTurn'),
      };
    };
    return chooseBotCommand({ legalCommands: gentle }, state, seat);
  };
}

/**
 * The level of a bot seat in the browser's lessons (the page asks its bot worker, docs/bot.md): the learner's partner
 * plays normal, the other team gentle (it never reacts and never aims at the leader it knows, as above).
 */
export function lessonBotLevel(state: GameState, learner: Seat, seat: Seat): BotLevel {
  const team = (s: Seat) => state.units[state.seats[s] ?? '']?.team;
  return team(seat) === team(learner) ? 'normal' : 'gentle';
}
