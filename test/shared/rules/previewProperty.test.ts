// Property (issue 27 "a property test that makes the preview the engine's own truth"): at positions of seeded bot games
// of both variants, for random legal commands, the preview's odds equal the frequency table of applyCommand over every
// dice outcome with forced faces (previewOracle.ts), exactly: per unit the damage and HP distributions, the chance of
// death, of each status applied and removed, of each place it ends on, and each game result's chance.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import type { Command, CommandPreview, GameState, Seat } from '../../../shared/rules';
import { createRng, randomInt, shuffled } from '../../../shared/random';
import { disagreements, everyOutcome } from './previewOracle';

/** Positions of seeded bot games (play stage, someone to act), every `every`-th command, until `count`. */
function botPositions(
  variant: 'beginner' | 'standard',
  count: number,
  every: number,
): { state: GameState; seat: Seat }[] {
  const out: { state: GameState; seat: Seat }[] = [];
  for (let seed = 1; out.length < count; seed++) {
    let state = rules.createMatch({ variant, seed });
    for (let step = 0; step < 600 && state.stage !== 'over' && out.length < count; step++) {
      const a = rules.awaiting(state);
      if (!a) break;
      const seat = a.seats[0];
      if (state.stage === 'play' && step % every === seed % every) out.push({ state, seat });
      const command = chooseBotCommand(rules, state, seat, step) ?? rules.defaultCommand(state, seat);
      const r = rules.applyCommand(state, seat, command);
      state = r.ok
        ? r.state
        : (rules.applyCommand(state, seat, rules.defaultCommand(state, seat)) as { state: GameState }).state;
    }
  }
  return out;
}

/** Two random legal commands: any one, and a skill, item, equipment or reaction use (where the dice are) if there is one. */
function randomCommands(rng: ReturnType<typeof createRng>, state: GameState, seat: Seat): Command[] {
  const all = rules.legalCommands(state, seat).commands;
  const uses = all.filter(
    (c) => c.type === 'skill' || c.type === 'item' || c.type === 'equipment' || c.type === 'react',
  );
  return [all[randomInt(rng, all.length)], ...(uses.length ? [uses[randomInt(rng, uses.length)]] : [])];
}

describe('previewCommand is exact: its odds are the frequency table of applyCommand over every forced dice outcome', () => {
  // 200 positions per variant (every 7th command of a game, so they spread over several games), two random commands at
  // each; the referee runs every dice outcome of each (a few hundred runs at most per command), ~10 s per variant.
  for (const variant of ['beginner', 'standard'] as const)
    it(`${variant}: 200 positions, random legal commands at each, odds equal exactly (and every damage's steps sum to it)`, () => {
      const rng = createRng(variant === 'beginner' ? 2701 : 2702);
      const failures: string[] = [];
      const positions = botPositions(variant, 200, 7);
      let compared = 0;
      let rolled = 0;
      for (const { state, seat } of positions)
        for (const command of randomCommands(rng, state, seat)) {
          const p = rules.previewCommand(state, seat, command);
          if (!p.ok) {
            failures.push(`preview refused a listed command ${JSON.stringify(command)}: ${p.error.message}`);
            continue;
          }
          const truth = everyOutcome(state, seat, command);
          if (!truth) {
            failures.push(`applyCommand refused ${JSON.stringify(command)}`);
            continue;
          }
          for (const e of p.preview.events)
            if (e.type === 'damaged' && e.steps.reduce((a, x) => a + x.amount, 0) !== e.amount)
              failures.push(`damage ${e.amount} to ${e.unit} has steps ${JSON.stringify(e.steps)}`);
          const why = disagreements(state, p.preview, truth);
          if (why.length) failures.push(`${JSON.stringify(command)}: ${why.join('; ')}`);
          if (!p.preview.exact) failures.push(`${JSON.stringify(command)}: preview not exact`);
          compared++;
          if (truth.length > 1) rolled++;
        }
      expect(failures.slice(0, 5)).toEqual([]);
      expect(positions.length).toBe(200);
      expect(compared).toBeGreaterThan(300);
      expect(rolled).toBeGreaterThanOrEqual(50); // commands whose outcome hangs on dice, not only certain ones
    });

  it("a player's view previews like the full state (no hidden information needed, none revealed: an unrevealed enemy leader's death is not foretold)", () => {
    const pick = createRng(77);
    let compared = 0;
    for (let seed = 1; seed <= 3; seed++) {
      let state = rules.createMatch({ variant: 'standard', seed });
      for (let step = 0; step < 300 && state.stage !== 'over'; step++) {
        const a = rules.awaiting(state);
        if (!a) break;
        const seat = a.seats[0];
        if (state.stage === 'play' && step % 7 === 0) {
          const view = rules.viewFor(state, seat);
          for (const command of shuffled(pick, rules.legalCommands(state, seat).commands).slice(0, 6)) {
            const full = rules.previewCommand(state, seat, command);
            const seen = rules.previewCommand(view, seat, command);
            expect(seen.ok).toBe(full.ok);
            if (!full.ok || !seen.ok) continue;
            const ranges = (p: CommandPreview) => p.units.map((u) => [u.unit, u.damage, u.hp, u.dies]);
            expect(ranges(seen.preview)).toEqual(ranges(full.preview));
            expect(seen.preview.actorTeamLoses).toBe(full.preview.actorTeamLoses);
            for (const g of seen.preview.gameOver)
              expect(
                g.winner === state.units[state.seats[seat]!].team ||
                  full.preview.gameOver.some((x) => x.winner === g.winner),
              ).toBe(true);
            compared++;
          }
        }
        const command = chooseBotCommand(rules, state, seat, step) ?? rules.defaultCommand(state, seat);
        const r = rules.applyCommand(state, seat, command);
        state = r.ok
          ? r.state
          : (rules.applyCommand(state, seat, rules.defaultCommand(state, seat)) as { state: GameState }).state;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
