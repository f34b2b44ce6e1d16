// Issue 31: the rules page's diagrams are computed from the engine's geometry (shared/hex/ruleDiagrams.ts). Each test
// checks a picture against the rule function it illustrates, so a hand-made or stale picture cannot pass.
import { describe, expect, it } from 'vitest';
import {
  coneDiagram,
  frontCone,
  hasLineOfSight,
  hexCorners,
  hexDistance,
  hexEquals,
  hexKey,
  hexToPoint,
  isInFrontCone,
  isSightLineClear,
  LINE_OF_SIGHT_SCENE,
  lineOfSightDiagram,
  multiTargetDiagram,
  neighbor,
  PUSH_PULL_SCENE,
  pushPullDiagram,
  ruleDiagrams,
  surround,
  type DiagramPanel,
  type Hex,
  type Point,
} from '../../../shared/hex';

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-9;
const cornerOf = (h: Hex, p: Point) => hexCorners(h).findIndex((c) => near(c, p));
const marked = (panel: DiagramPanel, mark: string) => panel.cells.filter((c) => c.mark === mark).map((c) => c.hex);
const labelOf = (panel: DiagramPanel, h: Hex) => panel.cells.find((c) => hexEquals(c.hex, h))?.label ?? null;

describe('rules-page diagrams', () => {
  it('R-LOS-3: the clear line runs corner to corner past the obstacles; every line to the hidden cell is blocked', () => {
    const d = lineOfSightDiagram();
    const { viewer, obstacles, seen, hidden } = LINE_OF_SIGHT_SCENE;
    const blocks = (h: Hex) => hexDistance(h, { q: 0, r: 0 }) > 3 || obstacles.some((o) => hexEquals(o, h));
    const [clear, blocked] = d.panels;
    expect(clear.cells.filter((c) => c.obstacle).map((c) => c.hex)).toEqual(expect.arrayContaining([...obstacles]));
    const line = clear.segments[0];
    expect(line.kind).toBe('clear');
    const [i, j] = [cornerOf(viewer, line.from), cornerOf(seen, line.to)];
    expect(i).toBeGreaterThanOrEqual(0);
    expect(j).toBeGreaterThanOrEqual(0);
    expect(isSightLineClear(blocks, viewer, i, seen, j)).toBe(true);
    // The seen cell lies right behind the obstacles: the line between the centres is blocked, a corner line is not.
    expect(isSightLineClear(blocks, viewer, 0, seen, 0) && isSightLineClear(blocks, viewer, 3, seen, 3)).toBe(false);
    const dash = blocked.segments[0];
    expect(dash.kind).toBe('blocked');
    expect(isSightLineClear(blocks, viewer, cornerOf(viewer, dash.from), hidden, cornerOf(hidden, dash.to))).toBe(
      false,
    );
    expect(hasLineOfSight(blocks, viewer, hidden)).toBe(false);
    expect(blocked.caption.en).toMatch(/all 36 lines/);
    expect(marked(clear, 'seen')).toEqual([seen]);
    expect(marked(blocked, 'unseen')).toEqual([hidden]);
  });

  it('R-LOS-4: the cone is exactly the cells the engine puts in front of the unit, 2k + 1 per ring', () => {
    for (const facing of [0, 1, 2, 3, 4, 5]) {
      const d = coneDiagram(facing);
      const [p] = d.panels;
      const expected = p.cells
        .filter((c) => isInFrontCone({ q: 0, r: 0 }, facing, c.hex))
        .map((c) => hexKey(c.hex))
        .sort();
      expect(marked(p, 'cone').map(hexKey).sort()).toEqual(expected);
      expect(expected).toHaveLength(3 + 5 + 7);
      // The facing arrow points at the front neighbour.
      const to = p.segments[0].to;
      const ahead = hexToPoint(neighbor({ q: 0, r: 0 }, facing));
      expect(Math.atan2(to.y, to.x)).toBeCloseTo(Math.atan2(ahead.y, ahead.x), 9);
    }
    expect(coneDiagram().panels[0].caption.en).toMatch(
      /3 cells at distance 1, 5 cells at distance 2, 7 cells at distance 3/,
    );
  });

  it('R-FORCE-4..6: each push step lights only open cells one farther from S, each pull step one nearer; the obstacle never', () => {
    const { source, obstacle, distance } = PUSH_PULL_SCENE;
    const panels = pushPullDiagram().panels;
    expect(panels).toHaveLength(2 * (distance + 1));
    panels.forEach((p, n) => {
      const push = n < distance + 1;
      const unit = marked(p, 'unit')[0];
      for (const c of marked(p, 'choice')) {
        expect(hexDistance(c, source) - hexDistance(unit, source)).toBe(push ? 1 : -1);
        expect(hexDistance(c, unit)).toBe(1);
        expect(hexEquals(c, obstacle)).toBe(false);
      }
    });
    // Every open neighbour that qualifies is lit (none left out): step 1 of the push has 2 (the obstacle takes the third).
    expect(marked(panels[0], 'choice')).toHaveLength(2);
    expect(hexDistance(marked(panels[distance], 'unit')[0], source)).toBe(
      hexDistance(PUSH_PULL_SCENE.pushed, source) + distance,
    );
    expect(hexDistance(marked(panels.at(-1)!, 'unit')[0], source)).toBe(
      hexDistance(PUSH_PULL_SCENE.pulled, source) - distance,
    );
    expect(panels[0].caption.en).toBe(
      'Push 2, step 1: U is 1 from S; the 2 open cells farther from S (numbered) are the choices — the obstacle is not one.',
    );
  });

  it("R-MULTI-1..4: the numbers follow the engine's multi-target order, front-left first", () => {
    const [front, around] = multiTargetDiagram().panels;
    frontCone({ q: 0, r: 0 }, 0, 2).forEach((h, i) => expect(labelOf(front, h)).toBe(String(i + 1)));
    surround({ q: 0, r: 0 }, 0, 1).forEach((h, i) => expect(labelOf(around, h)).toBe(String(i + 1)));
    // R-MULTI-4: number 1 is the front-left cell, one step in direction facing + 1.
    expect(labelOf(front, neighbor({ q: 0, r: 0 }, 1))).toBe('1');
    expect(front.caption.en).toMatch(/\(1–3\), then the 5 at distance 2 the same way \(4–8\)/);
  });

  it('every diagram has a title and captions in both languages and names rule ids of the rulebook', () => {
    for (const d of ruleDiagrams()) {
      expect(d.title.en && d.title.zh).toBeTruthy();
      expect(d.ruleIds.every((id) => /^R-[A-Z]+-\d+$/.test(id))).toBe(true);
      for (const p of d.panels) expect(p.caption.en.length > 20 && /[\u4e00-\u9fff]/.test(p.caption.zh)).toBe(true);
    }
  });
});
