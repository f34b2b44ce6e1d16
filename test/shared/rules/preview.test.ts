// previewCommand (issue 13): what a command would do, from the engine's own handlers, named after the rules it shows.
import { describe, expect, it } from 'vitest';
import { applyCommand, previewCommand, type CommandPreview, type GameState, type Seat } from '../../../shared/rules';
import { build, okRaw, skill, unit } from './helpers';
import { position } from '../content/position';

const preview = (state: GameState, seat: Seat, command: unknown): CommandPreview => {
  const r = previewCommand(state, seat, command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.preview;
};
const of = (p: CommandPreview, id: string) => p.units.find((u) => u.unit === id)!;

describe('previewCommand', () => {
  it('R-DMG-1 a skill of 1 + one normal die previews 1..2 damage to its target, and nothing changes', () => {
    const state = build({
      skills: {
        cut: skill('cut', {
          effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } }],
        }),
      },
      units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('b', 2, 1, 0, { facing: 3 })],
    });
    const before = JSON.stringify(state);
    const p = preview(state, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    expect(JSON.stringify(state)).toBe(before);
    expect(of(p, 'b').damage).toEqual({ min: 1, max: 2 });
    expect(of(p, 'b').hp).toEqual({ min: 3, max: 4 });
    expect(of(p, 'b').dies).toBe('never');
    expect(p.exact).toBe(true);
    expect(p.reactions.map((w) => w.unit)).toEqual(['b']);
    expect(p.actorSpends).toEqual({ movement: 0, standardActions: 1, curse: 0, souls: 0, items: 0, rune: false });
  });

  it('R-OVR-3 a blow that may kill the enemy leader says the game may end with the actor winning', () => {
    const state = build({
      skills: {
        cut: skill('cut', {
          effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } }],
        }),
      },
      units: [
        unit('a', 0, 0, 0, { relic: 'holy' }, [['cut'], []]),
        unit('b', 2, 1, 0, { facing: 3, hp: 2, relic: 'holy' }),
      ],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    expect(of(p, 'b').dies).toBe('maybe');
    // 1 + a normal die on 2 HP kills when the die shows 1: 4 faces in 6.
    expect(p.gameOver).toEqual([
      {
        winner: p.units.find((u) => u.unit === 'a')?.team ?? state.units.a.team,
        likelihood: 'maybe',
        chance: { n: 2, d: 3 },
      },
    ]);
    expect(of(p, 'b').death).toEqual({ n: 2, d: 3 });
    expect(p.results.goesOn).toEqual({ n: 1, d: 3 });
    expect(p.actorTeamLoses).toBe('never');
  });

  it('R-STATUS-4 a Bleeding walk reports the HP it costs, and at 1 HP as the leader that it loses the game (O-02)', () => {
    const bleeding = (hp: number) =>
      build({
        units: [
          unit('a', 0, 0, 0, { hp, relic: 'holy', statuses: [{ id: 'bleeding' }] }),
          unit('b', 2, 3, 0, { relic: 'holy' }),
        ],
      });
    const walk = {
      type: 'move',
      path: [
        { q: 0, r: 1 },
        { q: 0, r: 2 },
      ],
    };
    const p = preview(bleeding(5), 0, walk);
    expect(p.actorHpLoss).toEqual({ min: 2, max: 2 });
    expect(p.actorSpends).toMatchObject({ movement: 2, standardActions: 0 });
    expect(p.actorTeamLoses).toBe('never');
    const fatal = preview(bleeding(1), 0, walk);
    expect(fatal.actorHpLoss).toEqual({ min: 1, max: 1 });
    expect(of(fatal, 'a').dies).toBe('always');
    expect(fatal.actorTeamLoses).toBe('always');
    // and applyCommand does what the preview said
    const r = applyCommand(bleeding(1), 0, walk);
    expect(r.ok && r.state.stage === 'over' && r.state.winner !== r.state.units.a.team).toBe(true);
  });

  it('R-STATUS-5 a standard action taken while Poisoned at 1 HP as the leader warns that it loses the game (O-02)', () => {
    const state = build({
      skills: { cut: skill('cut') },
      units: [
        unit('a', 0, 0, 0, { hp: 1, relic: 'holy', statuses: [{ id: 'poison' }] }, [['cut'], []]),
        unit('b', 2, 1, 0, { facing: 3, relic: 'holy' }),
      ],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    expect(p.actorHpLoss).toEqual({ min: 1, max: 1 });
    expect(of(p, 'a').hits.most[0]).toMatchObject({ status: 'poison', amount: 1 });
    expect(p.actorTeamLoses).toBe('always');
  });

  it('R-FORCE-4 a push previews the path the target is pushed along and the step options met', () => {
    const state = build({
      skills: {
        shove: skill('shove', {
          targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' },
          effects: [{ kind: 'push', distance: 2 }],
        }),
      },
      units: [unit('a', 0, 0, 0, {}, [['shove'], []]), unit('b', 2, 1, 0, { facing: 3 })],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'shove', target: { unit: 'b' } });
    const pushed = of(p, 'b').moves;
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed.every((m) => m.forced === 'push')).toBe(true);
    const cells = pushed.flatMap((m) => m.path);
    expect(cells.length).toBe(2);
    // Whose choice each later decision is: b's window (b's seat), then the push's cells (the pusher's seat).
    expect(
      p.choices
        .filter((c) => c.kind === 'step')
        .every((c) => c.unit === 'b' && c.seat === 0 && c.purpose === 'push' && (c.options?.length ?? 0) > 0),
    ).toBe(true);
    expect(p.choices.filter((c) => c.kind === 'reaction').every((c) => c.unit === 'b' && c.seat === 2)).toBe(true);
  });

  it('R-RES-4 a refused command previews as the same typed error', () => {
    const state = build({ units: [unit('a', 0, 0, 0, { statuses: [{ id: 'root' }] }), unit('b', 2, 3, 0)] });
    const p = previewCommand(state, 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    const a = applyCommand(state, 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    expect(p.ok).toBe(false);
    expect(!p.ok && !a.ok && p.error).toEqual(!a.ok && a.error);
  });
});

describe('damage breakdown in damaged events and previews (R-DMG-1..6)', () => {
  const cut = (over: Record<string, unknown> = {}) =>
    skill('cut', {
      effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 2 }] } }],
      ...over,
    });
  const sum = (steps: { amount: number }[]) => steps.reduce((a, x) => a + x.amount, 0);

  it('R-DMG-3 / R-STATUS-10 / R-STATUS-11 steps name the roll, Weakness +1, Sturdy −1 and Ice Shield −1, in order, and sum to the damage', () => {
    const state = build({
      skills: { cut: cut() },
      forcedRolls: [1, 0],
      units: [
        unit('a', 0, 0, 0, {}, [['cut'], []]),
        unit('b', 2, 1, 0, { facing: 3, statuses: [{ id: 'weakness' }, { id: 'sturdy' }, { id: 'iceShield' }] }),
      ],
    });
    const declared = okRaw(state, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    const r = applyCommand(declared, declared.pending!.seat, { type: 'pass', prompt: declared.pending!.id });
    const hit = (r.ok ? r.events : []).find((e) => e.type === 'damaged');
    expect(hit?.type === 'damaged' && hit.steps).toEqual([
      { kind: 'fixed', amount: 1 },
      { kind: 'dice', die: 'normal', faces: [1, 0], amount: 1 },
      { kind: 'status', status: 'weakness', of: 'target', amount: 1 },
      { kind: 'status', status: 'sturdy', of: 'target', amount: -1 },
      { kind: 'status', status: 'iceShield', of: 'target', amount: -1 },
    ]);
    expect(hit?.type === 'damaged' && sum(hit.steps)).toBe(hit?.type === 'damaged' && hit.amount);
  });

  it('R-DMG-6 damage reduced below 0 shows the floor step that brings it back to 0 ("takes 0 damage" with its cause)', () => {
    const state = build({
      skills: { tap: skill('tap', { effects: [{ kind: 'damage', amount: { fixed: 1 } }] }) },
      units: [
        unit('a', 0, 0, 0, {}, [['tap'], []]),
        unit('b', 2, 1, 0, { facing: 3, statuses: [{ id: 'sturdy' }, { id: 'iceShield' }] }),
      ],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'tap', target: { unit: 'b' } });
    const [hit] = of(p, 'b').hits.most;
    expect(hit.amount).toBe(0);
    expect(hit.steps.map((x) => [x.kind, x.amount])).toEqual([
      ['fixed', 1],
      ['status', -1],
      ['status', -1],
      ['floor', 1],
    ]);
  });

  it('R-DMG-2 a distance-table damage names the distance and the row it was read from', () => {
    const state = build({
      skills: {
        throw: skill('throw', {
          targeting: { kind: 'single', range: { max: 3 }, filter: 'enemy' },
          effects: [
            {
              kind: 'damage',
              byDistance: [
                { from: 1, amount: { fixed: 0 } },
                { from: 2, to: 3, amount: { fixed: 2 } },
              ],
            },
          ],
        }),
      },
      units: [unit('a', 0, 0, 0, {}, [['throw'], []]), unit('b', 2, 2, 0, { facing: 3 })],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'throw', target: { unit: 'b' } });
    expect(of(p, 'b').hits.least[0]).toMatchObject({
      amount: 2,
      distance: { distance: 2, from: 2, to: 3 },
      steps: [{ kind: 'fixed', amount: 2 }],
    });
  });

  it('R-STATUS-12 Vigilance shows its two dice as a step; the preview ranges over them (0..2 off)', () => {
    const state = build({
      skills: { tap: skill('tap', { effects: [{ kind: 'damage', amount: { fixed: 3 } }] }) },
      units: [
        unit('a', 0, 0, 0, {}, [['tap'], []]),
        unit('b', 2, 1, 0, { facing: 3, statuses: [{ id: 'vigilance' }] }),
      ],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'tap', target: { unit: 'b' } });
    expect(of(p, 'b').damage).toEqual({ min: 1, max: 3 });
    expect(of(p, 'b').hits.least[0].steps.at(-1)).toEqual({ kind: 'vigilance', faces: [1, 1], amount: -2 });
    expect(of(p, 'b').hits.most[0].steps.at(-1)).toEqual({ kind: 'vigilance', faces: [0, 0], amount: 0 });
  });

  it('R-SAVE-2 a status with a save previews its threshold and dice; a failed save is in the statusApplied event', () => {
    const state = build({
      skills: { daze: skill('daze', { effects: [{ kind: 'applyStatus', status: 'stun', save: true }] }) },
      units: [unit('a', 0, 0, 0, {}, [['daze'], []]), unit('b', 2, 1, 0, { facing: 3, constitution: 3 })],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'daze', target: { unit: 'b' } });
    // Saved only when all three normal dice show 1: (4/6)³ = 8/27; applied 19/27.
    expect(of(p, 'b').statusesApplied).toEqual([
      { status: 'stun', likelihood: 'maybe', chance: { n: 19, d: 27 }, save: { threshold: 3, dice: 3 } },
    ]);
    const declared = okRaw({ ...state, forcedRolls: [0, 0, 0] }, 0, {
      type: 'skill',
      skill: 'daze',
      target: { unit: 'b' },
    });
    const r = applyCommand(declared, declared.pending!.seat, { type: 'pass', prompt: declared.pending!.id });
    const applied = r.ok ? r.events.find((e) => e.type === 'statusApplied') : undefined;
    expect(applied?.type === 'statusApplied' && applied.save).toEqual({ roll: 0, threshold: 3 });
  });
});

