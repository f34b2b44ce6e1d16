// Exact previews (issue 27 "exact odds"): the classes of outcome the two-case preview missed, each checked against the
// referee (previewOracle.ts: applyCommand over every forced dice outcome) and by its exact chance.
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  previewCommand,
  type CommandPreview,
  type GameEvent,
  type GameState,
  type Scenario,
  type Seat,
} from '../../../shared/rules';
import { position } from '../content/position';
import { disagreements, everyOutcome } from './previewOracle';
import { build, skill, unit } from './helpers';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});

const preview = (state: GameState, seat: Seat, command: unknown): CommandPreview => {
  const r = previewCommand(state, seat, command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.preview;
};
/** The preview, after checking it against the referee outcome by outcome. */
const refereed = (state: GameState, seat: Seat, command: Record<string, unknown>): CommandPreview => {
  const p = preview(state, seat, command);
  const truth = everyOutcome(state, seat, command as never);
  expect(truth).not.toBeNull();
  expect(disagreements(state, p, truth!)).toEqual([]);
  return p;
};
const of = (p: CommandPreview, id: string) => p.units.find((u) => u.unit === id)!;

describe('exact previews: outcomes the dice cases missed', () => {
  it('R-SAVE-2 Soul Thread on a 1/1 Sturdy target: a low damage die with a failed save applies Link (not "never")', () => {
    // 1 + advantage die − Sturdy: the die's 0 (1 face in 6) leaves it alive; then 3 normal dice must all show 1 to save.
    const s = position({
      units: [
        at('noel', 0, 0, 0, { side: 0 }),
        at('eli', 2, 2, 0, { hp: 1, maxHp: 1, constitution: 3, statuses: [{ id: 'sturdy' }] }),
      ],
      turn: { unit: 'noel' },
    });
    const p = refereed(s, 0, { type: 'skill', skill: 'soulThread', target: { unit: 'eli' } });
    const link = of(p, 'eli').statusesApplied.find((x) => x.status === 'link');
    expect(link?.likelihood).toBe('maybe');
    expect(link?.chance).toEqual({ n: 19, d: 162 }); // 1/6 × (1 − (4/6)³)
    expect(of(p, 'eli').death).toEqual({ n: 5, d: 6 });
  });

  it("R-OVR-3 Detonate on Edwin's own detonator: his own die can kill him and lose the game, foretold with its chance", () => {
    // Edwin (red leader, 2 HP) stands on a detonator; the blue leader (2 HP) stands on the one placed first.
    const s = position({
      units: [at('edwin', 0, 0, 0, { side: 1, hp: 2, relic: 'holy' }), at('darien', 2, 3, 0, { hp: 2, relic: 'holy' })],
      turn: { unit: 'edwin' },
    });
    s.markers.push(
      { id: 'd1', kind: 'detonator', cell: { q: 3, r: 0 }, owner: 'edwin' },
      { id: 'd2', kind: 'detonator', cell: { q: 0, r: 0 }, owner: 'edwin' },
    );
    const p = refereed(s, 0, { type: 'skill', skill: 'detonate' });
    expect(of(p, 'edwin').dies).not.toBe('never');
    expect(p.actorTeamLoses).not.toBe('never');
    expect(p.results.goesOn.n + p.results.red.n + p.results.blue.n + p.results.draw.n).toBeGreaterThan(0);
  });

  it("R-STATUS-12 friendly fire: the ally's Vigilance dice are the ally's, not the acting team's — both leaders may fall (a draw)", () => {
    // A surround blast of 2 hits the ally leader b and the enemy leader c, each 2 HP with Vigilance: two disadvantage
    // dice each (3 blank faces in 6). Each dies when both its dice are blank (1/4); both die together 1/16: a draw.
    const state = build({
      skills: {
        blast: skill('blast', {
          targeting: { kind: 'surround', range: { max: 1 }, filter: 'any' },
          effects: [{ kind: 'damage', amount: { fixed: 2 } }],
        }),
      },
      units: [
        unit('a', 0, 0, 0, {}, [['blast'], []]),
        unit('b', 1, 1, 0, { hp: 2, relic: 'holy', statuses: [{ id: 'vigilance' }] }),
        unit('c', 2, -1, 0, { hp: 2, relic: 'holy', statuses: [{ id: 'vigilance' }] }),
      ],
    });
    const p = refereed(state, 0, { type: 'skill', skill: 'blast' });
    expect(of(p, 'b').death).toEqual({ n: 1, d: 4 });
    expect(p.gameOver.map((g) => g.winner)).toContain('draw');
    expect(p.results.draw).toEqual({ n: 1, d: 16 });
    expect(p.actorTeamLoss).toEqual({ n: 3, d: 16 }); // b alone dies: 1/4 × 3/4
  });

  it("R-DMG-1 multi-hit damage: after a first hit that may kill, the second hit's damage is counted (previewed 2..2, dealt 3)", () => {
    // Two hits of 1 + a normal die on 2 HP: the die's 1 on the first kills (2); its 0, then a 1, deals 1 + 2 = 3.
    const twice = skill('twice', {
      effects: [
        { kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } },
        { kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } },
      ],
    });
    const state = build({
      skills: { twice },
      units: [unit('a', 0, 0, 0, {}, [['twice'], []]), unit('b', 2, 1, 0, { facing: 3, hp: 2 })],
    });
    const p = refereed(state, 0, { type: 'skill', skill: 'twice', target: { unit: 'b' } });
    expect(of(p, 'b').damage).toEqual({ min: 2, max: 3 });
    expect(of(p, 'b').damageOdds).toEqual([
      { value: 2, chance: { n: 7, d: 9 } },
      { value: 3, chance: { n: 2, d: 9 } },
    ]);
    expect(of(p, 'b').dies).toBe('always');
  });

  it('R-RES-4 a faster reaction that ends the game is ordered "before" (no `resolved` event needed)', () => {
    // a (red leader, 1 HP) attacks b at speed 60; b answers at speed 20 with a blow that kills a, then a teleport of its
    // own (a step prompt): the game may end before that reaction's `resolved` event.
    const fast = skill('fast', {
      speed: 20,
      effects: [
        { kind: 'damage', amount: { fixed: 1 } },
        { kind: 'teleport', on: 'source', maxDistance: 2 },
      ],
    });
    const s0 = build({
      skills: { slow: skill('slow', { speed: 60 }), fast },
      units: [
        unit('a', 0, 0, 0, { hp: 1, relic: 'holy' }, [['slow'], []]),
        unit('b', 2, 1, 0, { facing: 3, relic: 'holy' }, [['fast'], []]),
      ],
    });
    const r = applyCommand(s0, 0, { type: 'skill', skill: 'slow', target: { unit: 'b' } });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    expect(s.pending?.kind).toBe('reaction');
    const p = refereed(s, 2, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'fast',
      target: { unit: 'a' },
    });
    expect(p.reaction?.order).toBe('before');
    expect(p.results.blue).toEqual({ n: 1, d: 1 });
    expect(p.reaction?.ifAnswered.damage).toEqual({ min: 0, max: 0 }); // the slower attack never lands
    expect(p.reaction?.ifPassed.damage).toEqual({ min: 1, max: 1 });
  });
});

