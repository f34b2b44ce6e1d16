/**
 * The rules page's diagrams (issue 31), computed from the engine's own geometry rather than drawn by hand: line of sight
 * (R-LOS-3: a clear and a blocked corner-to-corner line), the 120° front cone (R-LOS-4), push and pull step by step
 * (R-FORCE-4..6) and the multi-target order (R-MULTI-1..4). Each diagram is plain data — cells with marks, segments in
 * the hex plane (hexToPoint / hexCorners units), labels and captions in English and Simplified Chinese generated from the
 * same data — so a renderer only draws; if the geometry changed, the pictures and their words would change with it.
 */
import { hexDistance, hexEquals, hexKey, neighbor } from './coords';
import { frontCone, isInFrontCone, surround } from './cone';
import { hexCorners, hexToPoint } from './geometry';
import { hasLineOfSight, isSightLineClear, sightLine } from './lineOfSight';
import { pullSteps, pushSteps } from './forcedMovement';
import { spiral } from './ring';
import type { Hex, Point } from './types';

/** How a cell is drawn: terrain, and what the diagram says about it. */
export type DiagramMark = 'viewer' | 'seen' | 'unseen' | 'cone' | 'source' | 'unit' | 'choice' | 'passed' | 'target';
export type DiagramCell = { hex: Hex; obstacle: boolean; mark: DiagramMark | null; label: string | null };
/** A line in the hex plane: a sight line (clear or blocked), the path a unit took, or a facing arrow. */
export type DiagramSegment = { from: Point; to: Point; kind: 'clear' | 'blocked' | 'path' | 'facing' };
export type DiagramPanel = { cells: DiagramCell[]; segments: DiagramSegment[]; caption: { en: string; zh: string } };
export type RuleDiagramId = 'line-of-sight' | 'cone' | 'push-pull' | 'multi-target';
export type RuleDiagram = {
  id: RuleDiagramId;
  ruleIds: string[];
  title: { en: string; zh: string };
  panels: DiagramPanel[];
};

const RADIUS = 3;
const ORIGIN: Hex = { q: 0, r: 0 };
const inside = (h: Hex, centre: Hex = ORIGIN) => hexDistance(h, centre) <= RADIUS;

/** The cells of a patch of radius 3 round `centre`, with obstacles, marks and labels. */
function patch(
  centre: Hex,
  obstacles: Hex[],
  marks: Map<string, DiagramMark>,
  labels: Map<string, string> = new Map(),
): DiagramCell[] {
  return spiral(centre, RADIUS).map((h) => ({
    hex: h,
    obstacle: obstacles.some((o) => hexEquals(o, h)),
    mark: marks.get(hexKey(h)) ?? null,
    label: labels.get(hexKey(h)) ?? null,
  }));
}

/** An arrow from the middle of the origin's hex towards its front edge (the facing). */
function facingArrow(facing: number): DiagramSegment {
  const centre = hexToPoint(ORIGIN);
  const ahead = hexToPoint(neighbor(ORIGIN, facing));
  return {
    from: centre,
    to: { x: centre.x + (ahead.x - centre.x) * 0.45, y: centre.y + (ahead.y - centre.y) * 0.45 },
    kind: 'facing',
  };
}

/** The line of sight scene: the viewer, two obstacles, a cell seen past them through a corner, and a cell they hide. */
export const LINE_OF_SIGHT_SCENE = {
  viewer: { q: -2, r: 1 },
  obstacles: [
    { q: 0, r: 0 },
    { q: 1, r: 0 },
  ],
  seen: { q: 2, r: -1 },
  hidden: { q: 3, r: -1 },
} as const;

/** The shortest of the 36 corner-to-corner segments from a to b (drawn for a cell that is not seen). */
function shortestCornerPair(a: Hex, b: Hex): { cornerA: number; cornerB: number } {
  const ca = hexCorners(a);
  const cb = hexCorners(b);
  let best = { cornerA: 0, cornerB: 0 };
  let bestLength = Infinity;
  for (let i = 0; i < 6; i++) {
    for (let j = 0; j < 6; j++) {
      const length = Math.hypot(ca[i].x - cb[j].x, ca[i].y - cb[j].y);
      if (length < bestLength - 1e-9) [best, bestLength] = [{ cornerA: i, cornerB: j }, length];
    }
  }
  return best;
}

