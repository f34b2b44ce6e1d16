import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../../shared/rules';
import { build, duel, ok, rejects, skill, unit } from './helpers';

const cut = skill('cut');
const jab = skill('jab');
const far = skill('far', { targeting: { kind: 'single', range: { max: 4 }, filter: 'enemy' } });
const cursed = skill('cursed', { curse: { effects: [{ kind: 'damage', amount: { fixed: 2 } }] } });
const skills = { cut, jab, far, cursed };

describe('R-ACT / R-STD actions', () => {
  it('R-ACT-1 / R-STD-1 two standard actions, then no more', () => {
    let s = duel(skills, [
      ['cut', 'jab'],
      ['far', 'cursed'],
    ]);
    s = ok(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    s = ok(s, 0, { type: 'skill', skill: 'jab', target: { unit: 'b' } });
    expect(s.turn!.standardActions).toBe(2);
    s = ok(s, 0, { type: 'flip' });
    rejects(s, 0, { type: 'skill', skill: 'far', target: { unit: 'b' } }, 'action/no_standard_action');
  });
  it('R-SKILL-3 / R-STD-2 a used skill (marked used by its standard action) cannot be used again', () => {
    const s = ok(
      duel(skills, [
        ['cut', 'jab'],
        ['far', 'cursed'],
      ]),
      0,
      { type: 'skill', skill: 'cut', target: { unit: 'b' } },
    );
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } }, 'skill/used');
  });
  it('R-SKILL-3 only skills of the current side are usable', () => {
    rejects(
      duel(skills, [
        ['cut', 'jab'],
        ['far', 'cursed'],
      ]),
      0,
      { type: 'skill', skill: 'far', target: { unit: 'b' } },
      'skill/not_current_side',
    );
  });
  it('R-SKILL-4 / R-BONUS-3 flipping refreshes the newly shown side', () => {
    let s = duel(
      skills,
      [
        ['cut', 'jab'],
        ['far', 'cursed'],
      ],
      {
        units: [
          unit('a', 0, 0, 0, { used: ['far'] }, [
            ['cut', 'jab'],
            ['far', 'cursed'],
          ]),
          unit('b', 2, 2, 0),
        ],
      },
    );
    s = ok(s, 0, { type: 'flip' });
    expect(s.units.a.side).toBe(1);
    expect(s.units.a.used).not.toContain('far');
    ok(s, 0, { type: 'skill', skill: 'far', target: { unit: 'b' } });
  });
  it('O-16 flipping is a bonus action once per own turn', () => {
    const s = ok(
      duel(skills, [
        ['cut', 'jab'],
        ['far', 'cursed'],
      ]),
      0,
      { type: 'flip' },
    );
    expect(s.turn!.standardActions).toBe(0);
    rejects(s, 0, { type: 'flip' }, 'flip/already');
  });
  it('R-SKILL-5 the curse effect costs one curse token and adds its effect', () => {
    const s0 = duel(skills, [['cursed', 'cut'], []]);
    expect(s0.units.a.curse).toBe(2); // R-SETUP-14 (B)
    const s = ok(s0, 0, { type: 'skill', skill: 'cursed', target: { unit: 'b' }, curse: true });
    expect(s.units.a.curse).toBe(1);
    expect(s.units.b.hp).toBe(2);
  });
  it('R-SKILL-5 no curse token, no curse effect', () => {
    const s = duel(skills, [['cursed', 'cut'], []], {
      units: [unit('a', 0, 0, 0, { curse: 0 }, [['cursed', 'cut'], []]), unit('b', 2, 2, 0)],
    });
    rejects(s, 0, { type: 'skill', skill: 'cursed', target: { unit: 'b' }, curse: true }, 'curse/no_tokens');
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' }, curse: true }, 'curse/no_curse_version');
  });
  it('R-SHEET-9 / R-STD-3 the ultimate is a standard action once per game', () => {
    const ult = skill('ult', { usage: 'ultimate' });
    let s = build({
      map: { radius: 4 },
      skills: { ult },
      units: [
        {
          ...unit('a', 0, 0, 0),
          custom: { stats: { hp: 5, constitution: 2, movement: 3, initiative: 0 }, sides: [[], []], ultimate: 'ult' },
        },
        unit('b', 2, 1, 0),
      ],
    });
    s = ok(s, 0, { type: 'skill', skill: 'ult', target: { unit: 'b' } });
    expect(s.turn!.standardActions).toBe(1);
    rejects(s, 0, { type: 'skill', skill: 'ult', target: { unit: 'b' } }, 'skill/used');
  });
  it('R-SHEET-10 the response skill is not usable as an action', () => {
    const resp = skill('resp', { usage: 'response', reaction: true });
    const s = build({
      map: { radius: 4 },
      skills: { resp },
      units: [
        {
          ...unit('a', 0, 0, 0),
          custom: { stats: { hp: 5, constitution: 2, movement: 3, initiative: 0 }, sides: [[], []], response: 'resp' },
        },
        unit('b', 2, 1, 0),
      ],
    });
    rejects(s, 0, { type: 'skill', skill: 'resp', target: { unit: 'b' } }, 'skill/not_reaction_time');
  });
  it('R-SETUP-17 / R-SHEET-8 no rune in the beginner game', () => {
    rejects(duel(skills, [['cut'], []]), 0, { type: 'rune' }, 'rune/unavailable');
  });
  it('R-SHEET-8 / R-BONUS-2 / R-STATUS-16 the rune (a bonus action) cleanses negative statuses only and heals half the max HP, also while stunned', () => {
    const s0 = duel(skills, [['cut'], []], {
      variant: 'standard',
      units: [
        unit('a', 0, 0, 0, { hp: 1, maxHp: 5, rune: true, statuses: [{ id: 'stun' }, { id: 'sturdy' }] }, [
          ['cut'],
          [],
        ]),
        unit('b', 2, 2, 0),
      ],
    });
    const s = ok(s0, 0, { type: 'rune' });
    expect(s.units.a.hp).toBe(3);
    expect(s.units.a.statuses.map((x) => x.id)).toEqual(['sturdy']);
    rejects(s, 0, { type: 'rune' }, 'rune/unavailable');
  });
  it('R-ACT-2 a stunned unit can take no action but the rune', () => {
    const s = duel(skills, [['cut'], []], {
      units: [unit('a', 0, 0, 0, { statuses: [{ id: 'stun' }] }, [['cut'], []]), unit('b', 2, 2, 0)],
    });
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } }, 'action/stunned');
    rejects(s, 0, { type: 'flip' }, 'action/stunned');
    rejects(s, 0, { type: 'move', path: [{ q: 0, r: 1 }] }, 'move/stunned');
  });
  it('turn/not_your_turn: another seat cannot act', () => {
    rejects(duel(skills, [['cut'], []]), 2, { type: 'endTurn' }, 'turn/not_your_turn');
  });
  it('command/malformed names the bad field', () => {
    const s = duel(skills, [['cut'], []]);
    rejects(s, 0, { type: 'move', path: [{ q: 'x', r: 0 }] }, 'command/malformed');
    rejects(s, 0, { type: 'teleportEverywhere' }, 'command/unknown');
    rejects(s, 0, null, 'command/malformed');
    rejects(s, 7 as never, { type: 'endTurn' }, 'seat/invalid');
  });
});

