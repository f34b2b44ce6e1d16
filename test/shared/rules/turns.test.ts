// Turn structure, bonus actions, reactions and saves by rule id (R-TURN, R-START, R-BONUS, R-SKILL-6, R-SHEET-11/13,
// R-WORLD-4, R-RES, R-REACT, R-SAVE, R-DMG-3, R-STATUS-1/8), each on a scenario position.
import { describe, expect, it } from 'vitest';
import type { SkillDef, UnitDef } from '../../../shared/content/schema';
import { applyCommand, FINAL_JUDGMENT, legalCommands, type GameEvent, type GameState } from '../../../shared/rules';
import { build, byId, ok, okRaw, rejects, skill, unit } from './helpers';

const custom = (extra: Record<string, unknown>) => ({
  stats: { hp: 5, constitution: 2, movement: 3, initiative: 0 },
  sides: [[], []] as [string[], string[]],
  ...extra,
});
const hit = skill('hit');
const events = (s: GameState, seat: 0 | 1 | 2 | 3, cmd: unknown): GameEvent[] => {
  const r = applyCommand(s, seat, cmd);
  if (!r.ok) throw new Error(r.error.code);
  return r.events;
};

describe('R-TURN / R-START turn phases', () => {
  it('R-TURN-1 / R-START-1 start phase (tracker flip, statuses), then action phase, then end phase, in that order', () => {
    const s = build({
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0), unit('b', 2, 3, 0, { hp: 3, statuses: [{ id: 'burning' }] })],
    });
    const ev = events(s, 0, { type: 'endTurn' })
      .map((e) => e.type)
      .filter((t) => ['turnEnded', 'turnStarted', 'trackerFlipped', 'statusResolved', 'damaged'].includes(t));
    expect(ev).toEqual(['turnEnded', 'turnStarted', 'trackerFlipped', 'statusResolved', 'damaged']);
    const after = ok(s, 0, { type: 'endTurn' });
    expect(after.turn).toMatchObject({ unit: 'b', phase: 'action', movementLeft: 3, standardActions: 0 });
  });
  it('R-START-2 several statuses resolve left to right on the tracker (application order)', () => {
    const at = (first: 'burning' | 'regeneration', second: 'burning' | 'regeneration') => {
      const s = build({
        map: { radius: 4 },
        units: [
          unit('a', 0, 0, 0),
          unit('b', 2, 3, 0, {
            hp: 3,
            statuses: [
              { id: first, flips: 1 },
              { id: second, flips: 1 },
            ],
          }),
        ],
      });
      return events(s, 0, { type: 'endTurn' })
        .filter((e) => e.type === 'statusResolved')
        .map((e) => (e as { status: string }).status);
    };
    // Both in the active zone: resolved before the flip, in application order, whichever that is.
    expect(at('burning', 'regeneration')).toEqual(['burning', 'regeneration']);
    expect(at('regeneration', 'burning')).toEqual(['regeneration', 'burning']);
  });
  it("R-START-4 (S) start-of-turn equipment (Soul-Splitting Bell) resolves in the holder's start phase; (B) skipped", () => {
    const at = (variant: 'standard' | 'beginner') =>
      build({
        variant,
        forcedRolls: [0, 0, 0, 0, 0, 0],
        map: { radius: 4 },
        units: [unit('a', 0, 0, 0), unit('b', 2, 1, 0, { equipment: { card: 'soulSplittingBell' } })],
      });
    const std = ok(at('standard'), 0, { type: 'endTurn' });
    expect(std.units.a.hp).toBeLessThan(5); // a failed the constitution-3 save at b's turn start (R-EQUIP-6)
    const beg = ok(at('beginner'), 0, { type: 'endTurn' });
    expect(beg.units.a.hp).toBe(5);
  });
});

