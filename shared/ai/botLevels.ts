/**
 * The three bot levels (issue 32), each deciding from the seat's view only (viewFor(state, seat)):
 * - gentle: the heuristic with deliberate mistakes, for a newcomer's first games: it never reacts (every reaction
 *   window is passed), never aims a skill at an enemy leader it knows (the guided game's rule, shared/tutorial), and
 *   at seven decisions in ten plays one of its eight best commands at random instead of the best (measured to lose
 *   to normal, docs/bot.md);
 * - normal: the heuristic (chooseBotCommand), a few milliseconds a decision;
 * - strong: the determinized search over the heuristic's candidates (searchBot.ts), within about a second a decision
 *   on one core (STRONG_SEARCH; docs/bot.md measures it).
 */
import { chooseBotCommand, scoreBotCommands } from './chooseBotCommand';
import type { SearchRules } from './botRules';
import { chooseSearchCommand, type SearchOptions } from './searchBot';
import { createRng, nextUint32, randomInt } from '../random';
import type { Command } from '../rules/commands';
import type { Engine } from '../rules/engine';
import type { BotLevel } from './levelNames';
import type { GameState, Seat } from '../rules/state';

export { BOT_LEVELS, isBotLevel, type BotLevel } from './levelNames';

/** The strong level's search budget: playouts, not time, so a decision is the same on any machine (docs/bot.md). */
export const STRONG_SEARCH: Omit<SearchOptions, 'seed'> = { candidates: 4, playouts: 24, horizon: 24, capMs: 1000 };

/** How often the gentle level errs, and among how many of its best commands. */
const GENTLE_MISTAKES = { rate: 0.7, among: 8 };

/**
 * The command of a `level` bot for `seat`, from the seat's `view`; `salt` varies it between decisions and games (the
 * room's command count). Null when the engine lists none.
 */
export function chooseLevelCommand(
  rules: SearchRules,
  view: GameState,
  seat: Seat,
  level: BotLevel,
  salt: number,
  search: Omit<SearchOptions, 'seed'> = STRONG_SEARCH,
): Command | null {
  switch (level) {
    case 'normal':
      return chooseBotCommand(rules, view, seat, salt);
    case 'strong':
      return chooseSearchCommand(rules, view, seat, { ...search, seed: seedOf(seat, salt) });
    case 'gentle':
      return gentleCommand(rules, view, seat, salt);
  }
}

function gentleCommand(rules: SearchRules, view: GameState, seat: Seat, salt: number): Command | null {
  const scored = scoreBotCommands(rules, view, seat, salt);
  if (scored.length === 0) return null;
  const spared = knownLeaders(view, seat);
  const calm = scored.filter((c) => c.command.type !== 'react' && !aimsAt(c.command, spared));
  const list = calm.length ? calm : scored;
  const rng = createRng(seedOf(seat, salt));
  const good = list.slice(0, GENTLE_MISTAKES.among);
  if (good.length > 1 && nextUint32(rng) / 2 ** 32 < GENTLE_MISTAKES.rate)
    return good[randomInt(rng, good.length)].command;
  return list[0].command;
}

/** The enemy leaders the seat sees (an open or revealed Holy Relic, R-TEAM-3/4): the gentle level never aims at them. */
function knownLeaders(view: GameState, seat: Seat): Set<string> {
  const mine = view.units[view.seats[seat] ?? '']?.team;
  const out = new Set<string>();
  for (const id in view.units) if (view.units[id].team !== mine && view.units[id].relic === 'holy') out.add(id);
  return out;
}

/** Whether a command aims at one of these units. */
function aimsAt(c: Command, units: Set<string>): boolean {
  const target = 'target' in c ? c.target : undefined;
  return !!target && typeof target === 'object' && 'unit' in target && units.has(target.unit);
}

/**
 * The command of a `level` bot for `seat` in the real `state`: it decides from viewFor(state, seat) only, so whatever
 * the seat cannot see cannot change its choice (the entry point of the ladder and of every bot that is handed a state).
 */
export function decideForSeat(
  rules: SearchRules & Pick<Engine, 'viewFor'>,
  state: GameState,
  seat: Seat,
  level: BotLevel,
  salt: number,
  search: Omit<SearchOptions, 'seed'> = STRONG_SEARCH,
): Command | null {
  return chooseLevelCommand(rules, rules.viewFor(state, seat), seat, level, salt, search);
}

/** A decision's seed from the seat and the salt (never from the game's own seed, which the seat does not see). */
function seedOf(seat: Seat, salt: number): number {
  return (Math.imul(salt + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) >>> 0;
}
