import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/rules';
import { hexToWorld } from '../../../../client/src/board/worldLayout';
import {
  AnimationQueue,
  MAX_BATCH_SECONDS,
  planSteps,
  STEP_SECONDS,
  stepPose,
} from '../../../../client/src/scene/figures/animationQueue';

// The table replays what the engine's events say happened, along the real cells and in the events' (the chain's) order
// (issue 16 §1; docs/client.md "The table").
const moved = (
  n: number,
  unit: string,
  path: [number, number][],
  forced: 'push' | 'pull' | 'dash' | null = null,
): GameEvent => ({
  n,
  type: 'moved',
  unit,
  path: path.map(([q, r]) => ({ q, r })),
  facing: 0,
  cost: path.length,
  forced,
});
const at = (q: number, r: number) => hexToWorld({ q, r });

describe("planSteps: moves along the events' paths, one after another", () => {
  it('a walk starts on the cell the unit had before the batch and passes every cell of the path (R-MOVE-2)', () => {
    const steps = planSteps(
      [
        moved(1, 'a', [
          [1, 0],
          [2, 0],
          [2, 1],
        ]),
      ],
      { a: { q: 0, r: 0 } },
      10,
      hexToWorld,
    );
    expect(steps).toHaveLength(1);
    expect(steps[0].kind).toBe('walk');
    expect(steps[0].points).toEqual([at(0, 0), at(1, 0), at(2, 0), at(2, 1)]);
    expect(steps[0].start).toBe(10);
    expect(steps[0].duration).toBeCloseTo(STEP_SECONDS.walk * 3);
  });

  it('a push, a pull and a dash keep their kind; the second move of a unit starts where its first ended', () => {
    const steps = planSteps(
      [
        moved(1, 'a', [[1, 0]], 'push'),
        moved(2, 'b', [[0, 1]], 'pull'),
        moved(
          3,
          'a',
          [
            [2, 0],
            [3, 0],
          ],
          'dash',
        ),
      ],
      { a: { q: 0, r: 0 }, b: { q: 0, r: 2 } },
      0,
      hexToWorld,
    );
    expect(steps.map((s) => s.kind)).toEqual(['push', 'pull', 'dash']);
    expect(steps[2].points[0]).toEqual(at(1, 0));
    expect(steps[1].points).toEqual([at(0, 2), at(0, 1)]);
    // In the events' order: each starts when the one before it ends.
    expect(steps[1].start).toBeCloseTo(steps[0].start + steps[0].duration);
    expect(steps[2].start).toBeCloseTo(steps[1].start + steps[1].duration);
  });

  it('a teleport goes from its from cell to its to cell; an attack lunges at the first other unit it affects; a hit shakes', () => {
    const events: GameEvent[] = [
      {
        n: 1,
        type: 'declared',
        action: 1,
        unit: 'a',
        skill: 's',
        speed: 50,
        cursed: false,
        affected: ['b'],
        answers: null,
      },
      { n: 2, type: 'teleported', unit: 'a', from: { q: 0, r: 0 }, to: { q: 3, r: 0 } },
      { n: 3, type: 'damaged', unit: 'b', source: 'a', amount: 2, base: 2, hp: 3, steps: [] },
      { n: 4, type: 'damaged', unit: 'b', source: 'a', amount: 0, base: 0, hp: 3, steps: [] },
    ];
    const steps = planSteps(events, { a: { q: 0, r: 0 }, b: { q: 4, r: 0 } }, 0, hexToWorld);
    expect(steps.map((s) => `${s.unit}:${s.kind}`)).toEqual(['a:attack', 'a:teleport', 'b:hit']);
    expect(steps[0].toward).toEqual(at(4, 0));
    expect(steps[1].points).toEqual([at(0, 0), at(3, 0)]);
  });

  it('a long chain is played faster, never longer than MAX_BATCH_SECONDS', () => {
    const long = Array.from({ length: 30 }, (_, i) => moved(i + 1, 'a', [[i + 1, 0]]));
    const steps = planSteps(long, { a: { q: 0, r: 0 } }, 5, hexToWorld);
    const end = Math.max(...steps.map((s) => s.start + s.duration));
    expect(end - 5).toBeCloseTo(MAX_BATCH_SECONDS);
  });
});

describe('AnimationQueue.poseAt', () => {
  const queue = () => {
    const q = new AnimationQueue();
    q.enqueue(
      [
        moved(1, 'a', [
          [1, 0],
          [2, 0],
        ]),
        moved(2, 'b', [[0, 1]], 'push'),
      ],
      { a: { q: 0, r: 0 }, b: { q: 0, r: 0 } },
      100,
      hexToWorld,
    );
    return q;
  };

  it('a unit waits on its old cell until its step starts, walks, then shows the state (null) once done', () => {
    const q = queue();
    const walk = STEP_SECONDS.walk * 2;
    expect(q.poseAt('b', 100)).toMatchObject(at(0, 0)); // b's push comes after a's walk
    const mid = q.poseAt('a', 100 + walk / 2)!;
    expect(mid.x).toBeCloseTo(at(1, 0).x);
    expect(mid.z).toBeCloseTo(at(1, 0).z);
    expect(q.poseAt('a', 100 + walk + 0.001)).toBeNull();
    expect(q.poseAt('c', 100)).toBeNull();
    expect(q.busy(100 + walk)).toBe(true);
    expect(q.busy(100 + walk + STEP_SECONDS.push + 0.001)).toBe(false);
  });

  it('a walker faces along its way; a pushed unit keeps its facing (yaw null)', () => {
    const q = queue();
    expect(q.poseAt('a', 100.01)!.yaw).toBeCloseTo(0); // east
    expect(q.poseAt('b', 100 + STEP_SECONDS.walk * 2 + 0.01)!.yaw).toBeNull();
  });

  it('skipping (clear) shows the state at once', () => {
    const q = queue();
    q.clear();
    expect(q.busy(100)).toBe(false);
    expect(q.poseAt('a', 100)).toBeNull();
  });

  it('a teleport sinks at the old cell and rises at the new one', () => {
    const step = planSteps(
      [{ n: 1, type: 'teleported', unit: 'a', from: { q: 0, r: 0 }, to: { q: 3, r: 0 } }],
      {},
      0,
      hexToWorld,
    )[0];
    expect(stepPose(step, 0.25)).toMatchObject({ x: at(0, 0).x, z: at(0, 0).z });
    expect(stepPose(step, 0.75)).toMatchObject({ x: at(3, 0).x, z: at(3, 0).z });
    expect(stepPose(step, 0.5).scale).toBeLessThan(0.1);
  });
});