/** R-LOS-3: one panel with a clear corner-to-corner line past the obstacles, one with a cell every such line misses. */
export function lineOfSightDiagram(): RuleDiagram {
  const { viewer, obstacles, seen, hidden } = LINE_OF_SIGHT_SCENE;
  const blocks = (h: Hex) => !inside(h) || obstacles.some((o) => hexEquals(o, h));
  const clear = sightLine(blocks, viewer, seen);
  if (!clear || hasLineOfSight(blocks, viewer, hidden))
    throw new Error('lineOfSightDiagram: the scene no longer shows a clear and a blocked line');
  let blockedLines = 0;
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 6; j++) if (!isSightLineClear(blocks, viewer, i, hidden, j)) blockedLines++;
  const blocked = shortestCornerPair(viewer, hidden);
  const segment = (a: Hex, i: number, b: Hex, j: number, kind: DiagramSegment['kind']): DiagramSegment => ({
    from: hexCorners(a)[i],
    to: hexCorners(b)[j],
    kind,
  });
  const marks = (target: Hex, mark: DiagramMark) =>
    new Map<string, DiagramMark>([
      [hexKey(viewer), 'viewer'],
      [hexKey(target), mark],
    ]);
  const labels = (target: Hex) =>
    new Map([
      [hexKey(viewer), 'A'],
      [hexKey(target), 'B'],
    ]);
  return {
    id: 'line-of-sight',
    ruleIds: ['R-LOS-3'],
    title: { en: 'Line of sight: corner to corner', zh: '视线：角到角' },
    panels: [
      {
        cells: patch(ORIGIN, [...obstacles], marks(seen, 'seen'), labels(seen)),
        segments: [segment(viewer, clear.cornerA, seen, clear.cornerB, 'clear')],
        caption: {
          en: `A sees B: the straight line from a corner of A's hex to a corner of B's hex passes beside the ${obstacles.length} obstacles without entering them — one clear line is enough.`,
          zh: `A 能看到 B：从 A 格的一个角到 B 格的一个角的直线从 ${obstacles.length} 个障碍旁经过而未进入——有一条畅通的线就够了。`,
        },
      },
      {
        cells: patch(ORIGIN, [...obstacles], marks(hidden, 'unseen'), labels(hidden)),
        segments: [segment(viewer, blocked.cornerA, hidden, blocked.cornerB, 'blocked')],
        caption: {
          en: `A does not see B: all ${blockedLines} lines from a corner of A to a corner of B cross an obstacle (the most direct one is drawn).`,
          zh: `A 看不到 B：从 A 的角到 B 的角的全部 ${blockedLines} 条直线都穿过障碍（图中画出最直接的一条）。`,
        },
      },
    ],
  };
}

/** R-LOS-4: the 120° cone of a unit facing east, the cells of each ring counted from the engine's cone test. */
export function coneDiagram(facing = 0): RuleDiagram {
  const marks = new Map<string, DiagramMark>([[hexKey(ORIGIN), 'viewer']]);
  const perRing = [0, 0, 0, 0];
  for (const h of spiral(ORIGIN, RADIUS)) {
    if (isInFrontCone(ORIGIN, facing, h)) {
      marks.set(hexKey(h), 'cone');
      perRing[hexDistance(h, ORIGIN)]++;
    }
  }
  const counts = perRing.slice(1);
  return {
    id: 'cone',
    ruleIds: ['R-LOS-4', 'R-LOS-1'],
    title: { en: 'The 120° front cone', zh: '120° 前方锥形' },
    panels: [
      {
        cells: patch(ORIGIN, [], marks),
        segments: [facingArrow(facing)],
        caption: {
          en: `The cone opens through the three front edges of the unit's hex: ${counts.map((n, i) => `${n} cells at distance ${i + 1}`).join(', ')} — 2k + 1 at distance k. Only what is in the cone and in line of sight is in its vision.`,
          zh: `前方锥形穿过单位所在格的三条前边展开：${counts.map((n, i) => `距离 ${i + 1} 有 ${n} 格`).join('，')}——距离 k 有 2k + 1 格。只有在前方锥形内且在视线中的格子才在视野里。`,
        },
      },
    ],
  };
}

/** The push and pull scene: the source, the unit, and an obstacle that removes one choice. */
export const PUSH_PULL_SCENE = {
  source: { q: -2, r: 1 },
  pushed: { q: -1, r: 1 },
  pulled: { q: 1, r: -1 },
  obstacle: { q: 0, r: 0 },
  distance: 2,
} as const;

