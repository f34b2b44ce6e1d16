/**
 * The unique mechanisms played through the real engine (plugins of shared/mechanisms in the standard game definition): Noel's circles, Darien's
 * reaction switch mid-chain, Edwin's detonators, Alicia's puppet, Nia's essences, Silas's night, Yunye's Ruin Stance,
 * Eli's Hidden Blade, the Soul-Splitting Bell at turn start.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/rules';
import type { Seat } from '../../../shared/rules/state';
import { hasStatus } from '../../../shared/rules/statuses';
import { essencesOf } from '../../../shared/mechanisms/nia';
import { play, reject } from './driver';
import { CONTENT } from '../../../shared/content';
import { hookContext, position } from './position';
import { summon } from '../../../shared/rules/mechanismApi';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});
const skill = (id: string, target?: unknown, curse = false) => ({
  type: 'skill',
  skill: id,
  ...(target ? { target } : {}),
  ...(curse ? { curse: true } : {}),
});

describe('R-NOEL-2 circles, Link and swap through the engine', () => {
  it('Draw Circle, Soul Thread (save failed), then Circle Swap as a bonus action moves the Linked enemy onto the circle', () => {
    let s = position({
      units: [at('noel', 3, 0, 0), at('eli', 0, 3, 0), at('yunye', 1, 4, -1)],
      forcedRolls: [0, 0, 0],
    });
    s = play(s, 3, skill('drawCircle', { cell: { q: -2, r: 0 } })).state;
    s = play(s, 3, skill('soulThread', { unit: 'eli' })).state;
    expect(hasStatus(s.units.eli, 'link')).toBe(true);
    s = play(s, 3, skill('circleSwap')).state;
    expect(s.units.eli.pos).toEqual({ q: -2, r: 0 });
    expect(s.markers).toEqual([]);
    expect(s.turn!.standardActions).toBe(2);
  });

  it('a Linked unit swapped onto an occupied circle: the occupant takes its old cell', () => {
    let s = position({
      units: [at('noel', 3, 0, 0), at('eli', 0, 3, 0), at('darien', 2, 4, -1)],
      forcedRolls: [0, 0, 0],
    });
    s = play(s, 3, skill('drawCircle', { cell: { q: -2, r: 0 } })).state;
    s = play(s, 3, skill('soulThread', { unit: 'eli' })).state;
    s.units.darien.pos = { q: -2, r: 0 }; // Darien walked onto the circle in the meantime
    s = play(s, 3, skill('circleSwap')).state;
    expect([s.units.eli.pos, s.units.darien.pos]).toEqual([
      { q: -2, r: 0 },
      { q: 3, r: 0 },
    ]);
  });
});

describe('R-DARIEN-2 switching form as a reaction mid-chain (O-46)', () => {
  it('the switch (99) resolves after the faster attack; the greatsword guard then blunts the next frontal hit', () => {
    let s = position({
      units: [at('eli', 0, 0, 0), at('darien', 2, 1, 0, { facing: 3, form: 'twin' })],
      forcedRolls: [1],
    });
    s = play(s, 0, skill('deathCut', { unit: 'darien' }), {
      reactions: { darien: { use: 'skill', skill: 'switchForm' } },
    }).state;
    expect([s.units.darien.hp, s.units.darien.form]).toEqual([3, 'great']); // Death Cut 1+1 landed in twin form
    s = play(s, 0, skill('fatalThrow', { unit: 'darien' }), { cells: [{ q: -2, r: 0 }] }).state;
    expect(s.units.darien.hp).toBe(3); // Fatal Throw's 1 from the front: −1 by Two Oaths (greatsword)
  });
});

describe('R-EDWIN-2 detonators through the engine', () => {
  it('Rig Charges, two placements, Detonate: damage on and next to the markers', () => {
    let s = position({
      units: [at('edwin', 0, 0, 0, { side: 1 }), at('darien', 2, 3, 0, { hp: 5 })],
      forcedRolls: [1],
    });
    s = play(s, 0, skill('rigCharges')).state;
    s = play(s, 0, { type: 'item', slot: 0, target: { cell: { q: 2, r: 0 } } }).state;
    s = play(s, 0, { type: 'item', slot: 0, target: { cell: { q: 3, r: -1 } } }).state;
    expect(s.markers.filter((m) => m.kind === 'detonator')).toHaveLength(2);
    s = play(s, 0, skill('detonate')).state;
    expect(s.units.darien.hp).toBe(3); // next to both markers: 1 + 1
    expect(s.markers).toEqual([]);
  });
});

describe('R-EDWIN-2 a 4th detonator on the map is refused', () => {
  it('with 3 markers out, placing another is rejected and nothing changes', () => {
    const s = position({ units: [at('edwin', 0, 0, 0, { items: ['highEnergyDetonator'] }), at('darien', 2, 5, 0)] });
    for (const [i, q] of [3, 4, 5].entries())
      s.markers.push({ id: `d${i}`, kind: 'detonator', cell: { q, r: -3 }, owner: 'edwin' });
    expect(reject(s, 0, { type: 'item', slot: 0, target: { cell: { q: 2, r: 0 } } })).toBe('content/marker_limit');
    s.markers.pop();
    expect(play(s, 0, { type: 'item', slot: 0, target: { cell: { q: 2, r: 0 } } }).state.markers).toHaveLength(3);
  });
});

describe('R-ALICIA-2/3 the puppet through the engine', () => {
  it('Pull the Strings places the puppet; an enemy walks through it but cannot stop on it; Puppet Dance hits around it', () => {
    let s = position({
      units: [at('alicia', 0, 0, 0, { side: 1 }), at('darien', 2, 3, 0, { facing: 3 })],
      forcedRolls: [1],
    });
    s = play(s, 0, skill('pullTheStrings'), { choices: ['1,0'] }).state;
    const puppet = Object.values(s.units).find((u) => u.def === 'puppet')!;
    expect(puppet.pos).toEqual({ q: 1, r: 0 });
    s = play(s, 0, skill('puppetDance')).state;
    expect(s.units.darien.hp).toBe(5); // nobody next to the puppet yet
    s.units.darien.pos = { q: 2, r: 0 };
    s.units.alicia.used = [];
    s = play(s, 0, skill('puppetDance')).state;
    expect(s.units.darien.hp).toBe(3);
  });
});

describe('R-NIA-2/3 essences through the engine', () => {
  it('element skills give essences; Essence Torrent spends them all', () => {
    let s = position({ units: [at('nia', 0, 0, 0), at('darien', 2, 2, 0, { hp: 5 })], forcedRolls: [0, 3, 3, 3, 3] });
    s = play(s, 0, skill('flameSoulburn', { unit: 'darien' })).state;
    expect(essencesOf(s.units.nia)).toEqual(['fire']);
    s = play(s, 0, { type: 'flip', board: 1, side: 1 }).state;
    s = play(s, 0, skill('essenceTorrent', { unit: 'darien' })).state;
    expect(essencesOf(s.units.nia)).toEqual([]);
    expect(s.units.darien.hp).toBe(5 - 1 - 2); // Soulburn 1+0 (saved Burning), Torrent 1 + 1 essence
    expect(hasStatus(s.units.darien, 'burning')).toBe(true); // fire spent: Burning without a save
  });
});

describe('R-SILAS-1 Night of the Dead through the engine', () => {
  it('poisons the ring and raises two skeletons', () => {
    const s = play(
      position({ units: [at('silas', 0, 0, 0), at('darien', 2, 1, 0)], forcedRolls: [0, 0, 0, 0] }),
      0,
      skill('nightOfTheDead'),
    ).state;
    expect(s.units.darien.hp).toBe(4);
    expect(hasStatus(s.units.darien, 'poison')).toBe(true);
    expect(Object.values(s.units).filter((u) => u.def === 'skeleton' && u.alive)).toHaveLength(2);
  });
});

describe('R-YUNYE-1 Ruin Stance through the engine', () => {
  it('a fist that damages a Weakened enemy may be used again that turn; otherwise once', () => {
    let s = position({
      units: [at('yunye', 1, 0, 0), at('darien', 2, 1, 0, { hp: 5, statuses: [{ id: 'weakness' }] })],
      forcedRolls: [1, 0, 1, 0],
    });
    s = play(s, 1, skill('interceptingFist', { unit: 'darien' })).state;
    s = play(s, 1, skill('interceptingFist', { unit: 'darien' })).state;
    expect(s.units.darien.hp).toBe(5 - 2 - 2);
  });
});

describe("R-EQUIP-6 the Soul-Splitting Bell at the start of its holder's turn", () => {
  it('enemies within 2 that fail the constitution-3 save take 1', () => {
    const s = position({
      variant: 'standard',
      units: [
        at('edwin', 0, 0, 0, { equipment: { card: 'soulSplittingBell' } }),
        at('darien', 2, 2, 0),
        at('eli', 1, 0, 1),
      ],
      forcedRolls: [0, 0, 0, 0],
      turn: { unit: 'edwin', phase: 'start' },
    });
    expect(s.units.darien.hp).toBe(CONTENT.characters.darien.stats.hp - 1);
    expect(s.units.eli.hp).toBe(CONTENT.characters.eli.stats.hp); // allies are not hit
  });
});

describe('R-ELI-5 Hidden Blade through the engine', () => {
  it('Eli ends his turn unseen and 3+ away from every enemy: he is Stealthed and cannot be targeted', () => {
    let s = position({ units: [at('eli', 0, 0, 0), at('darien', 2, 4, 0, { facing: 0 })] });
    s = play(s, 0, { type: 'endTurn' }).state;
    expect(hasStatus(s.units.eli, 'stealth')).toBe(true);
  });
  it('an enemy within 2 notices him', () => {
    let s = position({ units: [at('eli', 0, 0, 0), at('darien', 2, 2, 0, { facing: 0 })] });
    s = play(s, 0, { type: 'endTurn' }).state;
    expect(hasStatus(s.units.eli, 'stealth')).toBe(false);
  });
});

describe('equipment passives through the engine', () => {
  it("Hunter's Spyglass lets Bounty Shot reach distance 6 (the table's last column still applies)", () => {
    const units = (card: string | null) => [
      at('edwin', 0, -3, 0, card ? { equipment: { card } } : {}),
      at('darien', 2, 3, 0, { hp: 5 }),
    ];
    expect(
      reject(position({ variant: 'standard', units: units(null) }), 0, skill('bountyShot', { unit: 'darien' })),
    ).toBe('target/out_of_range');
    const s = play(
      position({ variant: 'standard', units: units('hunterSpyglass') }),
      0,
      skill('bountyShot', { unit: 'darien' }),
    ).state;
    expect(s.units.darien.hp).toBe(4);
  });
  it('Thorned Mail hurts an adjacent attacker', () => {
    const s = play(
      position({
        variant: 'standard',
        units: [at('eli', 0, 0, 0), at('darien', 2, 1, 0, { facing: 3, equipment: { card: 'thornedMail' } })],
        forcedRolls: [1],
      }),
      0,
      skill('deathCut', { unit: 'darien' }),
    ).state;
    expect(s.units.eli.hp).toBe(CONTENT.characters.eli.stats.hp - 1);
  });
});

describe('R-SILAS-2/4 skeletons take their own action phase after Silas', () => {
  it('after Silas ends his turn, his skeleton moves and Rends (attack A, 1+N) even though Silas is Stunned', () => {
    let s = position({
      units: [at('silas', 0, 0, 0, { statuses: [{ id: 'stun' }] }), at('darien', 2, 3, 0, { facing: 3 })],
      forcedRolls: [1, 1],
    });
    const sk = summon(hookContext(s), s.units.silas, 'skeleton', { q: 1, r: 0 })!;
    s = play(s, 0, { type: 'endTurn' }).state;
    expect(s.turn?.unit).toBe(sk.id);
    s = play(s, 0, { type: 'move', path: [{ q: 2, r: 0 }] }).state;
    s = play(s, 0, skill('rend', { unit: 'darien' })).state;
    expect(s.units.darien.hp).toBe(3);
    expect(reject(s, 0, skill('rend', { unit: 'darien' }))).not.toBe('');
  });
});

describe('the remaining ultimates and responses through the engine', () => {
  it('Great Transposition: Links the target without a save and swaps it onto its circle, Rooted', () => {
    let s = position({ units: [at('noel', 3, 0, 0), at('eli', 0, 3, 0)] });
    s = play(s, 3, skill('drawCircle', { cell: { q: -2, r: 0 } })).state;
    s = play(s, 3, skill('greatTransposition', { unit: 'eli' })).state;
    expect(s.units.eli.pos).toEqual({ q: -2, r: 0 });
    expect(hasStatus(s.units.eli, 'root')).toBe(true);
  });

  it('Blink Circle (8): Noel escapes onto his circle before the attack lands', () => {
    let s = position({ units: [at('eli', 0, 0, 0), at('noel', 3, 1, 0, { facing: 3 })], turn: { unit: 'noel' } });
    s = play(s, 3, skill('drawCircle', { cell: { q: 4, r: -2 } })).state;
    s.turn = { ...s.turn!, unit: 'eli' }; // hand the turn to Eli for the attack
    s.turnIndex = s.initiative.indexOf('eli');
    s = play(s, 0, skill('deathCut', { unit: 'noel' }), {
      reactions: { noel: { use: 'skill', skill: 'blinkCircle' } },
    }).state;
    expect(s.units.noel.pos).toEqual({ q: 4, r: -2 });
    expect(s.units.noel.hp).toBe(5);
  });

  it('Grave Chill (20): the attacker gets Weakness and Silas Sturdy before the hit', () => {
    const s = play(
      position({ units: [at('eli', 0, 0, 0), at('silas', 2, 1, 0, { facing: 3 })], forcedRolls: [1] }),
      0,
      skill('deathCut', { unit: 'silas' }),
      {
        reactions: { silas: { use: 'skill', skill: 'graveChill', target: { unit: 'eli' } } },
      },
    ).state;
    expect(hasStatus(s.units.eli, 'weakness')).toBe(true);
    expect(s.units.silas.hp).toBe(4); // 2 − Sturdy
  });

  it('Tangle pulls enemies within 2 of the puppet one step towards it and Roots them', () => {
    let s = position({ units: [at('alicia', 0, 0, 0, { side: 1 }), at('darien', 2, 3, 0)], forcedRolls: [0, 0, 0] });
    s = play(s, 0, skill('pullTheStrings'), { choices: ['1,0'] }).state;
    s = play(s, 0, skill('tangle')).state;
    expect(s.units.darien.pos).toEqual({ q: 2, r: 0 });
    expect(hasStatus(s.units.darien, 'root')).toBe(true);
  });

  it('Puppet Guard (12): Alicia trades places with her puppet and the attack misses', () => {
    let s = position({ units: [at('alicia', 0, 0, 0, { side: 1 }), at('eli', 1, 3, 0)], turn: { unit: 'alicia' } });
    s = play(s, 0, skill('pullTheStrings'), { choices: ['-1,0'] }).state;
    s.units.eli.seat = 2;
    s.units.eli.team = 'blue';
    s.units.eli.pos = { q: 1, r: 0 };
    s.units.eli.facing = 3;
    s.turn = { ...s.turn!, unit: 'eli' };
    s.turnIndex = s.initiative.indexOf('eli');
    s = play(s, 2, skill('deathCut', { unit: 'alicia' }), {
      reactions: { alicia: { use: 'skill', skill: 'puppetGuard' } },
    }).state;
    expect(s.units.alicia.pos).toEqual({ q: -1, r: 0 });
    expect(s.units.alicia.hp).toBe(5);
  });

  it('Elemental Cataclysm spends the essences once: every unit within 2 takes 1 + the essences spent, allies too', () => {
    const s0 = position({ units: [at('nia', 0, 0, 0), at('eli', 1, 1, 0), at('darien', 2, 0, 2)] });
    s0.units.nia.mechanism.essences = ['fire', 'frost'];
    const s = play(s0, 0, skill('elementalCataclysm')).state;
    expect([s.units.eli.hp, s.units.darien.hp]).toEqual([2, 2]);
    expect(s.units.nia.mechanism.essences).toEqual([]);
  });

  it('Backlash (19): 1 damage to the attacker first and an essence for Nia', () => {
    const s = play(
      position({ units: [at('eli', 0, 0, 0), at('nia', 2, 1, 0, { facing: 3 })], forcedRolls: [1] }),
      0,
      skill('deathCut', { unit: 'nia' }),
      {
        reactions: { nia: { use: 'skill', skill: 'backlash', target: { unit: 'eli' } } },
        choices: [], // Nia's essence choice: the default (option 0)
      },
    ).state;
    expect([s.units.eli.hp, s.units.nia.hp]).toEqual([4, 3]);
    expect(essencesOf(s.units.nia)).toEqual(['fire']); // the default: the kind she holds fewest of (ties: fire); the scenario skipped placement
  });
});

describe('R-EVENT-4 / O-08 events through the world turn', () => {
  it('Blood Moon (one-shot) gives every character a curse token when its night begins', () => {
    let s = position({ variant: 'standard', round: 4, units: [at('eli', 0, 0, 0), at('darien', 2, 3, 0)] });
    s.nights = [{ round: 5, card: 'bloodMoon', revealed: true }];
    s = play(s, 0, { type: 'endTurn' }).state;
    s = play(s, 2, { type: 'endTurn' }).state;
    expect(s.round).toBe(5);
    expect([s.units.eli.curse, s.units.darien.curse]).toEqual([1, 1]);
  });

  it('Endless Rain (night) takes 1 movement for the night and gives it back at the next world turn', () => {
    let s = position({ variant: 'standard', round: 4, units: [at('eli', 0, 0, 0), at('darien', 2, 3, 0)] });
    s.nights = [{ round: 5, card: 'endlessRain', revealed: true }];
    s = play(s, 0, { type: 'endTurn' }).state;
    s = play(s, 2, { type: 'endTurn' }).state;
    expect([s.round, s.units.eli.movement, s.turn!.movementLeft]).toEqual([5, 3, 3]);
    s = play(s, 0, { type: 'endTurn' }).state;
    s = play(s, 2, { type: 'endTurn' }).state;
    expect([s.round, s.units.eli.movement]).toEqual([6, 4]);
  });
});

describe('more passives and cards through the engine', () => {
  it('R-ITEM-7 the Stubborn Die swaps initiative at the next world turn (R-WORLD-5)', () => {
    let s = position({
      variant: 'standard',
      round: 2,
      units: [at('eli', 0, 0, 0), at('darien', 2, 3, 0, { items: ['stubbornDie'] })],
    });
    s = play(s, 0, { type: 'endTurn' }).state;
    s = play(s, 2, { type: 'item', slot: 0 }).state;
    s = play(s, 2, { type: 'endTurn' }).state;
    expect(s.initiative).toEqual(['darien', 'eli']);
  });

  it('O-08 Thick Fog: during its night a 5-range shot cannot choose a target 4 away', () => {
    const s = position({ variant: 'standard', round: 5, units: [at('edwin', 0, 0, 0), at('darien', 2, 4, 0)] });
    s.nights = [{ round: 5, card: 'thickFog', revealed: true }];
    expect(reject(s, 0, skill('bountyShot', { unit: 'darien' }))).toBe('target/out_of_range');
  });

  it("Draw Circle's curse swaps the Linked unit onto the new circle at once", () => {
    let s = position({ units: [at('noel', 3, 0, 0), at('eli', 0, 3, 0)], forcedRolls: [0, 0, 0] });
    s = play(s, 3, skill('drawCircle', { cell: { q: -2, r: 0 } })).state;
    s = play(s, 3, skill('soulThread', { unit: 'eli' })).state;
    s.units.noel.used = []; // a later turn: the Circles side is fresh again
    s.turn!.standardActions = 0;
    s = play(s, 3, skill('drawCircle', { cell: { q: 0, r: 2 } }, true)).state;
    expect(s.units.eli.pos).toEqual({ q: 0, r: 2 });
  });

  it('R-ELI-2/4 Vigilance (2 disadvantage dice) reduces the damage last; Cursed Vigilance negates it', () => {
    const hit = (status: 'vigilance' | 'cursedVigilance', rolls: number[]) =>
      play(
        position({
          units: [
            at('darien', 2, 0, 0, { side: 1, form: 'great' }),
            at('eli', 0, 1, 0, { facing: 3, statuses: [{ id: status }] }),
          ],
          forcedRolls: rolls,
          turn: { unit: 'darien' },
        }),
        2,
        skill('brokenOath', { unit: 'eli' }),
      ).state.units.eli;
    expect(hit('vigilance', [2, 1, 0]).hp).toBe(3); // 1+A (A 2) = 3, Vigilance rolls 1+0 → 2 taken
    expect(hit('cursedVigilance', [1]).hp).toBe(5);
  });

  it("Edwin's bounty: 2 souls when his shot kills an enemy character", () => {
    const s = play(
      position({
        variant: 'standard',
        units: [at('edwin', 0, 0, 0), at('noel', 3, 2, 0, { hp: 1 })],
        forcedRolls: [0],
      }),
      0,
      skill('quickDraw', { unit: 'noel' }),
    ).state;
    expect(s.units.noel.alive).toBe(false);
    expect(s.units.edwin.souls).toBe(2);
  });
});
