import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyCommand, awaiting, createMatch, legalCommands, type GameState } from '../../../shared/rules';
import { hexKey } from '../../../shared/hex';

/** Plays `n` commands chosen by `pick` from the legal list (ending the turn often enough to go round). */
function play(seed: number, choices: number[]): { state: GameState; log: unknown[] } {
  let s = createMatch({ variant: 'beginner', seed });
  const log: unknown[] = [];
  for (const c of choices) {
    if (s.stage === 'over') break;
    const a = awaiting(s)!;
    const cmds = legalCommands(s, a.seats[0]).commands;
    const cmd = c % 7 === 0 ? cmds[cmds.length - 1] : cmds[c % cmds.length];
    const r = applyCommand(s, a.seats[0], cmd);
    if (!r.ok) throw new Error(`legal command refused: ${JSON.stringify(cmd)} → ${r.error.code}`);
    s = r.state;
    log.push(cmd);
  }
  return { state: s, log };
}

function invariants(s: GameState): void {
  const seen = new Set<string>();
  for (const u of Object.values(s.units)) {
    expect(u.hp).toBeLessThanOrEqual(u.maxHp);
    if (!u.alive || !u.pos) continue;
    const k = hexKey(u.pos);
    expect(seen.has(k)).toBe(false);
    seen.add(k);
    expect(s.map.cells[k]?.terrain).toBe('open');
  }
  if (s.turn) expect(s.turn.standardActions).toBeLessThanOrEqual(2);
}

describe('determinism', () => {
  it('same setup, seed and commands give byte-identical states', () => {
    const choices = Array.from({ length: 300 }, (_, i) => (i * 7919) % 101);
    const a = play(42, choices);
    let s = createMatch({ variant: 'beginner', seed: 42 });
    for (const cmd of a.log) {
      const r = applyCommand(s, awaiting(s)!.seats[0], cmd);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(JSON.stringify(s)).toBe(JSON.stringify(a.state));
    expect(JSON.stringify(play(42, choices).state)).toBe(JSON.stringify(a.state));
  });
});

describe('determinism, standard variant', () => {
  it('a random standard game (draft, campfire, placement, play) replays byte for byte from its setup, seed and log', () => {
    const runOnce = (log?: { seat: number; cmd: unknown }[]) => {
      let s = createMatch({ variant: 'standard', seed: 77 });
      const out: { seat: number; cmd: unknown }[] = [];
      if (log) {
        for (const { seat, cmd } of log) {
          const r = applyCommand(s, seat as 0, cmd);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
        }
        return { s, out };
      }
      for (let i = 0; i < 400 && s.stage !== 'over'; i++) {
        const seat = awaiting(s)!.seats[0];
        const cmds = legalCommands(s, seat).commands;
        const cmd = i % 6 === 0 ? cmds[cmds.length - 1] : cmds[(i * 7919) % cmds.length];
        const r = applyCommand(s, seat, cmd);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
        out.push({ seat, cmd });
      }
      return { s, out };
    };
    const first = runOnce();
    expect(first.s.stage).not.toBe('setup');
    expect(JSON.stringify(runOnce(first.out).s)).toBe(JSON.stringify(first.s));
  });
});

describe('property: random command sequences', () => {
  it('never throw, keep invariants, accept every legal command, and leave the state unchanged on every rejection', () => {
    const junk = fc.oneof(
      fc.constant(null),
      fc.record(
        {
          type: fc.constantFrom(
            'move',
            'turn',
            'skill',
            'flip',
            'rune',
            'item',
            'equipment',
            'buy',
            'endTurn',
            'choose',
            'place',
            'x',
          ),
        },
        { requiredKeys: ['type'] },
      ),
      fc.record({
        type: fc.constant('move'),
        path: fc.array(fc.record({ q: fc.integer({ min: -8, max: 8 }), r: fc.integer({ min: -8, max: 8 }) }), {
          maxLength: 4,
        }),
      }),
      fc.record({
        type: fc.constant('skill'),
        skill: fc.constantFrom('deathCut', 'fatalThrow', 'vigilance', 'nope'),
        target: fc.record({ unit: fc.constantFrom('eli', 'yunye', 'darien', 'noel') }),
        curse: fc.boolean(),
      }),
      fc.record({ type: fc.constant('turn'), facing: fc.integer({ min: -1, max: 6 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 120 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), junk), { maxLength: 20 }),
        (seed, choices, noise) => {
          let s = play(seed, choices).state;
          invariants(s);
          for (const [seat, cmd] of noise) {
            const before = JSON.stringify(s);
            const r = applyCommand(s, seat as 0 | 1 | 2 | 3, cmd);
            expect(JSON.stringify(s)).toBe(before);
            if (r.ok) s = r.state;
            else expect(r.error.code).not.toBe('engine/internal');
            invariants(s);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 600_000); // generous: seconds here, many times that on a loaded 2-core CI machine
});