describe('R-BONUS bonus actions', () => {
  it('R-BONUS-1 bonus actions do not count against the two standard actions and any number may be taken', () => {
    const kick = skill('kick', { usage: 'extra', cost: 'bonus', limit: 'unlimited' } as Partial<SkillDef>);
    let s = build({
      map: { radius: 4 },
      skills: byId(kick, hit, { ...hit, id: 'hit2' }),
      units: [
        { ...unit('a', 0, 0, 0), custom: custom({ sides: [['hit', 'hit2'], []], extras: ['kick'] }) },
        unit('b', 2, 1, 0, { hp: 9, maxHp: 9 }),
      ],
    });
    for (let i = 0; i < 3; i++) s = ok(s, 0, { type: 'skill', skill: 'kick', target: { unit: 'b' } });
    expect(s.turn!.standardActions).toBe(0);
    s = ok(ok(s, 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } }), 0, {
      type: 'skill',
      skill: 'hit2',
      target: { unit: 'b' },
    });
    expect([s.turn!.standardActions, s.units.b.hp]).toEqual([2, 4]);
  });
  it("R-BONUS-7 a character-specific extra with a bonus cost (Darien's switch, Noel's swap) uses no standard action", () => {
    let s = build({
      map: { radius: 4 },
      units: [{ character: 'darien', seat: 0, pos: { q: 0, r: 0 } }, unit('b', 2, 3, 0)],
    });
    const switchId = s.content.characters.darien.extras!.find((x) => x.cost === 'bonus')!.id;
    const before = s.units[s.seats[0]!].form;
    s = ok(s, 0, { type: 'skill', skill: switchId });
    const d = s.units[s.seats[0]!];
    expect([d.form === before, s.turn!.standardActions]).toEqual([false, 0]);
  });
});

describe('R-SKILL-6 / R-SHEET-11 / R-SHEET-13 character sheet', () => {
  it('R-SKILL-6 the ultimate and the response skill never refresh, not even by a flip', () => {
    const ult = skill('ult', { usage: 'ultimate' });
    const resp = skill('resp', { usage: 'response', reaction: true });
    let s = build({
      map: { radius: 4 },
      skills: byId(ult, resp, hit),
      units: [
        {
          ...unit('a', 0, 0, 0, { used: ['resp'] }),
          custom: custom({ sides: [['hit'], ['hit']], ultimate: 'ult', response: 'resp' }),
        },
        unit('b', 2, 1, 0),
      ],
    });
    s = ok(s, 0, { type: 'skill', skill: 'ult', target: { unit: 'b' } });
    s = ok(s, 0, { type: 'flip' });
    expect(s.units.a.used).toEqual(expect.arrayContaining(['ult', 'resp']));
    rejects(s, 0, { type: 'skill', skill: 'ult', target: { unit: 'b' } }, 'skill/used');
  });
  it('R-SHEET-11 a passive is always in effect: Eli gains Stealth at the end of his turn when no enemy sees him (R-ELI-5)', () => {
    const s = build({
      map: { radius: 4 },
      units: [
        { character: 'eli', seat: 0, pos: { q: 0, r: 0 }, facing: 0 },
        { ...unit('b', 2, -3, 0), facing: 3 },
      ],
    });
    const after = ok(s, 0, { type: 'endTurn' });
    expect(after.units[s.seats[0]!].statuses.map((x) => x.id)).toContain('stealth');
  });
  it('R-SHEET-13 a character holds at most one equipment: buying another asks which to discard', () => {
    const cells = [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
      [-1, 0],
      [-2, 0],
    ].map(([q, r]) => ({ q, r, board: 'jungle' }));
    const market = { items: ['smokePellet'], equipment: ['ironBuckler'], itemDeck: [], equipmentDeck: [] };
    const s0 = build({
      variant: 'standard',
      map: { cells, statue: { q: 2, r: 0 } },
      market,
      units: [unit('a', 0, 0, 0, { souls: 5, equipment: { card: 'exileBoots' } }), unit('b', 2, -2, 0)],
    });
    let s = ok(s0, 0, { type: 'buy', card: 'ironBuckler' });
    expect(s.pending).toMatchObject({ kind: 'discard', slot: 'equipment' });
    s = ok(s, 0, { type: 'choose', prompt: s.pending!.id, option: 0 });
    expect(s.units.a.equipment?.card).toBe('ironBuckler');
  });
});

describe('R-WORLD-4 the Final Judgment space', () => {
  it('R-WORLD-4 moving onto the Final Judgment applies R-ROUND-5; it is no day: the destroyed statue is not restored', () => {
    let s = build({
      variant: 'standard',
      round: 7,
      map: { radius: 4, statue: { q: 3, r: 0 } },
      statue: null,
      units: [unit('a', 0, 0, 0, { hp: 4 }), unit('b', 2, -3, 0)],
    } as never);
    s = ok(ok(s, 0, { type: 'endTurn' }), 2, { type: 'endTurn' });
    expect(s.round).toBe(FINAL_JUDGMENT);
    expect([s.units.a.hp, s.units.a.maxHp]).toEqual([1, 1]);
    expect(s.statue?.intact ?? false).toBe(false);
  });
});

