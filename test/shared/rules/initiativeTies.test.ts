/**
 * Initiative ties (R-INIT-1/2, O-32): only the tied players roll again, for the places their tie covers; new ties roll
 * again; the modifier is added to every re-roll. Driven through scenarios that start before the roll
 * ("initiative": "roll", docs/scenarios.md) with forced d20 results in the order the engine rolls them.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario, type GameEvent, type ScenarioUnit } from '../../../shared/rules';
import { unit } from './helpers';

/** Four units a..d (seats 0..3) with initiative modifiers, rolled with the forced d20 results. */
function roll(
  mods: [number, number, number, number],
  rolls: number[],
): { order: string[]; rolled: [string, number, number][] } {
  const units: ScenarioUnit[] = ['a', 'b', 'c', 'd'].map((id, i) =>
    unit(id, i as 0 | 1 | 2 | 3, i - 2, i % 2 === 0 ? 0 : 2, { initiativeModifier: mods[i] }),
  );
  const p = parseScenario({ map: { radius: 4 }, units, initiative: 'roll', forcedRolls: rolls });
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  const r = runScenario(p.scenario);
  if ('error' in r) throw new Error(r.error);
  const rolled = r.events.flatMap((e: GameEvent) =>
    e.type === 'initiativeRolled' ? [[e.unit, e.roll, e.total] as [string, number, number]] : [],
  );
  return { order: r.state.initiative, rolled };
}

describe('R-INIT-2 initiative ties', () => {
  it('R-INIT-2: two separate ties each re-roll among themselves, only for the places they cover', () => {
    // a, b tie on 5; c, d tie on 10. c re-rolls a 1 and still cannot pass a or b.
    const { order, rolled } = roll([0, 0, 0, 0], [5, 5, 10, 10, 7, 3, 1, 20]);
    expect(order).toEqual(['b', 'a', 'c', 'd']);
    expect(rolled.slice(4).map((x) => x[0])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('R-INIT-2: a new tie among the re-rollers rolls again ("repeat for new ties"); the others keep their places', () => {
    // d 2 is first; a, b, c tie on 10; their re-roll: a 4, b 4, c 1 → c next, a and b tie again → a 6, b 3.
    const { order, rolled } = roll([0, 0, 0, 0], [10, 10, 10, 2, 4, 4, 1, 6, 3]);
    expect(order).toEqual(['d', 'c', 'b', 'a']);
    expect(rolled.map((x) => x[0])).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'a', 'b']);
  });

  it('R-INIT-1 / O-32: a tie made by the modifiers re-rolls with the modifier added again', () => {
    // a: 5 + 5 = 10, b: 10 + 0 = 10 tie; re-roll a 4 + 5 = 9 against b 7 + 0 = 7: b first (without the modifier a would be).
    const { order, rolled } = roll([5, 0, 0, 0], [5, 10, 15, 20, 4, 7]);
    expect(rolled.slice(4)).toEqual([
      ['a', 4, 9],
      ['b', 7, 7],
    ]);
    expect(order).toEqual(['b', 'a', 'c', 'd']);
  });
});
