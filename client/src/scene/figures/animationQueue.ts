import type { Hex } from '../../../../shared/hex';
import type { GameEvent } from '../../../../shared/rules';
import type { WorldPoint } from '../../board/worldLayout';

/**
 * What happened, replayed on the table: walks, pushes, pulls, dashes and teleports along the cells the engine's events
 * name, attacks as a lunge at the target and hits as a shake — one after another in the order of the events, which is
 * the chain's order of resolution. Pure data and arithmetic: the miniature layer asks `poseAt` every frame. Cells become
 * world points through the caller's `hexToWorld` (layout.ts), which keeps this late-loaded chunk free of shared imports.
 */
export type StepKind = 'walk' | 'push' | 'pull' | 'dash' | 'teleport' | 'attack' | 'hit' | 'summon';

export type Step = {
  unit: string;
  kind: StepKind;
  /** World points the unit passes, starting where it stands when the step begins (one point for attack, hit, summon). */
  points: WorldPoint[];
  /** Attack: where it strikes. */
  toward?: WorldPoint;
  start: number;
  duration: number;
};

/** A unit as the table draws it this frame: where, which way (null: as in the state), raised by `lift`, at `scale`. */
export type Pose = { x: number; z: number; yaw: number | null; lift: number; scale: number };

/** Seconds per cell or per step: quick by default (issue 16: fast, skippable, off with reduce motion). */
export const STEP_SECONDS: Record<StepKind, number> = {
  walk: 0.13,
  push: 0.1,
  pull: 0.1,
  dash: 0.07,
  teleport: 0.32,
  attack: 0.24,
  hit: 0.2,
  summon: 0.26,
};
/** A long chain is played faster rather than making players wait more than this. */
export const MAX_BATCH_SECONDS = 3.5;

const yawOf = (from: WorldPoint, to: WorldPoint) => Math.atan2(-(to.z - from.z), to.x - from.x);

/**
 * Steps for a batch of fresh events. `before`: each unit's cell before the batch (the previous state); the steps start
 * at `start` seconds and follow each other.
 */
export function planSteps(
  events: GameEvent[],
  before: Record<string, Hex | null | undefined>,
  start: number,
  hexToWorld: (h: Hex) => WorldPoint,
): Step[] {
  const at: Record<string, WorldPoint | null> = {};
  const where = (id: string): WorldPoint | null => (id in at ? at[id] : before[id] ? hexToWorld(before[id]!) : null);
  const steps: Step[] = [];
  let t = start;
  const push = (s: Omit<Step, 'start'>) => {
    steps.push({ ...s, start: t });
    t += s.duration;
  };
  for (const e of events) {
    if (e.type === 'moved') {
      const from = where(e.unit);
      const path = e.path.map(hexToWorld);
      const kind: StepKind = e.forced ?? 'walk';
      if (from && path.length)
        push({ unit: e.unit, kind, points: [from, ...path], duration: STEP_SECONDS[kind] * path.length });
      if (path.length) at[e.unit] = path[path.length - 1];
    } else if (e.type === 'teleported') {
      push({
        unit: e.unit,
        kind: 'teleport',
        points: [hexToWorld(e.from), hexToWorld(e.to)],
        duration: STEP_SECONDS.teleport,
      });
      at[e.unit] = hexToWorld(e.to);
    } else if (e.type === 'swapped') {
      const a = where(e.a);
      const b = where(e.b);
      if (a && b) {
        steps.push({ unit: e.a, kind: 'teleport', points: [a, b], start: t, duration: STEP_SECONDS.teleport });
        push({ unit: e.b, kind: 'teleport', points: [b, a], duration: STEP_SECONDS.teleport });
        at[e.a] = b;
        at[e.b] = a;
      }
    } else if (e.type === 'declared') {
      const from = where(e.unit);
      const target = e.affected.find((u) => u !== e.unit);
      const to = target ? where(target) : null;
      if (from && to) push({ unit: e.unit, kind: 'attack', points: [from], toward: to, duration: STEP_SECONDS.attack });
    } else if (e.type === 'damaged' && e.amount > 0) {
      const p = where(e.unit);
      if (p) push({ unit: e.unit, kind: 'hit', points: [p], duration: STEP_SECONDS.hit });
    } else if (e.type === 'summoned') {
      const p = hexToWorld(e.cell);
      at[e.unit] = p;
      push({ unit: e.unit, kind: 'summon', points: [p], duration: STEP_SECONDS.summon });
    }
  }
  // Too long a chain: the same steps, played faster.
  const total = t - start;
  if (total > MAX_BATCH_SECONDS) {
    const k = MAX_BATCH_SECONDS / total;
    for (const s of steps) {
      s.start = start + (s.start - start) * k;
      s.duration *= k;
    }
  }
  return steps;
}

