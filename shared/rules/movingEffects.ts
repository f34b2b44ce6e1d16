/**
 * Movement inside a resolving action (R-FORCE, R-DASH-1): the options of each step of a push, pull, dash or approach,
 * or the cell of a teleport with no chosen cell; taking a step; and ending the movement — a dash with path damage then
 * declares a hit on each unit beside its route, each with its own reaction window. The chain machine (resolve.ts) asks
 * the controller for each step with more than one option.
 */
import { DIRECTIONS, directionTo, hexDistance, type Hex } from '../hex';
import type { SkillDef } from '../content/schema';
import { unitAt } from './board';
import { frame } from './chainFrame';
import { emit, type Ctx } from './context';
import { dealDamage } from './damage';
import { canEnd, dashOptions, pushPullOptions } from './movement';
import { hasStatus, STATUS_DEFS } from './statuses';
import type { DeclaredAction, Resolution } from './state';
import { filterAdmits } from './targeting';

/** Options for the next step of a multi-step movement or the cell of a teleport. */
export function movingOptions(ctx: Ctx, r: Resolution): Hex[] {
  const m = r.moving;
  if (!m || m.stepsLeft <= 0) return [];
  const u = ctx.state.units[m.unit];
  if (!u || !u.alive || !u.pos) return [];
  if (m.effect === 'dash') {
    if (!m.toward) return [];
    const options = dashOptions(ctx.state, u, m.at ?? u.pos, m.toward);
    // The last allowed step must end on a free cell (R-MOVE-6).
    return m.stepsLeft === 1 ? options.filter((c) => canEnd(ctx.state, u, c)) : options;
  }
  if (m.effect === 'approach')
    return hexDistance(u.pos, m.from!) <= 1 ? [] : pushPullOptions(ctx.state, u, u.pos, m.from!, 'pull');
  if (m.effect === 'teleport') {
    const out: Hex[] = [];
    const c = m.toward!;
    for (let dq = -m.maxDistance; dq <= m.maxDistance; dq++)
      for (
        let dr = Math.max(-m.maxDistance, -dq - m.maxDistance);
        dr <= Math.min(m.maxDistance, -dq + m.maxDistance);
        dr++
      ) {
        const h = { q: c.q + dq, r: c.r + dr };
        if ((dq !== 0 || dr !== 0) && canEnd(ctx.state, u, h)) out.push(h);
      }
    return out;
  }
  return pushPullOptions(ctx.state, u, u.pos, m.from!, m.effect);
}

/** Takes one forced step (R-FORCE-1/2): facing follows the step unless facing-locked; Bleeding counts the cell (O-22). */
export function takeStep(ctx: Ctx, r: Resolution, cell: Hex): void {
  const m = r.moving!;
  const u = ctx.state.units[m.unit];
  if (m.effect === 'teleport') {
    // R-FORCE-8: placed directly, no path; Bleeding does not count teleports (O-22).
    const from = u.pos!;
    u.pos = { ...cell };
    m.stepsLeft = 0;
    emit(ctx, { type: 'teleported', unit: u.id, from, to: { ...cell } });
    return;
  }
  if (m.effect === 'dash') {
    m.at = { ...cell };
    m.path!.push({ ...cell });
    m.stepsLeft -= 1;
    return;
  }
  const d = directionTo(u.pos!, cell);
  u.pos = { ...cell };
  if (!m.facingLock && d !== null) u.facing = d;
  m.stepsLeft -= 1;
  if (m.effect === 'approach') (m.path ??= []).push({ ...cell });
  emit(ctx, {
    type: 'moved',
    unit: u.id,
    path: [{ ...cell }],
    facing: u.facing,
    cost: 0,
    forced: m.effect === 'approach' ? 'dash' : m.effect,
  });
  if (hasStatus(u, 'bleeding'))
    dealDamage(ctx, u, STATUS_DEFS.bleeding.value, { source: null, unresistable: false, fromStatus: 'bleeding' });
  if (!u.alive) r.moving = null;
}

/**
 * Ends a movement effect. A dash with path damage then hits each unit beside a cell it entered (first touched first);
 * each hit is its own declared action with its own reaction window (R-DASH-1), resolved before the dash's skill goes on.
 * A dash aimed at a unit (`approach` steps, R-FORCE-7) cuts the same way, except the unit it approaches: that one takes
 * the skill's own effects instead.
 */
export function endMoving(ctx: Ctx, r: Resolution): void {
  const m = r.moving;
  r.moving = null;
  if (!m || (m.effect !== 'dash' && m.effect !== 'approach') || !m.start) return;
  const s = ctx.state;
  const a = s.chain!.actions[String(r.action)];
  const dasher = s.units[m.unit];
  if (!dasher?.alive || !dasher.pos) return;
  if (m.effect === 'dash') {
    // Place the dasher on the last free cell of its route (it never ends on another unit, R-MOVE-6).
    const route = [m.start, ...(m.path ?? [])];
    let end = route.length - 1;
    while (end > 0 && !canEnd(s, dasher, route[end])) end--;
    m.path = route.slice(1, end + 1);
    if (end > 0) {
      dasher.pos = { ...route[end] };
      const d = directionTo(route[end - 1], route[end]);
      if (!m.facingLock && d !== null) dasher.facing = d;
      emit(ctx, {
        type: 'moved',
        unit: dasher.id,
        path: m.path.map((h) => ({ ...h })),
        facing: dasher.facing,
        cost: 0,
        forced: 'dash',
      });
      if (hasStatus(dasher, 'bleeding'))
        dealDamage(ctx, dasher, STATUS_DEFS.bleeding.value * end, {
          source: null,
          unresistable: false,
          fromStatus: 'bleeding',
        });
    }
  }
  if (!m.pathDamage || !dasher.alive) return;
  const approached = m.effect === 'approach' ? a.affected : [];
  const hits: string[] = [];
  for (const cell of m.path ?? []) {
    for (let dir = 0; dir < 6; dir++) {
      const n = { q: cell.q + DIRECTIONS[dir].q, r: cell.r + DIRECTIONS[dir].r };
      const u = unitAt(s, n);
      if (
        u &&
        u.id !== dasher.id &&
        !approached.includes(u.id) &&
        !hits.includes(u.id) &&
        filterAdmits(m.pathFilter ?? 'enemy', dasher, u)
      )
        hits.push(u.id);
    }
  }
  const skill: SkillDef = {
    id: `${a.skill.id}:path`,
    nameKey: a.skill.nameKey,
    textKey: a.skill.textKey,
    usage: a.skill.usage,
    speed: a.speed,
    targeting: { kind: 'single', range: { max: 99 }, filter: 'any', vision: false },
    tags: a.skill.tags,
    effects: [{ kind: 'damage', amount: m.pathDamage }],
  };
  // Pushed in reverse so the first unit touched resolves first (the stack's top runs next).
  for (const id of [...hits].reverse()) {
    s.counters.action += 1;
    const hit: DeclaredAction = {
      id: s.counters.action,
      source: dasher.id,
      skill,
      origin: a.origin,
      speed: a.speed,
      cursed: false,
      target: { unit: id },
      affected: [id],
      answers: null,
      form: a.form,
      windows: [],
      dashHit: { dasher: dasher.id, start: { ...m.start } },
    };
    s.chain!.actions[String(hit.id)] = hit;
    s.chain!.resolving.push(frame(hit.id, 0, false));
    emit(ctx, {
      type: 'declared',
      action: hit.id,
      unit: dasher.id,
      skill: skill.id,
      speed: a.speed,
      cursed: false,
      affected: [id],
      answers: null,
    });
  }
}
