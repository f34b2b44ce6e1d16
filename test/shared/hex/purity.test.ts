import { describe, expect, it } from 'vitest';
import {
  dashOptions,
  frontCone,
  hasLineOfSight,
  hexCorners,
  hexKey,
  lineOfSightTable,
  pullOptions,
  pushOptions,
  reachableCells,
  ring,
  spiral,
  surround,
  visibleCells,
  type Hex,
} from '../../../shared/hex';

const frozen = (q: number, r: number): Hex => Object.freeze({ q, r });
const blocking = (keys: string[]) => (h: Hex) => keys.includes(hexKey(h));

describe('shared/hex is pure (STYLE: the engine never touches its input)', () => {
  it('accepts frozen cells everywhere and answers the same twice', () => {
    const a = frozen(0, 0);
    const b = frozen(3, -1);
    const isBlocking = blocking(['1,0', '2,-1']);
    const run = () =>
      JSON.stringify([
        ring(a, 2, 3),
        spiral(b, 1),
        frontCone(a, 1, 3),
        surround(b, 4, 2),
        hexCorners(b),
        hasLineOfSight(isBlocking, a, b),
        visibleCells(isBlocking, a, 0, 3),
        reachableCells({ start: a, facing: 0, budget: 2, canEnter: (h) => !isBlocking(h) }),
        pushOptions(a, b, 2, (h) => !isBlocking(h)),
        pullOptions(b, a, 2, (h) => !isBlocking(h)),
        dashOptions(a, b, (h) => !isBlocking(h)),
        Array.from(lineOfSightTable([a, b, frozen(-2, 2)], isBlocking).visible),
      ]);
    expect(run()).toBe(run());
  });

  it('returns fresh cells: changing a result does not change the next answer', () => {
    const first = frontCone(frozen(0, 0), 0, 1);
    first[0].q = 99;
    expect(frontCone(frozen(0, 0), 0, 1)[0]).toEqual({ q: 1, r: -1 });
    const states = reachableCells({ start: frozen(0, 0), facing: 0, budget: 1, canEnter: () => true });
    states[0].cell.q = 99;
    expect(reachableCells({ start: frozen(0, 0), facing: 0, budget: 1, canEnter: () => true })[0].cell).toEqual({
      q: 0,
      r: 0,
    });
  });

  it('refuses an infinite budget or distance (a programmer error, not a player mistake)', () => {
    expect(() => reachableCells({ start: frozen(0, 0), facing: 0, budget: Infinity, canEnter: () => true })).toThrow(
      RangeError,
    );
    expect(() => pushOptions(frozen(1, 0), frozen(0, 0), Infinity, () => true)).toThrow(RangeError);
  });
});