describe('R-LOS-2 targeting: range and vision', () => {
  it('a target beyond range is refused', () => {
    const s = duel(skills, [['cut'], []], { units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('b', 2, 3, 0)] });
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } }, 'target/out_of_range');
  });
  it('a target behind the user is refused (front cone)', () => {
    const s = duel(skills, [['cut'], []], { units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('b', 2, -1, 0)] });
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } }, 'target/not_visible');
  });
  it('a target hidden behind two obstacles sharing an edge is refused (R-LOS-3)', () => {
    const s = build({
      map: {
        radius: 4,
        obstacles: [
          { q: 1, r: 0 },
          { q: 1, r: -1 },
        ],
      },
      skills,
      units: [unit('a', 0, 0, 0, {}, [['far'], []]), unit('b', 2, 2, -1)],
    });
    rejects(s, 0, { type: 'skill', skill: 'far', target: { unit: 'b' } }, 'target/not_visible');
  });
  it('O-03 single-target damage defaults to enemies', () => {
    const s = duel(skills, [['cut'], []], {
      units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('ally', 1, 1, 0), unit('b', 2, 3, -3)],
    });
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'ally' } }, 'target/not_allowed');
  });
  it('R-STATUS-9 a Stealthed unit cannot be targeted', () => {
    const s = duel(skills, [['cut'], []], {
      units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('b', 2, 1, 0, { statuses: [{ id: 'stealth' }] })],
    });
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } }, 'target/untargetable');
  });
  it('legal targets are exactly the accepted ones', () => {
    const s = build({
      map: { radius: 4 },
      skills,
      units: [unit('a', 0, 0, 0, {}, [['far'], []]), unit('b', 2, 2, 0), unit('c', 3, -2, 0), unit('d', 1, 0, 2)],
    });
    const legal = legalCommands(s, 0).skills.find((k) => k.skill === 'far')!;
    expect(legal.targets).toEqual([{ unit: 'b' }]);
  });
});
