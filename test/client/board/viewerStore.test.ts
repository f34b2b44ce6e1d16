import { describe, expect, it } from 'vitest';
import { createViewerStore } from '../../../client/src/board/viewerStore';

// The viewer store turns intents (select, face, turn, deal) into UI state; legality and geometry come from shared/.
function openAndObstacle(store: ReturnType<typeof createViewerStore>) {
  const cells = store.getState().view.cells;
  const open =
    cells.find((c) => c.terrain === 'open' && c.q === 0 && c.r === 0) ?? cells.find((c) => c.terrain === 'open')!;
  const obstacle = cells.find((c) => c.terrain === 'obstacle')!;
  return { open: open.key, obstacle: obstacle.key };
}

describe('viewer store', () => {
  it('starts on the beginner map (R-MAP-14) with nothing selected', () => {
    const s = createViewerStore().getState();
    expect(s.choice).toEqual({ kind: 'beginner' });
    expect(s.view.cells.length).toBeGreaterThan(19 * 5);
    expect(s.selected).toBeNull();
    expect(s.vision).toBeNull();
    expect(s.view.statue).toBeNull(); // O-13/O-14: the beginner map has no statue
  });

  it('selects an open cell; the vision appears only once a facing is chosen', () => {
    const store = createViewerStore();
    const { open } = openAndObstacle(store);
    store.getState().select(open);
    expect(store.getState().selected).toBe(open);
    expect(store.getState().vision).toBeNull();
    store.getState().setFacing(0);
    const vision = store.getState().vision!;
    expect(vision.cone.length).toBeGreaterThan(0);
    expect(vision.visible.length).toBeGreaterThan(0);
    expect(vision.visible.every((k) => vision.cone.includes(k))).toBe(true);
  });

  it('refuses an obstacle or an off-map cell with a message and leaves the selection as it was', () => {
    const store = createViewerStore();
    const { open, obstacle } = openAndObstacle(store);
    store.getState().select(open);
    store.getState().setFacing(2);
    const before = {
      selected: store.getState().selected,
      facing: store.getState().facing,
      vision: store.getState().vision,
    };
    store.getState().select(obstacle);
    expect(store.getState().message).toMatch(/obstacle/);
    store.getState().select('99,99');
    expect(store.getState().message).toMatch(/not on the map/);
    expect({
      selected: store.getState().selected,
      facing: store.getState().facing,
      vision: store.getState().vision,
    }).toEqual(before);
  });

  it('turns counter-clockwise with +1 and clockwise with −1, wrapping round (docs/architecture.md "Hex conventions" directions)', () => {
    const store = createViewerStore();
    store.getState().select(openAndObstacle(store).open);
    store.getState().setFacing(5);
    store.getState().turn(1);
    expect(store.getState().facing).toBe(0);
    store.getState().turn(-1);
    store.getState().turn(-1);
    expect(store.getState().facing).toBe(4);
  });

  it('does not turn when nothing is selected', () => {
    const store = createViewerStore();
    store.getState().turn(1);
    expect(store.getState().facing).toBeNull();
  });

  it('clears the selection and its vision with select(null)', () => {
    const store = createViewerStore();
    store.getState().select(openAndObstacle(store).open);
    store.getState().setFacing(1);
    store.getState().select(null);
    expect(store.getState()).toMatchObject({ selected: null, facing: null, vision: null });
  });

  it('deals the same standard map for the same seed (R-MAP-6..13 from the seeded generator) and a new version each time', () => {
    const a = createViewerStore();
    const b = createViewerStore();
    a.getState().dealStandard(42);
    b.getState().dealStandard(42);
    expect(a.getState().view.cells).toEqual(b.getState().view.cells);
    expect(a.getState().choice).toEqual({ kind: 'standard', seed: 42 });
    expect(a.getState().view.boards).toHaveLength(9);
    expect(a.getState().view.statue).not.toBeNull();
    const version = a.getState().mapVersion;
    a.getState().dealStandard(43);
    expect(a.getState().mapVersion).toBe(version + 1);
  });

  it('a new map drops the selection', () => {
    const store = createViewerStore();
    store.getState().select(openAndObstacle(store).open);
    store.getState().dealStandard(7);
    expect(store.getState().selected).toBeNull();
  });

  it('swaps the campfires of a standard deal between the teams (R-MAP-11), keeping cells and selection', () => {
    const store = createViewerStore({ kind: 'standard', seed: 11 });
    const teams = () =>
      Object.fromEntries(
        store
          .getState()
          .view.boards.filter((b) => b.kind === 'campfire')
          .map((b) => [b.id, b.team]),
      );
    const before = teams();
    expect(Object.values(before).sort()).toEqual(['blue', 'red']);
    store.getState().select(openAndObstacle(store).open);
    store.getState().swapCampfires();
    const after = teams();
    for (const id of Object.keys(before)) expect(after[id]).not.toBe(before[id]);
    expect(store.getState().selected).not.toBeNull();
    expect(store.getState().campfireChooser).not.toBeNull();
  });
});