describe("hook damage carries its dice and steps in the breakdown like a skill's", () => {
  const hits = (events: { type: string }[], unit: string) =>
    events.filter(
      (e): e is Extract<GameEvent, { type: 'damaged' }> =>
        e.type === 'damaged' && (e as { unit?: string }).unit === unit,
    );

  it("R-EDWIN-2 Detonate: the unit on the detonator takes 1 + a normal die, shown as a fixed part and the die's face", () => {
    const s = position({
      units: [at('edwin', 0, 0, 0, { side: 1 }), at('darien', 2, 3, 0, { hp: 5 })],
      turn: { unit: 'edwin' },
      forcedRolls: [1],
    });
    s.markers.push(
      { id: 'd1', kind: 'detonator', cell: { q: 3, r: 0 }, owner: 'edwin' },
      { id: 'd2', kind: 'detonator', cell: { q: 4, r: 0 }, owner: 'edwin' },
    );
    const r = applyCommand(s, 0, { type: 'skill', skill: 'detonate' });
    if (!r.ok) throw new Error(r.error.message);
    const [onCell, beside] = hits(r.events, 'darien');
    expect(onCell.steps).toEqual([
      { kind: 'fixed', amount: 1 },
      { kind: 'dice', die: 'normal', faces: [1], amount: 1 },
    ]);
    expect(beside.steps).toEqual([{ kind: 'fixed', amount: 1 }]);
    // and the preview shows the die's range in its odds: 1 + 0 or 1 + 1 on the cell, 1 beside it
    const p = refereed({ ...s, forcedRolls: [] }, 0, { type: 'skill', skill: 'detonate' });
    expect(of(p, 'darien').damageOdds).toEqual([
      { value: 2, chance: { n: 1, d: 3 } },
      { value: 3, chance: { n: 2, d: 3 } },
    ]);
    expect(of(p, 'darien').hits.most[0].steps.map((x) => x.kind)).toEqual(['fixed', 'dice']);
  });

  it('R-STATUS-2 Burning\'s tick is a fixed part of 1 with the status named, never a lump "base"', () => {
    const s = position({
      units: [
        at('eli', 0, 0, 0, { statuses: [{ id: 'burning', flips: 1 }] }),
        at('darien', 2, 3, 0, { statuses: [{ id: 'burning', flips: 1 }] }),
      ],
      turn: { unit: 'eli' },
    });
    const p = preview(s, 0, { type: 'endTurn' });
    const burn = p.events.find((e) => e.type === 'damaged');
    expect(burn?.type === 'damaged' && burn.status).toBe('burning');
    expect(burn?.type === 'damaged' && burn.steps).toEqual([{ kind: 'fixed', amount: 1 }]);
  });
});

