// Issue 32 "Key moments": the coach weighs each decision of one seat from that seat's view and lists the decisions
// that lost the most. The recorded game is a heuristic beginner game in which the test makes the seat blunder: at the
// command where blue's bot killed the red leader (R-OVR-3: the game ends), the record has it end its turn instead.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai/chooseBotCommand';
import { reviewMatch, type RecordedCommand } from '../../../shared/ai/coach';
import * as rules from '../../../shared/rules';
import type { Seat } from '../../../shared/rules';

const SETUP = { variant: 'beginner' as const, seed: 4 };
const SMALL = { candidates: 3, worlds: 4, horizon: 12 };

/** The heuristic game's commands up to its first command that wins the game for sure (by the engine's preview). */
function upToTheKill(): { commands: RecordedCommand[]; ply: number; seat: Seat; kill: rules.Command } {
  let state = rules.createMatch(SETUP);
  const commands: RecordedCommand[] = [];
  for (let i = 0; state.winner === null && i < 400; i++) {
    const seat = rules.awaiting(state)!.seats[0];
    const command = (chooseBotCommand(rules, state, seat, i) ?? rules.defaultCommand(state, seat))!;
    const p = rules.previewCommand(state, seat, command);
    const team = state.units[state.seats[seat]!]?.team;
    if (team && p.ok && p.preview.results[team].n === p.preview.results[team].d)
      return { commands, ply: i, seat, kill: command };
    const r = rules.applyCommand(state, seat, command);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    commands.push({ seat, command });
  }
  throw new Error('no sure kill in this game');
}

describe('the coach: key moments of a seat', () => {
  const game = upToTheKill();
  const blunder = [...game.commands, { seat: game.seat, command: { type: 'endTurn' } }];

  it('R-OVR-3 ending the turn instead of killing the enemy leader is a key moment with a big loss', () => {
    const progress: number[] = [];
    const review = reviewMatch(rules, SETUP, blunder, game.seat, {
      seed: 1,
      budget: SMALL,
      onProgress: (done) => progress.push(done),
    });
    expect(review.failedAt).toBeNull();
    const moment = review.moments.find((m) => m.ply === game.ply);
    expect(moment).toBeDefined();
    expect(moment!.chosen).toEqual({ type: 'endTurn' });
    // The better command wins on every world (a decided game scores 1), and the engine's preview says it wins for sure.
    expect(moment!.betterChance).toBe(1);
    expect(moment!.loss).toBeGreaterThan(0.3);
    expect(review.moments.every((m) => blunder[m.ply].seat === game.seat)).toBe(true);
    expect(progress.at(-1)).toBe(progress.length);
  });

  it('is deterministic under its seed', () => {
    const tiny = { candidates: 2, worlds: 2, horizon: 8 };
    const a = reviewMatch(rules, SETUP, blunder, game.seat, { seed: 3, budget: tiny });
    const b = reviewMatch(rules, SETUP, blunder, game.seat, { seed: 3, budget: tiny });
    expect(a.playouts).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('the game as the bot played it has no such moment at the kill', () => {
    const played = [...game.commands, { seat: game.seat, command: game.kill }];
    const review = reviewMatch(rules, SETUP, played, game.seat, { seed: 1, budget: SMALL });
    expect(review.moments.find((m) => m.ply === game.ply)).toBeUndefined();
  });
});