describe('layout codes in the viewer', () => {
  it('shows the layout of a code, the same cells as the map it came from', () => {
    const store = createViewerStore({ kind: 'standard', seed: 99 });
    const code = store.getState().layoutCode;
    const cells = store.getState().view.cells;
    const other = createViewerStore();
    other.getState().loadCode(`  ${code} `);
    expect(other.getState().choice).toEqual({ kind: 'code', code });
    expect(other.getState().view.cells).toEqual(cells);
    expect(other.getState().layoutCode).toBe(code);
    expect(other.getState().mapProblem).toBeNull();
  });

  it('keeps the map and says why when a code is corrupt (layout/bad-code)', () => {
    const store = createViewerStore();
    const before = {
      choice: store.getState().choice,
      view: store.getState().view,
      mapVersion: store.getState().mapVersion,
    };
    store.getState().loadCode('not-a-code');
    // Issue 31: the message names what is wrong and where (every character is of the alphabet; its last one is not a code's end).
    expect(store.getState().mapMessage).toEqual({
      kind: 'bad-code',
      problem: { kind: 'bad-ending', at: 10, char: 'e' },
      fromLink: false,
    });
    store.getState().loadCode('http://x/lab?seed=3');
    expect(store.getState().mapMessage).toEqual({
      kind: 'bad-code',
      problem: { kind: 'link-without-code' },
      fromLink: false,
    });
    expect({
      choice: store.getState().choice,
      view: store.getState().view,
      mapVersion: store.getState().mapVersion,
    }).toEqual(before);
  });
});

describe('R-MOVE movement reach overlay', () => {
  it('lists every cell reachableCells reaches on the empty map, with its least cost, and a path of that length', async () => {
    const { reachableCells, reachCostByCell } = await import('../../../shared/hex');
    const { enterableOf } = await import('../../../client/src/board/reach');
    const store = createViewerStore({ kind: 'standard', seed: 5 });
    const { open } = openAndObstacle(store);
    store.getState().select(open);
    store.getState().setFacing(3);
    store.getState().setMovement(4);
    const { reach, view } = store.getState();
    const [q, r] = open.split(',').map(Number);
    const expected = reachCostByCell(
      reachableCells({ start: { q, r }, facing: 3, budget: 4, canEnter: enterableOf(view) }),
    );
    expect(reach!.costs).toEqual(expected);
    for (const [key, cost] of Object.entries(reach!.costs)) {
      const path = reach!.paths[key];
      expect(`${path[path.length - 1].q},${path[path.length - 1].r}`).toBe(key);
      expect(path.length - 1).toBeLessThanOrEqual(cost); // steps; the rest of the cost is turning
    }
  });

  it('reaches only its own cell with movement 0, and clamps the budget to 0..8', () => {
    const store = createViewerStore();
    const { open } = openAndObstacle(store);
    store.getState().select(open);
    store.getState().setFacing(0);
    store.getState().setMovement(-3);
    expect(store.getState().movement).toBe(0);
    expect(Object.keys(store.getState().reach!.costs)).toEqual([open]);
    store.getState().setMovement(99);
    expect(store.getState().movement).toBe(8);
  });

  it('never enters the statue cell (O-13) and refuses to place a unit on it', () => {
    const store = createViewerStore({ kind: 'standard', seed: 5 });
    const statue = store.getState().view.statue!;
    const key = `${statue.q},${statue.r}`;
    store.getState().select(key);
    expect(store.getState().selected).toBeNull();
    expect(store.getState().message).toMatch(/statue/);
    const neighbour = store
      .getState()
      .view.cells.find(
        (c) =>
          c.terrain === 'open' &&
          Math.abs(c.q - statue.q) + Math.abs(c.r - statue.r) + Math.abs(c.q + c.r - statue.q - statue.r) === 2,
      )!;
    store.getState().select(neighbour.key);
    store.getState().setFacing(0);
    store.getState().setMovement(8);
    expect(store.getState().reach!.costs[key]).toBeUndefined();
  });

  it('switches between the vision and reach overlays', () => {
    const store = createViewerStore();
    expect(store.getState().overlay).toBe('vision');
    store.getState().setOverlay('reach');
    expect(store.getState().overlay).toBe('reach');
  });
});

describe('R-LOS-3 exposure overlay', () => {
  it('counts, for each open cell, the open cells with line of sight to it (computed once the overlay is shown)', async () => {
    const { hasLineOfSight } = await import('../../../shared/hex');
    const { blockingOf } = await import('../../../client/src/board/vision');
    const store = createViewerStore();
    expect(store.getState().exposure).toBeNull();
    store.getState().setOverlay('exposure');
    const { exposure, view } = store.getState();
    const open = view.cells.filter((c) => c.terrain === 'open');
    expect(Object.keys(exposure!.counts)).toHaveLength(open.length);
    const isBlocking = blockingOf(view);
    for (const a of open.slice(0, 15)) {
      const direct = open.filter((b) => b.key !== a.key && hasLineOfSight(isBlocking, a, b)).length;
      expect(exposure!.counts[a.key]).toBe(direct);
    }
    expect(exposure!.max).toBe(Math.max(...Object.values(exposure!.counts)));
    expect(exposure!.min).toBe(Math.min(...Object.values(exposure!.counts)));
  });

  it('is recomputed for a new map while the overlay is on', () => {
    const store = createViewerStore();
    store.getState().setOverlay('exposure');
    const before = store.getState().exposure;
    store.getState().dealStandard(8);
    expect(store.getState().exposure).not.toBe(before);
    expect(Object.keys(store.getState().exposure!.counts).length).toBe(
      store.getState().view.cells.filter((c) => c.terrain === 'open').length,
    );
  });
});