describe('later decisions: whose they are and the odds per answer', () => {
  it("R-RES-3 the target's reaction window is the target's seat's choice; with answers, pass and each reaction give their odds", () => {
    const fast = skill('fast', { speed: 20 });
    const state = build({
      skills: { slow: skill('slow', { speed: 60 }), fast },
      units: [
        unit('a', 0, 0, 0, { hp: 1, relic: 'holy' }, [['slow'], []]),
        unit('b', 2, 1, 0, { facing: 3, relic: 'holy' }, [['fast'], []]),
      ],
    });
    const cmd = { type: 'skill', skill: 'slow', target: { unit: 'b' } };
    const plain = preview(state, 0, cmd);
    const [window] = plain.choices;
    expect(window).toMatchObject({ kind: 'reaction', seat: 2, unit: 'b', chance: { n: 1, d: 1 }, answers: [] });
    expect(window.unlisted).toBeGreaterThanOrEqual(2); // the pass and the reaction, not run unless asked
    expect(plain.results.goesOn).toEqual({ n: 1, d: 1 }); // the main figures pass the window
    const r = previewCommand(state, 0, cmd, { answers: true });
    if (!r.ok) throw new Error(r.error.message);
    const answers = r.preview.choices[0].answers;
    const pass = answers.find((x) => x.answer.type === 'pass');
    const react = answers.find((x) => x.answer.type === 'react');
    expect(pass?.results.goesOn).toEqual({ n: 1, d: 1 });
    expect(react?.results.blue).toEqual({ n: 1, d: 1 }); // the faster answer kills a, the red leader
    expect(react?.units.find((u) => u.unit === 'a')?.death).toEqual({ n: 1, d: 1 });
  });
});
