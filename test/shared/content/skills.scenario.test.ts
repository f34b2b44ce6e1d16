/**
 * Every data-driven skill of the eight characters played through the real engine from a scenario position
 * (docs/scenarios.md), with forced dice and an asserted outcome. Hook-driven parts are tested in mechanisms.test.ts.
 * Layout: the user at (0,0) facing east (direction 0); east neighbours (1,0), (2,0)… are in its front cone.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/rules';
import type { GameState, Seat } from '../../../shared/rules/state';
import { hasStatus } from '../../../shared/rules/statuses';
import { play, reject, type Script } from './driver';
import { hookContext, position } from './position';
import { summon } from '../../../shared/rules/mechanismApi';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});
const run = (
  units: U[],
  command: Record<string, unknown>,
  opts: { rolls?: number[]; script?: Script; turn?: string; variant?: 'beginner' | 'standard' } = {},
) => {
  const state = position({
    units,
    forcedRolls: opts.rolls ?? [],
    ...(opts.turn ? { turn: { unit: opts.turn } } : {}),
    ...(opts.variant ? { variant: opts.variant } : {}),
  });
  const seat = state.units[opts.turn ?? units[0].id ?? units[0].character!].seat;
  return play(state, seat, command, opts.script).state;
};
const skill = (id: string, target?: unknown, curse = false) => ({
  type: 'skill',
  skill: id,
  ...(target ? { target } : {}),
  ...(curse ? { curse: true } : {}),
});
const hp = (s: GameState, id: string) => s.units[id].hp;

describe('Eli (docs/content.md "Eli")', () => {
  const eli = at('eli', 0, 0, 0);
  const darien = at('darien', 2, 1, 0, { facing: 3 });
  it('Death Cut deals 1+N', () =>
    expect(hp(run([eli, darien], skill('deathCut', { unit: 'darien' }), { rolls: [1] }), 'darien')).toBe(3));
  it('Death Cut cursed also Bleeds (save 3 failed) and costs a curse token', () => {
    const s = run([eli, darien], skill('deathCut', { unit: 'darien' }, true), { rolls: [0, 0, 0, 0, 0] });
    expect(hasStatus(s.units.darien, 'bleeding')).toBe(true);
    expect(s.units.eli.curse).toBe(1);
  });
  it('Fatal Throw deals 1 at distance 2–3, then Eli teleports to the chosen cell within 3', () => {
    const s = run([eli, at('darien', 2, 2, 0, { facing: 3 })], skill('fatalThrow', { unit: 'darien' }), {
      script: { cells: [{ q: -3, r: 0 }] },
    });
    expect([hp(s, 'darien'), s.units.eli.pos]).toEqual([4, { q: -3, r: 0 }]);
  });
  it('Fatal Throw point-blank deals nothing but still teleports (a pure escape)', () => {
    const s = run([eli, darien], skill('fatalThrow', { unit: 'darien' }), { script: { cells: [{ q: -3, r: 0 }] } });
    expect([hp(s, 'darien'), s.units.eli.pos]).toEqual([5, { q: -3, r: 0 }]);
  });
  it('Ambush: from Stealth a Dagger skill deals 1 more, and Stealth ends after it', () => {
    const s = run(
      [at('eli', 0, 0, 0, { statuses: [{ id: 'stealth' }] }), darien],
      skill('deathCut', { unit: 'darien' }),
      { rolls: [1] },
    );
    expect(hp(s, 'darien')).toBe(2);
    expect(hasStatus(s.units.eli, 'stealth')).toBe(false);
  });
  it('Vigilance gives Vigilance; cursed gives Cursed Vigilance', () => {
    const e = at('eli', 0, 0, 0, { side: 1 });
    expect(hasStatus(run([e, darien], skill('vigilance')).units.eli, 'vigilance')).toBe(true);
    expect(hasStatus(run([e, darien], skill('vigilance', undefined, true)).units.eli, 'cursedVigilance')).toBe(true);
  });
  it('Shadowstep dashes up to 2 towards the chosen cell and keeps the Stealth it grants', () => {
    const s = run(
      [at('eli', 0, 0, 0, { side: 1 }), at('darien', 2, 4, 1)],
      skill('shadowstep', { cell: { q: 3, r: 0 } }),
    );
    expect(s.units.eli.pos).toEqual({ q: 2, r: 0 });
    expect(hasStatus(s.units.eli, 'stealth')).toBe(true);
  });
  it('R-DASH-1 cursed Shadowstep cuts every enemy beside its path for 1', () => {
    const s = run(
      [at('eli', 0, 0, 0, { side: 1 }), at('darien', 2, 4, 1), at('noel', 3, 2, -1)],
      skill('shadowstep', { cell: { q: 4, r: 0 } }, true),
    );
    expect(s.units.eli.pos).toEqual({ q: 4, r: 0 });
    expect([hp(s, 'noel'), hp(s, 'darien')]).toEqual([4, 4]);
  });
  it('Shade Assault (ultimate) teleports and deals 2+A', () => {
    const s = run([eli, at('darien', 2, 4, 0)], skill('shadeAssault', { unit: 'darien' }), {
      rolls: [2],
      script: { cells: [{ q: 3, r: 0 }] },
    });
    expect([hp(s, 'darien'), s.units.eli.pos]).toEqual([1, { q: 3, r: 0 }]);
  });
  it('Smoke Veil (response, 10) makes the attack on Eli fizzle', () => {
    const s = run(
      [at('darien', 2, 0, 0, { side: 1, form: 'twin' }), at('eli', 0, 1, 0, { facing: 3 })],
      skill('brokenOath', { unit: 'eli' }),
      {
        turn: 'darien',
        rolls: [1],
        script: { reactions: { eli: { use: 'skill', skill: 'smokeVeil' } } },
      },
    );
    expect(hp(s, 'eli')).toBe(5);
    expect(hasStatus(s.units.eli, 'stealth')).toBe(true);
  });
  it('R-DASH-1 cursed Shadowstep cuts every enemy beside its path for 1', () => {
    const s = run(
      [at('eli', 0, 0, 0, { side: 1 }), at('darien', 2, 4, 1), at('noel', 3, 2, -1)],
      skill('shadowstep', { cell: { q: 4, r: 0 } }, true),
    );
    expect(s.units.eli.pos).toEqual({ q: 4, r: 0 });
    expect([hp(s, 'noel'), hp(s, 'darien')]).toEqual([4, 4]);
  });
});

describe('R-CHAIN-8 Nia and Eli through the engine', () => {
  const nia = at('nia', 2, 0, 0);
  it('Death Cut (28) answers Flame Soulburn (69) first and can kill Nia before it lands', () => {
    const s = run([nia, at('eli', 0, 1, 0, { facing: 3 })], skill('flameSoulburn', { unit: 'eli' }), {
      turn: 'nia',
      rolls: [1, 1],
      script: { reactions: { eli: { use: 'skill', skill: 'deathCut', target: { unit: 'nia' } } } },
    });
    expect(hp(s, 'nia')).toBe(3);
    // Soulburn then resolves: 1 + forced 1, Burning save with constitution 3 (no rolls left → generator).
    expect(hp(s, 'eli')).toBe(3);
  });
  it('Fatal Throw (29) teleports Eli 4+ away: Soulburn is used but has no effect', () => {
    const s = run([nia, at('eli', 0, 3, 0, { facing: 3 })], skill('flameSoulburn', { unit: 'eli' }), {
      turn: 'nia',
      script: {
        reactions: { eli: { use: 'skill', skill: 'fatalThrow', target: { unit: 'nia' } } },
        cells: [{ q: 5, r: -1 }],
      },
    });
    expect(hp(s, 'eli')).toBe(5);
    expect(hp(s, 'nia')).toBe(4);
    expect(s.units.nia.used).toContain('flameSoulburn');
  });
});

describe('Yunye (docs/content.md "Yunye")', () => {
  const yunye = at('yunye', 1, 0, 0);
  const target = (extra: Partial<U> = {}) => at('darien', 2, 1, 0, { facing: 3, ...extra });
  it('R-YUNYE-1 Intercepting Fist: a hit deals 1', () =>
    expect(hp(run([yunye, target()], skill('interceptingFist', { unit: 'darien' }), { rolls: [1] }), 'darien')).toBe(
      4,
    ));
  it('R-YUNYE-1 Intercepting Fist: a blank misses', () =>
    expect(hp(run([yunye, target()], skill('interceptingFist', { unit: 'darien' }), { rolls: [0] }), 'darien')).toBe(
      5,
    ));
  it('R-YUNYE-1 Intercepting Fist against Weakness: 1+N, plus Weakness +1', () =>
    expect(
      hp(
        run([yunye, target({ statuses: [{ id: 'weakness' }] })], skill('interceptingFist', { unit: 'darien' }), {
          rolls: [1, 1],
        }),
        'darien',
      ),
    ).toBe(2));
  it('Crumbling Palm deals 1+N and applies Weakness (save failed)', () => {
    const s = run([yunye, target()], skill('crumblingPalm', { unit: 'darien' }), { rolls: [1, 0, 0, 0, 0] });
    expect([hp(s, 'darien'), hasStatus(s.units.darien, 'weakness')]).toEqual([3, true]);
  });
  it('Sweeping Kick hits every adjacent enemy, not allies', () => {
    const s = run([yunye, target(), at('noel', 3, -1, 0), at('eli', 0, 0, 1)], skill('sweepingKick'), {
      rolls: [3, 3, 3, 3, 3, 3, 3],
    });
    expect([hp(s, 'darien'), hp(s, 'noel'), hp(s, 'eli')]).toEqual([4, 4, 5]);
  });
  it('Ruin Sweep deals 1 and pushes 1 every enemy in front', () => {
    const s = run([at('yunye', 1, 0, 0, { side: 1 }), target()], skill('ruinSweep'));
    expect([hp(s, 'darien'), s.units.darien.pos]).toEqual([4, { q: 2, r: 0 }]);
  });
  it('Still Water gives Sturdy; cursed also Regeneration', () => {
    const s = run([at('yunye', 1, 0, 0, { side: 1 }), target()], skill('stillWater', undefined, true));
    expect([hasStatus(s.units.yunye, 'sturdy'), hasStatus(s.units.yunye, 'regeneration')]).toEqual([true, true]);
  });
  it('Ruinbreaker Flurry (ultimate): Weakness, then two attacks of 1 (+1 Weakness each); cursed a third', () => {
    const s = run(
      [yunye, at('darien', 2, 1, 0, { hp: 10, maxHp: 10 })],
      skill('ruinbreakerFlurry', { unit: 'darien' }),
      { rolls: [1, 0] },
    );
    expect(hp(s, 'darien')).toBe(8);
    const c = run(
      [yunye, at('darien', 2, 1, 0, { hp: 10, maxHp: 10 })],
      skill('ruinbreakerFlurry', { unit: 'darien' }, true),
      { rolls: [1, 0, 1] },
    );
    expect(hp(c, 'darien')).toBe(6);
  });
  it('Redirect (response, 12) pushes a melee attacker 2 away: its attack fizzles (no Sturdy: balance pass)', () => {
    const s = run(
      [at('darien', 2, 0, 0, { side: 1 }), at('yunye', 1, 1, 0, { facing: 3 })],
      skill('brokenOath', { unit: 'yunye' }),
      {
        turn: 'darien',
        script: { reactions: { yunye: { use: 'skill', skill: 'redirect', target: { unit: 'darien' } } } },
      },
    );
    expect([hp(s, 'yunye'), hasStatus(s.units.yunye, 'sturdy')]).toEqual([5, false]);
    expect(s.units.darien.pos).not.toEqual({ q: 0, r: 0 });
  });
});

describe('Darien (docs/content.md "Darien")', () => {
  const foe = at('eli', 0, 1, 0, { facing: 3 });
  const d = (form: string, side: 0 | 1 = 0) => at('darien', 2, 0, 0, { form, side });
  it('R-DARIEN-3 Cleave, twin swords: 1 and Bleeding', () => {
    const s = run([d('twin'), foe], skill('cleave'), { rolls: [0, 0, 0] });
    expect([hp(s, 'eli'), hasStatus(s.units.eli, 'bleeding')]).toEqual([4, true]);
  });
  it('R-DARIEN-3 Cleave, greatsword: 1+N and push 1', () => {
    const s = run([d('great'), foe], skill('cleave'), { rolls: [1] });
    expect([hp(s, 'eli'), s.units.eli.pos]).toEqual([3, { q: 2, r: 0 }]);
  });
  it('R-FORCE-7 Charge approaches the target, then strikes (twin: 1; the target is not cut as a path hit)', () => {
    const s = run([d('twin'), at('eli', 0, 3, 0)], skill('charge', { unit: 'eli' }));
    expect([hp(s, 'eli'), s.units.darien.pos]).toEqual([4, { q: 2, r: 0 }]);
  });
  it('R-DASH-1 Charge, twin swords: every enemy beside the path takes 1 (its own window), allies are spared', () => {
    const s = run(
      [d('twin'), at('eli', 0, 3, 0), at('yunye', 1, 1, -1), at('noel', 3, 1, 1)],
      skill('charge', { unit: 'eli' }),
    );
    expect([hp(s, 'yunye'), hp(s, 'noel'), hp(s, 'eli'), s.units.darien.pos]).toEqual([4, 5, 4, { q: 2, r: 0 }]);
  });
  it('R-DASH-1 Charge, greatsword: no cut beside the path; 1 and push 2', () => {
    const s = run([d('great'), at('eli', 0, 3, 0), at('yunye', 1, 1, -1)], skill('charge', { unit: 'eli' }));
    expect([hp(s, 'yunye'), hp(s, 'eli'), s.units.eli.pos]).toEqual([5, 4, { q: 5, r: 0 }]);
  });
  it("R-DASH-1 a faster reaction to Charge's cut sees Darien at his start: Intercepting Fist (18) reaches him there", () => {
    const s = run(
      [d('twin'), at('eli', 0, 3, 0), at('yunye', 1, 1, -1, { facing: 4 })],
      skill('charge', { unit: 'eli' }),
      {
        rolls: [1],
        script: { reactions: { yunye: { use: 'skill', skill: 'interceptingFist', target: { unit: 'darien' } } } },
      },
    );
    expect([hp(s, 'darien'), hp(s, 'yunye'), hp(s, 'eli'), s.units.darien.pos]).toEqual([4, 4, 4, { q: 2, r: 0 }]);
  });
  it('Broken Oath, greatsword: 1+A to the target, 1 to Darien', () => {
    const s = run([d('great', 1), foe], skill('brokenOath', { unit: 'eli' }), { rolls: [2] });
    expect([hp(s, 'eli'), hp(s, 'darien')]).toEqual([2, 4]);
  });
  it('Parry, greatsword: push 1 and Sturdy', () => {
    const s = run([d('great', 1), foe], skill('parry', { unit: 'eli' }));
    expect([s.units.eli.pos, hasStatus(s.units.darien, 'sturdy')]).toEqual([{ q: 2, r: 0 }, true]);
  });
  it("Oathbreaker's Verdict (ultimate), greatsword: 1+A around and push 1; allies are spared", () => {
    const s = run([d('great'), foe, at('noel', 3, -1, 0)], skill('verdict'), { rolls: [2] });
    expect([hp(s, 'eli'), hp(s, 'noel'), s.units.eli.pos]).toEqual([2, 5, { q: 2, r: 0 }]);
  });
  it('R-DARIEN-2 Switch Form is a bonus action once per turn', () => {
    const state = position({ units: [d('twin'), foe] });
    const s = play(state, 2, skill('switchForm')).state;
    expect(s.turn!.standardActions).toBe(0);
    expect(s.units.darien.form).toBe('great');
    expect(reject(s, 2, skill('switchForm'))).toBe('skill/limit');
  });
  it('Unbroken (response, 15), greatsword: Sturdy and Ice Shield before a slower hit lands', () => {
    const s = run(
      [at('eli', 0, 0, 0), at('darien', 2, 1, 0, { facing: 3, form: 'great' })],
      skill('deathCut', { unit: 'darien' }),
      {
        rolls: [1],
        script: { reactions: { darien: { use: 'skill', skill: 'unbroken' } } },
      },
    );
    expect(hp(s, 'darien')).toBe(5); // 2 − Sturdy − Ice Shield
  });
});

describe('Noel (docs/content.md "Noel")', () => {
  const noel = at('noel', 3, 0, 0);
  it('Draw Circle places a teleport circle on an empty cell', () => {
    const s = run([noel, at('eli', 0, 4, 0)], skill('drawCircle', { cell: { q: 2, r: 0 } }));
    expect(s.markers.map((m) => [m.kind, m.cell])).toEqual([['teleportCircle', { q: 2, r: 0 }]]);
  });
  it('Soul Thread deals 1 and Links (save failed)', () => {
    const s = run([noel, at('eli', 0, 3, 0)], skill('soulThread', { unit: 'eli' }), { rolls: [0, 0, 0] });
    expect(hasStatus(s.units.eli, 'link')).toBe(true);
    expect(hp(s, 'eli')).toBe(4);
  });
  it('Foresight gives another ally Ice Shield', () => {
    const s = run(
      [at('noel', 3, 0, 0, { side: 1 }), at('darien', 2, -2, 0), at('eli', 0, 4, 0)],
      skill('foresight', { unit: 'darien' }),
    );
    expect(hasStatus(s.units.darien, 'iceShield')).toBe(true);
    expect(hasStatus(s.units.darien, 'link')).toBe(true); // Linked for a later rescue swap
  });
  it('White Gaze at distance 1 deals 1', () => {
    expect(
      hp(run([at('noel', 3, 0, 0, { side: 1 }), at('eli', 0, 1, 0)], skill('whiteGaze', { unit: 'eli' })), 'eli'),
    ).toBe(4);
  });
  it('White Gaze: distance 2–3 deals 1+N, distance 4–5 deals 1+A (R-DMG-2)', () => {
    const n = at('noel', 3, 0, 0, { side: 1 });
    expect(hp(run([n, at('eli', 0, 2, 0)], skill('whiteGaze', { unit: 'eli' }), { rolls: [1] }), 'eli')).toBe(3);
    expect(hp(run([n, at('eli', 0, 4, 0)], skill('whiteGaze', { unit: 'eli' }), { rolls: [2] }), 'eli')).toBe(2);
  });
});

describe('Silas (docs/content.md "Silas")', () => {
  const silas = at('silas', 0, 0, 0);
  it('Raise Dead summons a skeleton with its own HP', () => {
    const s = run([silas, at('darien', 2, 4, 0)], skill('raiseDead', { cell: { q: 1, r: 0 } }));
    const sk = Object.values(s.units).find((u) => u.def === 'skeleton')!;
    expect([sk.pos, sk.hp, sk.team]).toEqual([{ q: 1, r: 0 }, 2, 'red']);
  });
  it('Bone Spear hits every enemy on the line; cursed +N', () => {
    const s = run([silas, at('darien', 2, 1, 0), at('noel', 3, 3, 0)], skill('boneSpear', { direction: 0 }));
    expect([hp(s, 'darien'), hp(s, 'noel')]).toEqual([4, 4]);
    const c = run([silas, at('darien', 2, 1, 0), at('noel', 3, 3, 0)], skill('boneSpear', { direction: 0 }, true), {
      rolls: [1, 3, 3, 3, 0, 0, 0, 0],
    });
    expect([hp(c, 'darien'), hp(c, 'noel')]).toEqual([3, 4]);
  });
  it('Soul Harvest deals 1 and heals Silas 1', () => {
    const s = run(
      [at('silas', 0, 0, 0, { side: 1, hp: 3 }), at('darien', 2, 2, 0)],
      skill('soulHarvest', { unit: 'darien' }),
    );
    expect([hp(s, 'darien'), hp(s, 'silas')]).toEqual([4, 4]);
  });
  it('Mend Bones heals another ally 2', () => {
    const s = run(
      [at('silas', 0, 0, 0, { side: 1 }), at('eli', 1, 2, 0, { hp: 2 }), at('darien', 2, 3, 1)],
      skill('mendBones', { unit: 'eli' }),
    );
    expect(hp(s, 'eli')).toBe(4);
  });
  it('R-SILAS-2 a skeleton answers an attack with Rend (68): attack A, on a hit 1+N, after the faster Death Cut', () => {
    const state = position({ units: [at('eli', 0, 0, 0), at('silas', 2, -3, 0)], forcedRolls: [0, 1, 1] });
    const sk = summon(hookContext(state), state.units.silas, 'skeleton', { q: 1, r: 0 })!;
    sk.facing = 3; // facing Eli: Rend needs vision
    const s = play(state, 0, skill('deathCut', { unit: sk.id }), {
      reactions: { [sk.id]: { use: 'skill', skill: 'rend', target: { unit: 'eli' } } },
    }).state;
    expect([s.units[sk.id].hp, hp(s, 'eli')]).toEqual([1, 3]);
  });
});

describe('Edwin (docs/content.md "Edwin")', () => {
  const edwin = (extra: Partial<U> = {}) => at('edwin', 0, 0, 0, extra);
  it('Bounty Shot: distance 2–4 deals 1+N; a loaded prepared round adds 1 and is spent', () => {
    const state = position({ units: [edwin(), at('darien', 2, 3, 0, { hp: 10, maxHp: 10 })], forcedRolls: [1] });
    state.units.edwin.mechanism.preparedRounds = 3;
    const s = play(state, 0, skill('bountyShot', { unit: 'darien' })).state;
    expect([hp(s, 'darien'), s.units.edwin.mechanism.preparedRounds]).toEqual([7, 2]);
  });
  it('Bounty Shot at distance 5 deals 1; Quick Draw deals 1 without rounds', () => {
    expect(hp(run([edwin(), at('darien', 2, 5, 0)], skill('bountyShot', { unit: 'darien' })), 'darien')).toBe(4);
    expect(hp(run([edwin(), at('darien', 2, 2, 0)], skill('quickDraw', { unit: 'darien' })), 'darien')).toBe(4);
  });
  it('Rig Charges fills the item slots with detonators and reloads a round', () => {
    const s = run([edwin({ side: 1 }), at('darien', 2, 4, 0)], skill('rigCharges'));
    expect(s.units.edwin.items).toEqual(['highEnergyDetonator', 'highEnergyDetonator']);
    expect(s.units.edwin.mechanism.preparedRounds).toBe(1);
  });
  it('a detonator card places a marker within 3', () => {
    const state = position({ units: [edwin({ items: ['highEnergyDetonator'] }), at('darien', 2, 4, 0)] });
    const s = play(state, 0, { type: 'item', slot: 0, target: { cell: { q: 2, r: 0 } } }).state;
    expect(s.markers.map((m) => [m.kind, m.cell])).toEqual([['detonator', { q: 2, r: 0 }]]);
    expect(s.units.edwin.items).toEqual([]);
  });
  it('Dead or Alive (ultimate, unrespondable) deals 1+N at range 7 with no reaction window', () => {
    const s = run([edwin(), at('darien', 2, 5, 0)], skill('deadOrAlive', { unit: 'darien' }), { rolls: [1] });
    expect(hp(s, 'darien')).toBe(3);
  });
  it('Point-Blank (response, 14) hits and pushes the attacker first', () => {
    const s = run([at('eli', 0, 0, 0), at('edwin', 2, 1, 0, { facing: 3 })], skill('deathCut', { unit: 'edwin' }), {
      rolls: [1],
      script: { reactions: { edwin: { use: 'skill', skill: 'pointBlank', target: { unit: 'eli' } } } },
    });
    expect([hp(s, 'eli'), hp(s, 'edwin')]).toEqual([4, 5]); // Eli pushed out of reach: Death Cut fizzles
  });
});

describe('Alicia (docs/content.md "Alicia")', () => {
  const alicia = at('alicia', 0, 0, 0);
  it('Heartstring deals 1+N and pulls 2', () => {
    const s = run([alicia, at('darien', 2, 4, 0)], skill('heartstring', { unit: 'darien' }), { rolls: [1] });
    expect([hp(s, 'darien'), s.units.darien.pos]).toEqual([3, { q: 2, r: 0 }]);
  });
  it('Severing Thread deals 1+N and pushes 2', () => {
    const s = run([alicia, at('darien', 2, 1, 0)], skill('severingThread', { unit: 'darien' }), { rolls: [1] });
    expect([hp(s, 'darien'), s.units.darien.pos]).toEqual([3, { q: 3, r: 0 }]);
  });
  it('Grand Marionette (ultimate) pulls 4, Roots without a save, deals 1', () => {
    const s = run([alicia, at('darien', 2, 5, 0)], skill('grandMarionette', { unit: 'darien' }));
    expect([hp(s, 'darien'), s.units.darien.pos, hasStatus(s.units.darien, 'root')]).toEqual([4, { q: 1, r: 0 }, true]);
  });
});

describe('Nia (docs/content.md "Nia")', () => {
  const nia = (extra: Partial<U> = {}) => at('nia', 0, 0, 0, extra);
  it('Flame Soulburn deals 1+N and Burns (save failed)', () => {
    const s = run([nia(), at('darien', 2, 3, 0)], skill('flameSoulburn', { unit: 'darien' }), {
      rolls: [1, 0, 0, 0, 0],
    });
    expect([hp(s, 'darien'), hasStatus(s.units.darien, 'burning')]).toEqual([3, true]);
  });
  it('R-NIA-4 Flame Soulburn cannot reach distance 4', () => {
    const state = position({ units: [nia(), at('darien', 2, 4, 0)] });
    expect(reject(state, 0, skill('flameSoulburn', { unit: 'darien' }))).toBe('target/out_of_range');
  });
  it('Cinder Burst hits every enemy in the front cone within 2', () => {
    const s = run([nia(), at('darien', 2, 1, 0), at('noel', 3, 2, -1)], skill('cinderBurst'));
    expect([hp(s, 'darien'), hp(s, 'noel')]).toEqual([4, 4]);
  });
  it('Frost Lance damages and Roots along a line of 4', () => {
    const s = run([nia({ side: 1 }), at('darien', 2, 4, 0)], skill('frostLance', { direction: 0 }), {
      rolls: [0, 0, 0, 0],
    });
    expect([hp(s, 'darien'), hasStatus(s.units.darien, 'root')]).toEqual([4, true]);
  });
  it('Ice Ward gives another ally Ice Shield', () => {
    const s = run([nia({ side: 1 }), at('eli', 1, 0, 2), at('darien', 2, 4, 0)], skill('iceWard', { unit: 'eli' }));
    expect(hasStatus(s.units.eli, 'iceShield')).toBe(true);
  });
  it('Arcane Missiles: three attacks of 1', () => {
    const s = run([nia({ board: 1, side: 0 }), at('darien', 2, 5, 0)], skill('arcaneMissiles', { unit: 'darien' }), {
      rolls: [1, 0, 1],
    });
    expect(hp(s, 'darien')).toBe(3);
  });
  it('Blink teleports up to 3', () => {
    const s = run([nia({ board: 1, side: 0 }), at('darien', 2, 5, 0)], skill('blink'), {
      script: { cells: [{ q: -3, r: 0 }] },
    });
    expect(s.units.nia.pos).toEqual({ q: -3, r: 0 });
    const c = run([nia({ board: 1, side: 0 }), at('darien', 2, 5, 0)], skill('blink', undefined, true), {
      script: { cells: [{ q: -5, r: 0 }] },
    });
    expect(c.units.nia.pos).toEqual({ q: -5, r: 0 });
  });
  it('Mad Surge gives Frenzy and costs 1 HP', () => {
    const s = run([nia({ board: 1, side: 1 }), at('darien', 2, 5, 0)], skill('madSurge'));
    expect([hasStatus(s.units.nia, 'frenzy'), hp(s, 'nia')]).toEqual([true, 4]);
  });
  it('R-NIA-1 a flip may show any side of either board (O-48)', () => {
    const state = position({ units: [nia(), at('darien', 2, 5, 0)] });
    const s = play(state, 0, { type: 'flip', board: 1, side: 1 }).state;
    expect([s.units.nia.board, s.units.nia.side]).toEqual([1, 1]);
  });
});

describe('items and equipment through the engine', () => {
  it('Throwing Knife (30) deals 1; Healing Draught heals 2; Tar Flask Roots', () => {
    const mk = (items: string[], extra: Partial<U> = {}) =>
      position({ units: [at('eli', 0, 0, 0, { items, ...extra }), at('darien', 2, 2, 0)], forcedRolls: [0, 0, 0, 0] });
    expect(
      hp(play(mk(['throwingKnife']), 0, { type: 'item', slot: 0, target: { unit: 'darien' } }).state, 'darien'),
    ).toBe(4);
    expect(hp(play(mk(['healingDraught'], { hp: 2 }), 0, { type: 'item', slot: 0 }).state, 'eli')).toBe(4);
    expect(
      hasStatus(
        play(mk(['tarFlask']), 0, { type: 'item', slot: 0, target: { unit: 'darien' } }).state.units.darien,
        'root',
      ),
    ).toBe(true);
  });
  it('Cursed Idol gives 2 curse tokens; Smoke Pellet gives Stealth; Grappling Hook dashes 3', () => {
    const mk = (items: string[]) => position({ units: [at('eli', 0, 0, 0, { items }), at('darien', 2, 5, 0)] });
    expect(play(mk(['cursedIdol']), 0, { type: 'item', slot: 0 }).state.units.eli.curse).toBe(4);
    expect(hasStatus(play(mk(['smokePellet']), 0, { type: 'item', slot: 0 }).state.units.eli, 'stealth')).toBe(true);
    expect(
      play(mk(['grapplingHook']), 0, { type: 'item', slot: 0, target: { cell: { q: 3, r: 0 } } }).state.units.eli.pos,
    ).toEqual({ q: 3, r: 0 });
  });
  it('Iron Buckler gives Ice Shield; Blood Chalice heals 1 and gives a curse token; Binding Chain pulls 2', () => {
    const mk = (card: string, extra: Partial<U> = {}) =>
      position({
        variant: 'standard',
        units: [at('eli', 0, 0, 0, { equipment: { card }, ...extra }), at('darien', 2, 3, 0)],
      });
    expect(hasStatus(play(mk('ironBuckler'), 0, { type: 'equipment' }).state.units.eli, 'iceShield')).toBe(true);
    const chalice = play(mk('bloodChalice', { hp: 3 }), 0, { type: 'equipment' }).state.units.eli;
    expect([chalice.hp, chalice.curse]).toEqual([4, 1]);
    expect(
      play(mk('bindingChain'), 0, { type: 'equipment', target: { unit: 'darien' } }).state.units.darien.pos,
    ).toEqual({ q: 1, r: 0 });
  });
});