/** One forced move, step by step: at each step the cells the rule allows are lit and the unit takes the first of them. */
function forcedSteps(kind: 'push' | 'pull', source: Hex, start: Hex, distance: number, obstacle: Hex): DiagramPanel[] {
  const canEnter = (h: Hex) => inside(h) && !hexEquals(h, obstacle) && !hexEquals(h, source);
  const stepsOf = kind === 'push' ? pushSteps : pullSteps;
  const panels: DiagramPanel[] = [];
  let at = start;
  const path: Hex[] = [start];
  for (let step = 1; step <= distance; step++) {
    const choices = stepsOf(at, source, canEnter);
    const marks = new Map<string, DiagramMark>([[hexKey(source), 'source']]);
    for (const p of path.slice(0, -1)) marks.set(hexKey(p), 'passed');
    for (const c of choices) marks.set(hexKey(c), 'choice');
    marks.set(hexKey(at), 'unit');
    const labels = new Map([
      [hexKey(source), 'S'],
      [hexKey(at), 'U'],
      ...choices.map((c, i) => [hexKey(c), String(i + 1)] as [string, string]),
    ]);
    const segments: DiagramSegment[] = path
      .slice(1)
      .map((p, i) => ({ from: hexToPoint(path[i]), to: hexToPoint(p), kind: 'path' }));
    const d = hexDistance(at, source);
    const word = kind === 'push' ? { en: 'farther from', zh: '更远离' } : { en: 'nearer to', zh: '更靠近' };
    const verb = kind === 'push' ? { en: 'Push', zh: '推开' } : { en: 'Pull', zh: '拉近' };
    panels.push({
      cells: patch(ORIGIN, [obstacle], marks, labels),
      segments,
      caption: choices.length
        ? {
            en: `${verb.en} ${distance}, step ${step}: U is ${d} from S; ${choices.length === 1 ? `the one open cell ${word.en} S (1) is the only choice` : `the ${choices.length} open cells ${word.en} S (numbered) are the choices`} — the obstacle is not one.`,
            zh: `${verb.zh} ${distance}，第 ${step} 步：U 距 S ${d} 格；${word.zh} S 的 ${choices.length} 个空格（编号）可选——障碍不可进入。`,
          }
        : {
            en: `${verb.en} ${distance}, step ${step}: no open cell is ${word.en} S, so the move ends here.`,
            zh: `${verb.zh} ${distance}，第 ${step} 步：没有${word.zh} S 的空格，移动就此结束。`,
          },
    });
    if (!choices.length) break;
    at = choices[0];
    path.push(at);
  }
  const marks = new Map<string, DiagramMark>([[hexKey(source), 'source']]);
  for (const p of path.slice(0, -1)) marks.set(hexKey(p), 'passed');
  marks.set(hexKey(at), 'unit');
  panels.push({
    cells: patch(
      ORIGIN,
      [obstacle],
      marks,
      new Map([
        [hexKey(source), 'S'],
        [hexKey(at), 'U'],
      ]),
    ),
    segments: path.slice(1).map((p, i) => ({ from: hexToPoint(path[i]), to: hexToPoint(p), kind: 'path' })),
    caption: {
      en: `After ${path.length - 1} step${path.length === 2 ? '' : 's'}: U stands ${hexDistance(at, source)} from S (it started ${hexDistance(start, source)} away) and faces the way it last moved.`,
      zh: `${path.length - 1} 步之后：U 距 S ${hexDistance(at, source)} 格（起初 ${hexDistance(start, source)} 格），面朝最后一步的方向。`,
    },
  });
  return panels;
}

/** R-FORCE-4..6: a push and a pull, each step by step. */
export function pushPullDiagram(): RuleDiagram {
  const { source, pushed, pulled, obstacle, distance } = PUSH_PULL_SCENE;
  return {
    id: 'push-pull',
    ruleIds: ['R-FORCE-4', 'R-FORCE-5', 'R-FORCE-6'],
    title: { en: 'Push and pull, step by step', zh: '推开与拉近，逐步演示' },
    panels: [
      ...forcedSteps('push', source, pushed, distance, obstacle),
      ...forcedSteps('pull', source, pulled, distance, obstacle),
    ],
  };
}

/** R-MULTI-1..4: the order several targets are resolved in, front area (range 2) and all around (range 1). */
export function multiTargetDiagram(facing = 0): RuleDiagram {
  const front = frontCone(ORIGIN, facing, 2);
  const around = surround(ORIGIN, facing, 1);
  const panel = (order: Hex[], caption: { en: string; zh: string }): DiagramPanel => {
    const marks = new Map<string, DiagramMark>([
      [hexKey(ORIGIN), 'viewer'],
      ...order.map((h) => [hexKey(h), 'target'] as [string, DiagramMark]),
    ]);
    const labels = new Map(order.map((h, i) => [hexKey(h), String(i + 1)]));
    return { cells: patch(ORIGIN, [], marks, labels), segments: [facingArrow(facing)], caption };
  };
  const ring1 = front.filter((h) => hexDistance(h, ORIGIN) === 1).length;
  return {
    id: 'multi-target',
    ruleIds: ['R-MULTI-1', 'R-MULTI-2', 'R-MULTI-3', 'R-MULTI-4'],
    title: { en: 'Several targets: the order', zh: '多个目标：结算顺序' },
    panels: [
      panel(front, {
        en: `A front area of range 2: first the ${ring1} cells at distance 1 from front-left clockwise to front-right (1–${ring1}), then the ${front.length - ring1} at distance 2 the same way (${ring1 + 1}–${front.length}).`,
        zh: `射程 2 的前方区域：先是距离 1 的 ${ring1} 格，从左前方顺时针到右前方（1–${ring1}），再是距离 2 的 ${front.length - ring1} 格，顺序相同（${ring1 + 1}–${front.length}）。`,
      }),
      panel(around, {
        en: `An area all around of range 1: from the front-left cell clockwise once round, ${around.length} cells (1–${around.length}).`,
        zh: `射程 1 的周围区域：从左前方的格子开始顺时针绕一圈，共 ${around.length} 格（1–${around.length}）。`,
      }),
    ],
  };
}

/** Every rules-page diagram, with the rule id it illustrates (the page shows each after the first of its rule ids). */
export function ruleDiagrams(): RuleDiagram[] {
  return [lineOfSightDiagram(), coneDiagram(), pushPullDiagram(), multiTargetDiagram()];
}
