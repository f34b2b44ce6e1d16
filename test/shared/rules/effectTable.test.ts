// Issue 12: one handler per effect kind, in one table typed by the kind union; the table checks each kind's fields when
// a game definition is loaded and when a scenario file brings its own skills.
import { describe, expect, it } from 'vitest';
import { EFFECT_KINDS } from '../../../shared/content/schema';
import { validateContent } from '../../../shared/content/validate';
import { applyWorldEffect, EFFECT_KINDS_TABLE } from '../../../shared/rules/effects';
import type { GameEvent } from '../../../shared/rules/events';
import { build, unit } from './helpers';
import {
  createEngine,
  GameDefinitionError,
  parseScenario,
  STANDARD_GAME,
  standardEngine,
  STATUS_DEFS,
} from '../../../shared/rules';

describe('the effect table', () => {
  it('has a handler (validate and apply) for every effect kind of the schema', () => {
    expect(Object.keys(EFFECT_KINDS_TABLE).sort()).toEqual([...EFFECT_KINDS].sort());
    for (const kind of EFFECT_KINDS) {
      expect(EFFECT_KINDS_TABLE[kind].validate, kind).toBeTypeOf('function');
      expect(EFFECT_KINDS_TABLE[kind].apply, kind).toBeTypeOf('function');
    }
  });

  it('R-EVENT-4: every night event effect that is not a module hook applies through the table (one switch, issue 29)', () => {
    for (const ev of Object.values(STANDARD_GAME.content.events))
      for (const e of ev.effects)
        if (e.kind !== 'hook')
          expect(EFFECT_KINDS_TABLE[e.kind].applyWorld, `${ev.id}: ${e.kind}`).toBeTypeOf('function');
  });

  it("O-25: an event status with a save offers the threshold a skill's would (the status's, else 3)", () => {
    const s = build({
      variant: 'standard',
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0), unit('b', 2, 3, 0)],
      forcedRolls: [0, 0],
    });
    const ctx = { state: s, events: [] as GameEvent[], rules: standardEngine.rules };
    applyWorldEffect(ctx, s.units.a, { kind: 'applyStatus', status: 'stun', save: true });
    const applied = ctx.events.find((e) => e.type === 'statusApplied');
    expect(applied).toMatchObject({ unit: 'a', status: 'stun' });
    expect(JSON.stringify(applied)).toContain(`"threshold":${STATUS_DEFS.stun.saveThreshold}`);
  });

  it("checks an effect's own fields when a game is loaded, naming the field", () => {
    const content = structuredClone(STANDARD_GAME.content);
    const effects = content.characters.eli.boards[0].sides[0].skills[0].effects;
    effects.unshift({ kind: 'push', distance: 0 });
    expect(validateContent(content).ok).toBe(true); // content alone checks the envelope: kind, on, when
    let problems: string[] = [];
    try {
      createEngine({ ...STANDARD_GAME, content });
    } catch (e) {
      if (e instanceof GameDefinitionError) problems = e.problems;
    }
    expect(problems).toEqual([
      'content.characters.eli.boards[0].sides[0].skills[0].effects[0].distance: expected an integer from 1 to 20',
    ]);
  });

  it("checks a scenario file's own skills through the table", () => {
    const parsed = parseScenario({
      units: [{ custom: { hp: 3, skills: ['hit'] }, seat: 0, pos: { q: 0, r: 0 } }],
      skills: {
        hit: {
          id: 'hit',
          nameKey: 'hit',
          textKey: 'hit',
          usage: 'weapon',
          speed: 50,
          targeting: { kind: 'single', range: { max: 1 } },
          effects: [{ kind: 'damage' }],
        },
      },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.message)).toContain('damage needs amount or byDistance');
  });
});