describe('R-RES / R-REACT action resolution', () => {
  const pos = (over: Record<string, unknown> = {}) =>
    build({
      map: { radius: 4 },
      skills: byId(hit, skill('s40', { speed: 40 }), skill('resp', { usage: 'response', speed: 30, reaction: true })),
      units: [
        unit('a', 0, 0, 0, {}, [['hit'], []]),
        {
          ...unit('b', 2, 1, 0, { hp: 9, maxHp: 9 }),
          custom: custom({ sides: [['s40'], []], response: 'resp' }),
          facing: 3,
        },
      ],
      ...over,
    });
  it('R-RES-1 / R-RES-2 a weapon skill affecting another unit is declared with its source and targets', () => {
    const ev = events(pos(), 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } });
    expect(ev.find((e) => e.type === 'declared')).toMatchObject({
      unit: 'a',
      skill: 'hit',
      speed: 50,
      affected: ['b'],
      answers: null,
    });
    expect(ev.find((e) => e.type === 'windowOpened')).toMatchObject({ unit: 'b' });
  });
  it('R-REACT-1 the reaction options: unused weapon skills of the current side, the response skill, the flip at 99', () => {
    const s = okRaw(pos(), 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } });
    const opts = legalCommands(s, 2)
      .reactions!.map((o) => `${o.use}:${o.use === 'skill' ? o.skill : ''}:${o.speed}`)
      .sort();
    expect(opts).toEqual(['flip::99', 'skill:resp:30', 'skill:s40:40']);
  });
  it('R-REACT-3 the response skill reacts at its printed speed, once per game', () => {
    let s = okRaw(pos(), 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } });
    s = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'resp', target: { unit: 'a' } });
    while (s.pending?.kind === 'reaction') s = okRaw(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    expect([s.units.a.hp, s.units.b.hp, s.units.b.used]).toEqual([4, 8, ['resp']]);
    // Used once: the next window (a fresh position where b has used it) offers it no more and refuses it.
    const again = okRaw(
      pos({
        units: [
          unit('a', 0, 0, 0, {}, [['hit'], []]),
          {
            ...unit('b', 2, 1, 0, { hp: 9, maxHp: 9, used: ['resp'] }),
            custom: custom({ sides: [['s40'], []], response: 'resp' }),
            facing: 3,
          },
        ],
      }),
      0,
      { type: 'skill', skill: 'hit', target: { unit: 'b' } },
    );
    expect(legalCommands(again, 2).reactions!.map((o) => (o.use === 'skill' ? o.skill : o.use))).not.toContain('resp');
    rejects(
      again,
      2,
      { type: 'react', prompt: again.pending!.id, use: 'skill', skill: 'resp', target: { unit: 'a' } },
      'skill/used',
    );
  });
  it('R-REACT-4 (S) the rune as a reaction resolves at 99, after a 50 attack, heals and cleanses', () => {
    let s = pos({
      variant: 'standard',
      units: [
        unit('a', 0, 0, 0, {}, [['hit'], []]),
        unit('b', 2, 1, 0, { hp: 2, maxHp: 6, rune: true, statuses: [{ id: 'poison' }] }),
      ],
    });
    s = okRaw(s, 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } });
    const r = applyCommand(s, 2, { type: 'react', prompt: s.pending!.id, use: 'rune' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const order = r.events.filter((e) => e.type === 'damaged' || e.type === 'runeUsed').map((e) => e.type);
    expect(order).toEqual(['damaged', 'runeUsed']);
    expect([r.state.units.b.hp, r.state.units.b.rune, r.state.units.b.statuses]).toEqual([4, false, []]);
  });
});

