/**
 * Detonate is an area (O-52 in docs/rules/en.md): a non-targeted area attack whose targets are the units its detonators
 * hit, blast by blast in the order the detonators were placed. When Edwin dies to one of his own blasts, its remaining
 * targets fizzle (O-30, R-RES-6): nobody else is hit, and the detonators not yet set off stay where they lie.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/rules';
import type { GameEvent } from '../../../shared/rules/events';
import type { GameState, Seat } from '../../../shared/rules/state';
import { CONTENT } from '../../../shared/content';
import { play } from './driver';
import { position } from './position';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});
const damaged = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'damaged' ? [e.unit] : []));

/** Edwin (1 HP, Demolition side up) beside his first detonator; the second lies under Darien, the third beside Noel. */
function minefield(edwinHp: number): GameState {
  const s = position({
    units: [
      at('edwin', 0, 0, 0, { side: 1, hp: edwinHp }),
      at('darien', 2, 4, 0, { hp: 5 }),
      at('noel', 3, 0, 4, { hp: 5 }),
      at('yunye', 1, -4, 0),
    ],
    forcedRolls: [1, 1, 1],
  });
  s.markers.push({ id: 'd1', kind: 'detonator', cell: { q: 1, r: 0 }, owner: 'edwin' });
  s.markers.push({ id: 'd2', kind: 'detonator', cell: { q: 4, r: 0 }, owner: 'edwin' });
  s.markers.push({ id: 'd3', kind: 'detonator', cell: { q: 1, r: 3 }, owner: 'edwin' });
  return s;
}

describe('O-52 Detonate is an area: its targets fizzle when Edwin dies to his own blast', () => {
  it('O-52 / O-30 / R-RES-6: Edwin dies to the first blast; Darien and Noel take nothing; the other detonators stay', () => {
    const { state, events } = play(minefield(1), 0, { type: 'skill', skill: 'detonate' });
    expect(state.units.edwin.alive).toBe(false);
    expect(damaged(events)).toEqual(['edwin']);
    expect(state.units.darien.hp).toBe(5);
    expect(state.units.noel.hp).toBe(5);
    const fizzled = events.flatMap((e) => (e.type === 'fizzled' ? [[e.target, e.reason]] : []));
    expect(fizzled).toEqual([
      ['darien', 'source_dead'],
      ['noel', 'source_dead'],
    ]);
    expect(state.markers.map((m) => m.id)).toEqual(['d2', 'd3']);
  });

  it('O-52: while Edwin lives every detonator within 6 goes off, in placement order', () => {
    const { state, events } = play(minefield(5), 0, { type: 'skill', skill: 'detonate' });
    expect(damaged(events)).toEqual(['edwin', 'darien', 'noel']);
    expect(state.units.edwin.hp).toBe(4);
    expect(state.units.darien.hp).toBe(3); // on the marker: 1 + N (N = 1)
    expect(state.units.noel.hp).toBe(4); // beside the marker: 1
    expect(state.markers).toEqual([]);
    expect(CONTENT.characters.edwin.boards[0].sides[1].skills.map((k) => k.id)).toContain('detonate');
  });
});
