// Property (issue 13 proof): over positions from seeded bot games, for every command legalCommands lists, what
// previewCommand says agrees with what applyCommand then does with the match's own dice (windows passed, first options).
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import type { Command, CommandPreview, GameEvent, GameState, Seat } from '../../../shared/rules';
import { createRng, shuffled } from '../../../shared/random';

/** Applies a command and answers every prompt it leads to the way a preview does (pass, first option). */
function playThrough(state: GameState, seat: Seat, command: Command): { state: GameState; events: GameEvent[] } {
  const r = rules.applyCommand(state, seat, command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  let s = r.state;
  const events = [...r.events];
  for (let i = 0; i < 60 && s.pending && s.stage === 'play'; i++) {
    const p = s.pending;
    const answer = p.kind === 'reaction' ? { type: 'pass', prompt: p.id } : p.kind === 'step' || p.kind === 'choice' || p.kind === 'discard' ? { type: 'choose', prompt: p.id, option: 0 } : null;
    if (!answer) break;
    const a = rules.applyCommand(s, p.seat, answer);
    if (!a.ok) break;
    s = a.state;
    events.push(...a.events);
  }
  return { state: s, events };
}

const within = (x: number, r: { min: number; max: number }) => x >= r.min && x <= r.max;

/** Checks one command's preview against what happened; returns a description of the first disagreement, or null. */
function disagreement(before: GameState, p: CommandPreview, after: GameState, events: GameEvent[]): string | null {
  const dealt = new Map<string, number>();
  for (const e of events) if (e.type === 'damaged') dealt.set(e.unit, (dealt.get(e.unit) ?? 0) + e.amount);
  // R-DMG-3: every damage carries a breakdown whose steps sum to the damage dealt (here and in both preview cases).
  for (const e of [...events, ...p.events.worst, ...p.events.best])
    if (e.type === 'damaged' && e.steps.reduce((a, x) => a + x.amount, 0) !== e.amount) return `damage ${e.amount} to ${e.unit} has steps ${JSON.stringify(e.steps)}`;
  for (const id of Object.keys(before.units)) {
    const u = p.units.find((x) => x.unit === id);
    const d = dealt.get(id) ?? 0;
    const died = before.units[id].alive && !after.units[id].alive;
    const hp = after.units[id].hp;
    if (!u) {
      if (d !== 0 || died || hp !== before.units[id].hp) return `${id} changed (damage ${d}, died ${died}) but the preview lists it unchanged`;
      continue;
    }
    if (!within(d, u.damage)) return `${id} took ${d}, preview ${u.damage.min}..${u.damage.max}`;
    if (!within(hp, u.hp)) return `${id} ended at ${hp} HP, preview ${u.hp.min}..${u.hp.max}`;
    if (died && u.dies === 'never') return `${id} died, preview said never`;
    if (!died && u.dies === 'always') return `${id} survived, preview said always dies`;
  }
  if (p.actor) {
    const loss = Math.max(0, before.units[p.actor].hp - after.units[p.actor].hp);
    if (!within(loss, p.actorHpLoss)) return `actor lost ${loss}, preview ${p.actorHpLoss.min}..${p.actorHpLoss.max}`;
  }
  const winner = after.stage === 'over' ? after.winner : null;
  const said = p.gameOver.find((g) => g.winner === winner);
  if (winner && !said) return `the game ended (${winner}), preview said it goes on`;
  if (!winner && p.gameOver.some((g) => g.likelihood === 'always')) return 'the game went on, preview said it always ends';
  return null;
}

/** Random faces 0/1 (valid on every D6 kind) for the forced-dice run. */
const randomFaces = (rng: ReturnType<typeof createRng>, n: number): number[] => shuffled(rng, Array.from({ length: n * 2 }, (_, i) => i % 2)).slice(0, n);

describe('previewCommand agrees with applyCommand (property, seeded bot games)', () => {
  it('for every listed command at sampled positions: damage within range, deaths, the actor\'s HP loss and game end as previewed, breakdowns summing to the damage', () => {
    const pick = createRng(1313);
    let checked = 0;
    const failures: string[] = [];
    for (const variant of ['beginner', 'standard'] as const)
      for (let seed = 1; seed <= 6; seed++) {
        let state = rules.createMatch({ variant, seed });
        for (let step = 0; step < 400 && state.stage !== 'over'; step++) {
          const a = rules.awaiting(state);
          if (!a) break;
          const seat = a.seats[0];
          if (state.stage === 'play' && step % 5 === 0) {
            const commands = shuffled(pick, rules.legalCommands(state, seat).commands).slice(0, 12);
            for (const command of commands) {
              const p = rules.previewCommand(state, seat, command);
              if (!p.ok) {
                failures.push(`${variant} ${seed} step ${step}: preview refused a listed command ${JSON.stringify(command)}: ${p.error.message}`);
                continue;
              }
              // Once with the match's own generator, once with forced random faces.
              for (const start of [state, { ...state, forcedRolls: randomFaces(pick, 40) }]) {
                const done = playThrough(start, seat, command);
                const why = disagreement(state, p.preview, done.state, done.events);
                if (why) failures.push(`${variant} ${seed} step ${step} ${JSON.stringify(command)}: ${why}`);
                checked++;
              }
            }
          }
          const command = chooseBotCommand(rules, state, seat, step) ?? rules.defaultCommand(state, seat);
          const r = rules.applyCommand(state, seat, command);
          state = r.ok ? r.state : (rules.applyCommand(state, seat, rules.defaultCommand(state, seat)) as { state: GameState }).state;
        }
      }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(2000);
  });

  it('a player\'s view previews like the full state (no hidden information needed, none revealed: an unrevealed enemy leader\'s death is not foretold)', () => {
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
            for (const g of seen.preview.gameOver) expect(g.winner === state.units[state.seats[seat]!].team || full.preview.gameOver.some((x) => x.winner === g.winner)).toBe(true);
            compared++;
          }
        }
        const command = chooseBotCommand(rules, state, seat, step) ?? rules.defaultCommand(state, seat);
        const r = rules.applyCommand(state, seat, command);
        state = r.ok ? r.state : (rules.applyCommand(state, seat, rules.defaultCommand(state, seat)) as { state: GameState }).state;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
