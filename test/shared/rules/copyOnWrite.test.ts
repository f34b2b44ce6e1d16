// Copy-on-write (shared/rules/cloneState.ts): a command's new state shares with its input every part the copy does not
// make new (units' lists, statuses and positions, the generator, markers, statue, pending decision, map), so no command
// may change such a part in place. Here every input state is deep-frozen (content aside) before the command: a write in
// place throws, which applyCommand reports as engine/internal, and the game must play out exactly as unfrozen.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import { createRng, randomInt } from '../../../shared/random';
import { cloneState, keepUnchangedUnits } from '../../../shared/rules/cloneState';

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

function freezeState(s: rules.GameState): void {
  for (const key of Object.keys(s) as (keyof rules.GameState)[]) if (key !== 'content') deepFreeze(s[key]);
  Object.freeze(s);
}

/** Plays from createMatch: the bot on most commands, a random listed command on every third; the final state's JSON. */
function play(variant: 'beginner' | 'standard', seed: number, frozen: boolean): string {
  const rng = createRng(seed);
  let s = rules.createMatch({ variant, seed });
  for (let n = 0; n < 1500 && s.stage !== 'over'; n++) {
    const seat = rules.awaiting(s)!.seats[0];
    const listed = rules.legalCommands(s, seat).commands;
    const cmd =
      n % 3 === 2
        ? listed[randomInt(rng, listed.length)]
        : (chooseBotCommand(rules, s, seat, n) ?? rules.defaultCommand(s, seat));
    if (frozen) freezeState(s);
    const r = rules.applyCommand(s, seat, cmd);
    if (!r.ok && r.error.code === 'engine/internal')
      expect.fail(`${variant} ${seed}, command ${n} ${JSON.stringify(cmd)}: ${r.error.message}`);
    const next = r.ok ? r : rules.applyCommand(s, seat, rules.defaultCommand(s, seat));
    if (!next.ok) throw new Error(`${variant} ${seed}: ${next.error.code} ${next.error.message}`);
    s = next.state;
  }
  return JSON.stringify(s);
}

describe('copy-on-write', () => {
  it('no command changes a part of its input in place: frozen inputs play out as unfrozen ones', () => {
    for (const variant of ['beginner', 'standard'] as const)
      for (let seed = 1; seed <= 12; seed++) expect(play(variant, seed, true)).toBe(play(variant, seed, false));
  }, 120_000);

  it('the copy is the state: every field, in the same key order, at every step of both variants (the literal copies name each key)', () => {
    for (const variant of ['beginner', 'standard'] as const) {
      let s = rules.createMatch({ variant, seed: 7 });
      for (let n = 0; n < 600 && s.stage !== 'over'; n++) {
        expect(JSON.stringify(cloneState(s)), `${variant}, command ${n}`).toBe(JSON.stringify(s));
        const seat = rules.awaiting(s)!.seats[0];
        const r = rules.applyCommand(s, seat, chooseBotCommand(rules, s, seat, n) ?? rules.defaultCommand(s, seat));
        s = r.ok ? r.state : s;
        if (!r.ok) break;
      }
    }
  });

  it("a unit the command left as it was is the input's object (the whole record when none changed), a changed one is new", () => {
    let shared = 0,
      changed = 0,
      whole = 0;
    for (const variant of ['beginner', 'standard'] as const) {
      let s = rules.createMatch({ variant, seed: 11 });
      for (let n = 0; n < 600 && s.stage !== 'over'; n++) {
        const seat = rules.awaiting(s)!.seats[0];
        const r = rules.applyCommand(s, seat, chooseBotCommand(rules, s, seat, n) ?? rules.defaultCommand(s, seat));
        if (!r.ok) break;
        const before = s.units,
          after = r.state.units;
        for (const id of Object.keys(after)) {
          const same = before[id] !== undefined && JSON.stringify(before[id]) === JSON.stringify(after[id]);
          expect(after[id] === before[id], `${variant}, command ${n}, unit ${id}`).toBe(same);
          if (same) shared++;
          else changed++;
        }
        const none =
          Object.keys(after).length === Object.keys(before).length &&
          Object.keys(after).every((id) => after[id] === before[id]);
        expect(after === before, `${variant}, command ${n}: the units record`).toBe(none);
        if (none) whole++;
        s = r.state;
      }
    }
    // Both cases met often enough to mean something.
    expect(shared).toBeGreaterThan(500);
    expect(changed).toBeGreaterThan(100);
    expect(whole).toBeGreaterThan(0);
  });

  it('a unit that differs from its original in any one field, or in a mechanism counter, is not taken for unchanged', () => {
    const s = rules.createMatch({ variant: 'beginner', seed: 3 });
    const id = Object.keys(s.units)[0];
    const original = { ...s.units[id], mechanism: { bullets: 2, marks: ['a'] } } as rules.Unit;
    // Each field of the unit as the engine builds it, changed alone (a new object for objects, another value for the rest).
    const other = (v: unknown): unknown =>
      typeof v === 'number'
        ? v + 1
        : typeof v === 'boolean'
          ? !v
          : typeof v === 'string'
            ? `${v}x`
            : v === null
              ? 'x'
              : Array.isArray(v)
                ? [...v]
                : { ...(v as object) };
    const fields = Object.keys(original) as (keyof rules.Unit)[];
    expect(fields.length).toBeGreaterThan(25);
    for (const k of fields) {
      if (k === 'mechanism') continue; // compared by value: below
      const copy = { ...original, [k]: other(original[k]) } as rules.Unit;
      expect(keepUnchangedUnits({ [id]: original }, { [id]: copy })[id], `field ${k}`).toBe(copy);
    }
    for (const mechanism of [
      { bullets: 3, marks: ['a'] },
      { bullets: 2, marks: ['b'] },
      { bullets: 2 },
      { bullets: 2, marks: ['a'], extra: 1 },
    ]) {
      const copy = { ...original, mechanism } as rules.Unit;
      expect(keepUnchangedUnits({ [id]: original }, { [id]: copy })[id], JSON.stringify(mechanism)).toBe(copy);
    }
    // Equal in every field (the mechanism copied): the original comes back, and the whole record with it.
    const same = { ...original, mechanism: { bullets: 2, marks: ['a'] } };
    const before = { [id]: original };
    expect(keepUnchangedUnits(before, { [id]: same })).toBe(before);
  });
});