describe('previewCommand of a reaction (R-REACT, R-RES-4, R-RES-6)', () => {
  // Darien (seat 2) beside Eli (seat 0); Eli holds the response Smoke Veil (speed 10): Stealth, targeted actions fizzle.
  const windowAgainst = (command: Record<string, unknown>, side: 0 | 1 = 0): GameState => {
    const state = position({
      units: [
        { character: 'darien', seat: 2, pos: { q: 0, r: 0 }, form: 'twin', side },
        { character: 'eli', seat: 0, pos: { q: 1, r: 0 }, facing: 3 },
      ],
      turn: { unit: 'darien' },
    });
    const r = applyCommand(state, 2, command);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pending?.kind).toBe('reaction');
    return r.state;
  };
  const smokeVeil = (s: GameState) => ({ type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'smokeVeil' });

  it("R-RES-6 Smoke Veil against an area skill (Oathbreaker's Verdict) cannot help: the damage lands all the same", () => {
    const s = windowAgainst({ type: 'skill', skill: 'verdict' });
    const p = preview(s, 0, smokeVeil(s));
    expect(p.reaction?.incoming).toMatchObject({ unit: 'darien', skill: 'verdict', targeting: 'surround' });
    expect(p.reaction?.speed).toBe(10);
    expect(p.reaction?.order).toBe('before');
    expect(p.reaction?.affectsIncoming).toBe(false);
    expect(p.reaction?.ifAnswered?.damage).toEqual(p.reaction?.ifPassed?.damage);
    expect(p.reaction?.ifPassed?.damage.max).toBeGreaterThan(0);
  });

  it('R-RES-6 Smoke Veil against a targeted attack (Broken Oath) makes it fizzle: it helps', () => {
    const s = windowAgainst({ type: 'skill', skill: 'brokenOath', target: { unit: 'eli' } }, 1);
    const p = preview(s, 0, smokeVeil(s));
    expect(p.reaction?.affectsIncoming).toBe(true);
    expect(p.reaction?.ifAnswered?.damage).toEqual({ min: 0, max: 0 });
    expect(p.reaction?.ifPassed?.damage.max).toBeGreaterThan(0);
  });
});