describe('R-SAVE / R-DMG-3 saves and reductions', () => {
  const apply = (save: boolean) =>
    skill('apply', {
      effects: [{ kind: 'applyStatus', status: 'root', ...(save ? { save: true, saveThreshold: 3 } : {}) }],
    });
  it('R-SAVE-1 only a status marked with a save lets the target roll', () => {
    const at = (save: boolean) =>
      ok(
        build({
          map: { radius: 4 },
          skills: byId(apply(save)),
          forcedRolls: [1, 1, 1],
          units: [unit('a', 0, 0, 0, {}, [['apply'], []]), unit('b', 2, 1, 0, { constitution: 3 })],
        }),
        0,
        { type: 'skill', skill: 'apply', target: { unit: 'b' } },
      );
    const unsaved = at(false);
    expect([unsaved.units.b.statuses.map((x) => x.id), unsaved.forcedRolls]).toEqual([['root'], [1, 1, 1]]);
    const saved = at(true);
    expect([saved.units.b.statuses, saved.forcedRolls]).toEqual([[], []]);
  });
  it('R-SAVE-3 / R-TRACK-8 status-immune summons (skeletons) get no status, no save roll and no tracker entry', () => {
    const raise = skill('raise', {
      targeting: { kind: 'cell', range: { max: 1 }, vision: false, emptyCell: true },
      effects: [{ kind: 'summon', unit: 'minion' }],
    });
    const minion: UnitDef = {
      id: 'minion',
      nameKey: 'minion',
      stats: { hp: 3, constitution: 0, movement: 3, initiative: 0 },
      skills: [],
      immuneToStatuses: true,
    };
    const far = {
      ...apply(true),
      targeting: { kind: 'single' as const, range: { max: 4 }, filter: 'enemy' as const, vision: false },
    };
    let s = build({
      map: { radius: 4 },
      skills: byId(raise, far),
      unitDefs: { minion },
      forcedRolls: [1, 1, 1],
      units: [unit('s', 0, 0, 0, {}, [['raise'], []]), unit('foe', 2, 2, 0, {}, [['apply'], []])],
    });
    s = ok(s, 0, { type: 'skill', skill: 'raise', target: { cell: { q: 1, r: 0 } } });
    const sk = Object.values(s.units).find((u) => u.kind === 'summon')!;
    s = ok(ok(s, 0, { type: 'endTurn' }), 2, { type: 'skill', skill: 'apply', target: { unit: sk.id } });
    expect([s.units[sk.id].statuses, s.forcedRolls]).toEqual([[], [1, 1, 1]]);
  });
  it('R-DMG-3 / R-STATUS-15 equipment first, then statuses left to right, Vigilance last (its dice are rolled after the rest)', () => {
    const big = skill('big', { effects: [{ kind: 'damage', amount: { fixed: 5 } }] });
    const s = build({
      map: { radius: 4 },
      skills: { big },
      forcedRolls: [1, 0],
      units: [
        unit('a', 0, 0, 0, {}, [['big'], []]),
        unit('b', 2, 1, 0, {
          hp: 9,
          maxHp: 9,
          equipment: { card: 'ironBuckler' },
          statuses: [{ id: 'vigilance' }, { id: 'sturdy' }, { id: 'iceShield' }],
        }),
      ],
    });
    const reduction = s.content.cards.ironBuckler.reduction ?? 0;
    const r = applyCommand(s, 0, { type: 'skill', skill: 'big', target: { unit: 'b' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = (() => {
      let x = r.state;
      while (x.pending?.kind === 'reaction') x = okRaw(x, x.pending.seat, { type: 'pass', prompt: x.pending.id });
      return x;
    })();
    // 5 − equipment − Sturdy 1 − Ice Shield 1 − Vigilance (1 + 0) — Vigilance applied even though placed first on the tracker.
    expect(after.units.b.hp).toBe(9 - Math.max(0, 5 - reduction - 1 - 1 - 1));
  });
});

describe('R-STATUS-1 / R-STATUS-8 status kinds', () => {
  it('R-STATUS-1 a periodic status does nothing when applied; a persistent one works at once', () => {
    const burn = skill('burn', { effects: [{ kind: 'applyStatus', status: 'burning' }] });
    const weak = skill('weak', {
      effects: [
        { kind: 'applyStatus', status: 'weakness' },
        { kind: 'damage', amount: { fixed: 1 } },
      ],
    });
    const s = ok(
      build({
        map: { radius: 4 },
        skills: byId(burn, weak),
        units: [unit('a', 0, 0, 0, {}, [['burn', 'weak'], []]), unit('b', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'burn', target: { unit: 'b' } },
    );
    expect(s.units.b.hp).toBe(5);
    expect(ok(s, 0, { type: 'skill', skill: 'weak', target: { unit: 'b' } }).units.b.hp).toBe(3); // Weakness +1 on the same action's hit
  });
  it('R-STATUS-8 Link is a persistent, non-negative status: the rune does not remove it, it lasts until the second flip', () => {
    let s = build({
      variant: 'standard',
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0, { rune: true, statuses: [{ id: 'link' }, { id: 'root' }] }), unit('b', 2, 3, 0)],
    });
    s = ok(s, 0, { type: 'rune' });
    expect(s.units.a.statuses.map((x) => x.id)).toEqual(['link']);
    expect(s.units.a.statuses[0].kind).toBe('persistent');
  });
});
