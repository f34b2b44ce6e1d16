// Issue 12: the engine is built from a game definition value, checked once; engines with other content or plugins live
// side by side with the standard one (no global registry to patch).
import { describe, expect, it } from 'vitest';
import { MECHANISMS } from '../../../shared/mechanisms';
import {
  createEngine,
  GameDefinitionError,
  STANDARD_GAME,
  standardEngine,
  type Engine,
  type GameState,
  type Mechanism,
} from '../../../shared/rules';

/** Answers every prompt and turn with the engine's default command until the first character's turn has started. */
function toFirstTurn(engine: Engine): GameState {
  let s = engine.createMatch({ variant: 'beginner', seed: 3 });
  while (!s.turn) {
    const seat = engine.awaiting(s)!.seats[0];
    const r = engine.applyCommand(s, seat, engine.defaultCommand(s, seat));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

describe('createEngine', () => {
  it('runs a definition with an extra plugin, and the standard engine is untouched by it', () => {
    const spy: Mechanism = {
      id: 'spy',
      onTurnStart: (ctx, unit) => void (unit.mechanism.spied = ctx.state.counters.turn),
    };
    const custom = createEngine({ ...STANDARD_GAME, mechanisms: { ...MECHANISMS, spy } });
    const withSpy = toFirstTurn(custom);
    expect(withSpy.units[withSpy.turn!.unit].mechanism.spied).toBe(1);
    const plain = toFirstTurn(standardEngine);
    expect(plain.units[plain.turn!.unit].mechanism.spied).toBeUndefined();
  });

  it('builds a game from other content (a character with more HP) without touching the standard content', () => {
    const content = {
      ...STANDARD_GAME.content,
      characters: {
        ...STANDARD_GAME.content.characters,
        eli: {
          ...STANDARD_GAME.content.characters.eli,
          stats: { ...STANDARD_GAME.content.characters.eli.stats, hp: 12 },
        },
      },
    };
    const s = createEngine({ content, mechanisms: MECHANISMS }).createMatch({ variant: 'standard', seed: 1 });
    expect(s.content.characters.eli.stats.hp).toBe(12);
    expect(standardEngine.createMatch({ variant: 'standard', seed: 1 }).content.characters.eli.stats.hp).toBe(
      STANDARD_GAME.content.characters.eli.stats.hp,
    );
  });

  it('checks the definition once, at build: a hook effect or module without its plugin is named', () => {
    const { darien: _gone, ...rest } = MECHANISMS;
    let error: unknown;
    try {
      createEngine({ content: STANDARD_GAME.content, mechanisms: rest });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameDefinitionError);
    const problems = (error as GameDefinitionError).problems;
    expect(problems).toContain('content.characters.darien.module: no mechanism darien');
    expect(problems.some((p) => p.endsWith('no mechanism effect darien:switchForm'))).toBe(true);
    expect(() =>
      createEngine({ content: STANDARD_GAME.content, mechanisms: { ...MECHANISMS, cards: MECHANISMS.events } }),
    ).toThrow('mechanisms.cards: its id is events');
  });
});
