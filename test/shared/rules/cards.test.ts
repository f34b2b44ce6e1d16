// Items and equipment as actions and reactions (R-BONUS-4/5, R-STD-4, R-ITEM-3/4, R-EQUIP-3..5, R-REACT-5/6, O-31, O-41).
import { describe, expect, it } from 'vitest';
import { build, byId, ok, okRaw, rejects, skill, unit } from './helpers';

const hit = skill('hit', { speed: 50 });
const kit = (over = {}) =>
  build({
    variant: 'standard',
    map: { radius: 4 },
    skills: byId(hit),
    units: [
      unit('a', 0, 0, 0, { items: ['throwingKnife', 'smokePellet'], equipment: { card: 'ironBuckler' }, ...over }, [
        ['hit'],
        [],
      ]),
      unit('b', 2, 2, 0, { items: ['smokePellet'], equipment: { card: 'ironBuckler' } }, [['hit'], []]),
    ],
  });

describe('R-BONUS-4 / R-ITEM-3 items', () => {
  it('an item is a bonus action, is discarded, and its effect resolves (the target may react)', () => {
    let s = okRaw(kit(), 0, { type: 'item', slot: 0, target: { unit: 'b' } });
    expect(s.units.a.items).toEqual(['smokePellet']);
    expect(s.turn!.standardActions).toBe(0);
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'b', speed: 30 }); // R-ITEM-4: its printed speed
    s = okRaw(s, 2, { type: 'pass', prompt: s.pending!.id });
    expect(s.units.b.hp).toBe(4);
  });
  it('an empty slot is refused', () => rejects(kit(), 0, { type: 'item', slot: 3 }, 'item/none'));
  it('R-REACT-6 / O-41 an item as a reaction resolves at its printed speed (Smoke Pellet 15 beats 50: the action fizzles)', () => {
    let s = okRaw(kit(), 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } });
    s = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'item', slot: 0 });
    expect(s.units.b.items).toEqual([]);
    expect(s.units.b.hp).toBe(5); // Stealthed first: the hit fizzles at its re-check (R-RES-6, R-STATUS-9)
  });
});

describe('R-BONUS-5 / R-STD-4 / R-EQUIP-3/4 equipment', () => {
  it('using equipment turns it face down; reset is a standard action; face-down equipment cannot be used', () => {
    let s = ok(kit(), 0, { type: 'equipment' });
    expect(s.units.a.equipment).toEqual({ card: 'ironBuckler', faceUp: false });
    expect(s.units.a.statuses.map((x) => x.id)).toEqual(['iceShield']);
    rejects(s, 0, { type: 'equipment' }, 'equipment/face_down');
    s = ok(s, 0, { type: 'resetEquipment' });
    expect([s.units.a.equipment!.faceUp, s.turn!.standardActions]).toEqual([true, 1]);
    rejects(s, 0, { type: 'resetEquipment' }, 'equipment/face_up');
  });
  it('R-REACT-5 / R-EQUIP-5 equipment as a reaction at its printed speed (Iron Buckler 12 before a 50 hit)', () => {
    let s = okRaw(kit(), 0, { type: 'skill', skill: 'hit', target: { unit: 'b' } });
    s = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'equipment' });
    expect(s.units.b.equipment!.faceUp).toBe(false);
    expect(s.units.b.hp).toBe(5); // Ice Shield −1 on the 1-damage hit
  });
  it('R-SETUP-17 no equipment reset in the beginner game', () => {
    const s = build({
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0, { equipment: { card: 'ironBuckler', faceUp: false } }), unit('b', 2, 3, 0)],
    });
    rejects(s, 0, { type: 'resetEquipment' }, 'equipment/none');
  });
});

describe('R-RES-8 actions that affect no other unit open no window', () => {
  it('moving, turning, flipping and the rune never open a reaction window', () => {
    let s = kit({ rune: true, hp: 3 });
    s = okRaw(s, 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    s = okRaw(s, 0, { type: 'turn', facing: 3 });
    s = okRaw(s, 0, { type: 'flip' });
    s = okRaw(s, 0, { type: 'rune' });
    expect(s.pending).toBeNull();
  });
});
