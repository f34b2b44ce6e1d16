/**
 * One future of a search (searchBot.ts): from a full state, the heuristic bot plays every seat for at most `horizon`
 * commands; the result is the team's reward, 1 for a win, 0 for a loss, ½ for a draw, else the evaluation of the
 * state where the playout stopped (evaluate).
 */
import { chooseBotCommand } from './chooseBotCommand';
import type { SearchRules } from './botRules';
import type { GameState, Team } from '../rules/state';

/** The team's reward after playing on from `state` (a full state, never a view) for at most `horizon` commands. */
export function playout(rules: SearchRules, state: GameState, team: Team, horizon: number, salt: number): number {
  let s = state;
  for (let n = 0; n < horizon && s.winner === null; n++) {
    const a = rules.awaiting(s);
    if (!a) break;
    const seat = a.seats[0];
    const r = rules.applyCommand(s, seat, chooseBotCommand(rules, s, seat, salt + n) ?? rules.defaultCommand(s, seat));
    const next = r.ok ? r : rules.applyCommand(s, seat, rules.defaultCommand(s, seat));
    if (!next.ok) break;
    s = next.state;
  }
  return reward(s, team);
}

/** 1, 0 or ½ once the game is decided; else the evaluation. */
export function reward(s: GameState, team: Team): number {
  if (s.winner === team) return 1;
  if (s.winner === 'draw') return 0.5;
  if (s.winner !== null) return 0;
  return evaluate(s, team);
}

/**
 * A static estimate of the team's chance to win, in (0, 1): the health left of each side's characters, the leader's
 * counting three times (its death ends the game, R-OVR-3), summons a little; a logistic of the difference.
 */
export function evaluate(s: GameState, team: Team): number {
  let diff = 0;
  for (const id in s.units) {
    const u = s.units[id];
    const weight = u.kind === 'summon' ? 0.2 : u.relic === 'holy' ? 3 : 1;
    const health = u.alive && u.maxHp > 0 ? 0.3 + (0.7 * u.hp) / u.maxHp : 0;
    diff += (u.team === team ? 1 : -1) * weight * health;
  }
  return 1 / (1 + Math.exp(-1.5 * diff));
}
