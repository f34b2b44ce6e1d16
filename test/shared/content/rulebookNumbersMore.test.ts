import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../shared/content';
import type { CardDef } from '../../../shared/content/schema';
import { allEffects, skill, skillsOf } from './helpers';

const { silas, edwin, alicia, nia } = CONTENT.characters;
const cards = Object.values(CONTENT.cards) as CardDef[];

describe('R-COMP-1 eight characters', () => {
  it('the box has 8 characters with the rulebook ids', () => {
    expect(Object.keys(CONTENT.characters).sort()).toEqual([
      'alicia',
      'darien',
      'edwin',
      'eli',
      'nia',
      'noel',
      'silas',
      'yunye',
    ]);
  });
  it('printed HP is between 6 and 10 (docs/content.md balance targets)', () => {
    for (const c of Object.values(CONTENT.characters)) {
      expect(c.stats.hp, c.id).toBeGreaterThanOrEqual(6);
      expect(c.stats.hp, c.id).toBeLessThanOrEqual(10);
    }
  });
});

describe('R-SILAS-2..6 skeletons', () => {
  const sk = CONTENT.units.skeleton;
  const rend = sk.skills.find((k) => k.id === 'rend')!;
  it('R-SILAS-2 Rend is speed 68: attack `211` once, 1 + `111` damage, standard action and reaction', () => {
    expect(rend.speed).toBe(68);
    expect([rend.usage, rend.cost, rend.reaction]).toEqual(['extra', 'standard', true]);
    expect(rend.effects).toEqual([
      {
        kind: 'attack',
        dice: [{ kind: 'advantage', count: 1 }],
        onHit: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } }],
      },
    ]);
  });
  it('R-SILAS-3 skeletons are immune to all statuses', () => expect(sk.immuneToStatuses).toBe(true));
  it('R-SILAS-6 a skeleton has its own HP whose max never goes down', () => {
    expect(sk.stats.hp).toBeGreaterThan(0);
    expect(sk.maxHpDecays).toBe(false);
  });
  it('R-SILAS-1 Silas summons at most 2 skeletons', () => {
    expect(silas.summons).toEqual(['skeleton']);
    const summon = allEffects(skill(silas, 'raiseDead')).find((e) => e.kind === 'summon');
    expect(summon).toMatchObject({ unit: 'skeleton', max: 2 });
  });
});

describe('R-NIA-1..4 Nia', () => {
  it('R-NIA-1 has two skill boards', () => expect(nia.boards).toHaveLength(2));
  it('R-NIA-4 Flame Soulburn is speed 69 with range at most 3 (R-CHAIN-8)', () => {
    const k = skill(nia, 'flameSoulburn');
    expect(k.speed).toBe(69);
    expect(k.targeting.kind).toBe('single');
    expect(k.targeting.range!.max).toBeLessThanOrEqual(3);
    // R-CHAIN-8: Eli at distance 3 who teleports 1+ away is out of range.
    expect(k.targeting.range!.max).toBeLessThan(4);
  });
});

describe('R-EDWIN-1/2 and R-ITEM-8 detonators', () => {
  const det = CONTENT.cards.highEnergyDetonator;
  it('the High-Energy Detonator is an item with 2 copies that never enters the market', () => {
    expect([det.deck, det.copies, det.market]).toEqual(['item', 2, false]);
  });
  it('at most 3 detonator markers are on the map', () => {
    expect(allEffects(det.use!).find((e) => e.kind === 'placeMarker')).toMatchObject({ marker: 'detonator', max: 3 });
  });
  it('Rig Charges puts at most 2 detonators in hand (two gains into the 2 item slots)', () => {
    const gains = allEffects(skill(edwin, 'rigCharges')).filter((e) => e.kind === 'gainItem');
    expect(gains).toHaveLength(2);
  });
  it('R-EDWIN-3 the Flintlock side exists', () =>
    expect(edwin.boards[0].sides.map((s) => s.id)).toContain('flintlock'));
});

describe('R-ALICIA-1..3 puppet', () => {
  const p = CONTENT.units.puppet;
  it('cannot be targeted; others pass through but never stop on it', () => {
    expect([p.untargetable, p.passThrough]).toEqual([true, true]);
  });
  it('Alicia summons the puppet and moves it with a bonus action ignoring terrain (R-ALICIA-2)', () => {
    expect(alicia.summons).toEqual(['puppet']);
    const k = skill(alicia, 'pullTheStrings');
    expect([k.cost, k.tags]).toEqual(['bonus', ['ignores-terrain']]);
  });
});

describe('R-ITEM / R-EQUIP / R-MARKET cards', () => {
  it('R-ITEM-2 every item costs 2 souls; R-EQUIP-2 every equipment 3', () => {
    for (const c of cards) expect(c.price, c.id).toBe(c.deck === 'item' ? 2 : 3);
  });
  it('R-COMP-3 the box holds 16 item and equipment cards, counting copies', () => {
    expect(cards.reduce((n, c) => n + (c.copies ?? 1), 0)).toBe(16);
  });
  it('R-MARKET-1 the market decks can lay out 4 items and 4 equipment', () => {
    const market = cards.filter((c) => c.market !== false);
    expect(market.filter((c) => c.deck === 'item').length).toBeGreaterThanOrEqual(4);
    expect(market.filter((c) => c.deck === 'equipment').length).toBeGreaterThanOrEqual(4);
  });
  it('R-ITEM-7 the Stubborn Die is a market item', () => {
    expect(CONTENT.cards.stubbornDie).toMatchObject({ deck: 'item', price: 2 });
  });
  it('R-EQUIP-6 the Soul-Splitting Bell: enemies within 2, constitution 3 save, unrespondable and unresistable, at turn start', () => {
    const bell = CONTENT.cards.soulSplittingBell;
    expect(bell.deck).toBe('equipment');
    const t = bell.startOfTurn!;
    expect(t.targeting).toMatchObject({ kind: 'surround', range: { max: 2 }, filter: 'enemy', vision: false });
    expect(t.tags).toEqual(expect.arrayContaining(['unrespondable', 'unresistable', 'non-targeted']));
    expect(t.effects[0]).toMatchObject({ kind: 'hook', params: { threshold: 3, damage: 1 } });
  });
  it('R-ITEM-4 printed speeds are kept on the card and its use', () => {
    for (const c of cards) if (c.speed !== undefined) expect(c.use?.speed, c.id).toBe(c.speed);
  });
});

describe('R-EVENT-1 events', () => {
  it('6 event cards (3 are drawn per game), each oneShot or night (O-08)', () => {
    expect(Object.keys(CONTENT.events)).toHaveLength(6);
    for (const e of Object.values(CONTENT.events)) expect(['oneShot', 'night']).toContain(e.duration);
  });
});

describe('R-SKILL-1 board shapes', () => {
  it('every character but Nia has one board (R-SKILL-1)', () => {
    for (const c of Object.values(CONTENT.characters)) expect(c.boards.length, c.id).toBe(c.id === 'nia' ? 2 : 1);
  });
  it('every character has exactly one ultimate and one response skill', () => {
    for (const c of Object.values(CONTENT.characters)) {
      expect(
        skillsOf(c).filter((k) => k.usage === 'ultimate'),
        c.id,
      ).toHaveLength(1);
      expect(
        skillsOf(c).filter((k) => k.usage === 'response'),
        c.id,
      ).toHaveLength(1);
    }
  });
});