/** A point along a polyline of equal-length legs, at fraction u in [0, 1], with the leg's index. */
function along(points: WorldPoint[], u: number): { p: WorldPoint; leg: number; legU: number } {
  const legs = points.length - 1;
  if (legs <= 0) return { p: points[0], leg: 0, legU: 1 };
  const f = Math.min(legs, Math.max(0, u * legs));
  const leg = Math.min(legs - 1, Math.floor(f));
  const k = f - leg;
  const a = points[leg];
  const b = points[leg + 1];
  return { p: { x: a.x + (b.x - a.x) * k, z: a.z + (b.z - a.z) * k }, leg, legU: k };
}

/** The pose of a unit `u` (0..1) of the way through a step. */
export function stepPose(s: Step, u: number): Pose {
  const ease = u * u * (3 - 2 * u);
  switch (s.kind) {
    case 'walk':
    case 'dash':
    case 'push':
    case 'pull': {
      const { p, leg, legU } = along(s.points, s.kind === 'walk' ? u : ease);
      // Walkers and dashers turn along their way; a pushed or pulled unit keeps its facing and slides.
      const yaw =
        s.kind === 'walk' || s.kind === 'dash' ? yawOf(s.points[leg], s.points[leg + 1] ?? s.points[leg]) : null;
      const lift = s.kind === 'walk' ? Math.sin(legU * Math.PI) * 0.12 : s.kind === 'dash' ? 0.05 : 0;
      return { ...p, yaw, lift, scale: 1 };
    }
    case 'teleport': {
      const first = u < 0.5;
      const k = first ? 1 - u * 2 : (u - 0.5) * 2;
      const p = first ? s.points[0] : s.points[s.points.length - 1];
      return { x: p.x, z: p.z, yaw: null, lift: (1 - k) * 0.6, scale: Math.max(0.05, k) };
    }
    case 'attack': {
      const from = s.points[0];
      const to = s.toward ?? from;
      const d = Math.hypot(to.x - from.x, to.z - from.z) || 1;
      const reach = Math.min(0.45, d * 0.3) * Math.sin(u * Math.PI);
      return {
        x: from.x + ((to.x - from.x) / d) * reach,
        z: from.z + ((to.z - from.z) / d) * reach,
        yaw: yawOf(from, to),
        lift: 0,
        scale: 1,
      };
    }
    case 'hit':
      return {
        x: s.points[0].x + Math.sin(u * Math.PI * 6) * 0.09 * (1 - u),
        z: s.points[0].z,
        yaw: null,
        lift: 0,
        scale: 1,
      };
    case 'summon':
      return { x: s.points[0].x, z: s.points[0].z, yaw: null, lift: (1 - ease) * 0.4, scale: Math.max(0.05, ease) };
  }
}

/** The queue of steps being played; `now` is in seconds (the caller's clock). */
export class AnimationQueue {
  private steps: Step[] = [];

  /** Adds a batch of events to play after whatever is still playing. */
  enqueue(
    events: GameEvent[],
    before: Record<string, Hex | null | undefined>,
    now: number,
    hexToWorld: (h: Hex) => WorldPoint,
  ): void {
    const start = Math.max(now, this.end());
    this.steps = [
      ...this.steps.filter((s) => s.start + s.duration > now),
      ...planSteps(events, before, start, hexToWorld),
    ];
  }

  /** When the last step ends (seconds), or 0 with nothing queued. */
  end(): number {
    return this.steps.reduce((m, s) => Math.max(m, s.start + s.duration), 0);
  }

  /** Whether anything is still to be shown at `now`. */
  busy(now: number): boolean {
    return this.steps.some((s) => s.start + s.duration > now);
  }

  /** Drops every step: the table shows the state as it is (skip). */
  clear(): void {
    this.steps = [];
  }

  /**
   * Where a unit is drawn at `now`: inside a step, its pose there; before its first step, where that step starts; between
   * two steps, where the last one ended; after its last step (or with none) null — the state's own cell and facing.
   */
  poseAt(unit: string, now: number): Pose | null {
    const mine = this.steps.filter((s) => s.unit === unit);
    if (mine.length === 0) return null;
    const last = mine[mine.length - 1];
    if (now >= last.start + last.duration) return null;
    let current: Step | null = null;
    for (const s of mine) if (s.start <= now) current = s;
    if (!current) return stepPose(mine[0], 0);
    return stepPose(current, Math.min(1, (now - current.start) / current.duration));
  }
}
