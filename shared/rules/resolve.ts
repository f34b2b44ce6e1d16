/**
 * Declaring and resolving actions as a chain (R-RES, R-CHAIN, DESIGN "Reactions and chains"). The chain is a stack of
 * frames in the state (state.ts `Resolution`): each frame is an action against one of its targets, moving through the
 * target's reaction window, the pairwise speed order (a reaction's block resolves whole when due; on equal speeds the
 * answered action first, O-26/O-27), the resolution-time re-check and effects (R-RES-6), and the next target (R-CHAIN-7).
 * It stops for a decision (a reaction window, a push step to choose) and resumes on the answer.
 */
import { DIRECTIONS, directionTo, hexDistance, type Hex } from '../hex';
import type { Amount, Effect, SkillDef } from '../content/schema';
import { isStandable, positionOf, unitAt } from './board';
import { emit, nextPromptId, type Ctx } from './context';
import { dealDamage, heal } from './damage';
import { rollAmount } from './dice';
import type { ChoiceRequest } from './mechanism';
import { canEnd, dashOptions, pushPullOptions } from './movement';
import { eligibleReactor, grantOptions } from './reactions';
import { applyStatus, hasStatus, removeStatus, STATUS_DEFS, cleanse } from './statuses';
import type { DeclaredAction, Grant, Resolution, TargetRef, Unit } from './state';
import { filterAdmits, recheckTarget } from './targeting';
import { checkWinner } from './winning';
import { queueGrant } from './grants';

/** A frame for an action at one of its targets. */
function frame(action: number, targetIndex: number, declarationOnly: boolean): Resolution {
  return { action, targetIndex, stage: 'window', declarationOnly, blockDone: false, queue: null, moving: null };
}

/**
 * Declares an action (R-RES-2): the root of a new chain, or a reaction answering `answers` (the action and the index of
 * the reacting target). The reaction's first window opens at once (DESIGN: windows open at declaration); its block
 * resolves when due. Costs are paid by the caller before this (R-RES-7).
 */
export function declareAction(ctx: Ctx, action: Omit<DeclaredAction, 'id' | 'windows' | 'answers'>, answers: { action: number; targetIndex: number } | null = null, shownAnswers: number | null = null): number {
  const s = ctx.state;
  s.counters.action += 1;
  const src = s.units[action.source];
  // `shownAnswers`: a granted action (R-STATUS-12) names the action it arose in, without taking a reaction window.
  const a: DeclaredAction = { ...action, id: s.counters.action, answers: answers ? answers.action : shownAnswers, windows: [], stealthed: !!src && hasStatus(src, 'stealth') };
  emit(ctx, { type: 'declared', action: a.id, unit: a.source, skill: a.skill.id, speed: a.speed, cursed: a.cursed, affected: a.affected.map(String), answers: a.answers });
  if (!s.chain) s.chain = { actions: {}, participants: [], resolving: [] };
  s.chain.actions[String(a.id)] = a;
  if (!s.chain.participants.includes(a.source)) s.chain.participants.push(a.source);
  if (answers) {
    s.chain.actions[String(answers.action)].windows[answers.targetIndex] = a.id;
    s.chain.resolving.push(frame(a.id, 0, true));
  } else s.chain.resolving.push(frame(a.id, 0, false));
  runResolution(ctx);
  return a.id;
}

/** The effect list of an action: the form's effects when the skill has per-form effects (R-DARIEN-3), curse version added. */
export function effectsOf(skill: SkillDef, form: string | null, cursed: boolean): Effect[] {
  const base = form && skill.byForm?.[form] ? skill.byForm[form] : skill.effects;
  if (!cursed || !skill.curse) return [...base];
  return skill.curse.replace ? [...skill.curse.effects] : [...base, ...skill.curse.effects];
}

function amountFor(ctx: Ctx, unitId: string, amount: Amount): number {
  const r = rollAmount(ctx.state, amount);
  for (const roll of r.rolls) emit(ctx, { type: 'diceRolled', unit: unitId, kind: roll.kind, faces: roll.faces, total: roll.faces.reduce((x, y) => x + y, 0) });
  return r.total;
}

function conditionHolds(ctx: Ctx, effect: Effect, source: Unit, target: Unit | null, action: DeclaredAction): boolean {
  const w = effect.when;
  if (!w) return true;
  if (w.targetHas && !(target && hasStatus(target, w.targetHas))) return false;
  if (w.targetLacks && target && hasStatus(target, w.targetLacks)) return false;
  if (w.sourceHas && !hasStatus(source, w.sourceHas)) return false;
  if (w.form && action.form !== w.form) return false;
  if (w.resource) {
    const v = source.mechanism[w.resource.id];
    if (typeof v !== 'number' || v < w.resource.atLeast) return false;
  }
  return true;
}

const hasTag = (a: DeclaredAction, tag: NonNullable<SkillDef['tags']>[number]): boolean => (a.skill.tags ?? []).includes(tag);

/** Destroys the statue (R-STATUE-1/3): every character on the map gains 2 curse tokens. */
function destroyStatue(ctx: Ctx, by: string): void {
  const st = ctx.state.statue;
  if (!st || !st.intact) return;
  st.intact = false;
  emit(ctx, { type: 'statueDestroyed', by });
  for (const id of Object.keys(ctx.state.units).sort()) {
    const u = ctx.state.units[id];
    if (u.kind === 'character' && u.alive && u.pos) {
      u.curse += 2;
      emit(ctx, { type: 'curseGained', unit: u.id, amount: 2, total: u.curse });
    }
  }
}

/** Applies one effect of a resolving action to its current target (or its source); may start a multi-step movement. */
function applyEffect(ctx: Ctx, r: Resolution, effect: Effect, targetId: string | 'statue' | null): void {
  const s = ctx.state;
  const a = s.chain!.actions[String(r.action)];
  const source = s.units[a.source];
  const target = targetId && targetId !== 'statue' ? s.units[targetId] : null;
  if (!source || !conditionHolds(ctx, effect, source, target, a)) return;
  const subject = 'on' in effect && effect.on === 'source' ? source : target;
  const targetCell: Hex | null = a.target && 'cell' in a.target ? a.target.cell : null;
  switch (effect.kind) {
    case 'damage': {
      if (targetId === 'statue' && !('on' in effect && effect.on === 'source')) {
        // R-STATUE-1/2: only targeted damage (a single-target skill that chose it) breaks the statue.
        const st = s.statue;
        if (!st?.cell || !source.pos || a.skill.targeting.kind !== 'single' || hasTag(a, 'non-targeted')) return;
        const row = effect.byDistance ? effect.byDistance.find((e) => hexDistance(source.pos!, st.cell!) >= e.from && hexDistance(source.pos!, st.cell!) <= (e.to ?? e.from)) : null;
        const amount = effect.byDistance ? (row ? amountFor(ctx, source.id, row.amount) : 0) : amountFor(ctx, source.id, effect.amount!);
        if (amount > 0) destroyStatue(ctx, source.id);
        return;
      }
      if (!subject || !subject.alive || !subject.pos || !source.pos) return;
      let amount: number;
      if (effect.byDistance) {
        // R-DMG-2: the distance when the skill takes effect picks the column; a distance not in the table = no effect.
        const d = hexDistance(positionOf(s, source)!, positionOf(s, subject)!);
        const row = effect.byDistance.find((e) => d >= e.from && d <= (e.to ?? e.from));
        if (!row) return;
        amount = amountFor(ctx, source.id, row.amount);
      } else amount = amountFor(ctx, source.id, effect.amount!);
      if (effect.bonusIfTargetHas && hasStatus(subject, effect.bonusIfTargetHas.status)) amount += amountFor(ctx, source.id, effect.bonusIfTargetHas.amount);
      dealDamage(ctx, subject, amount, { source: source.id, unresistable: hasTag(a, 'unresistable'), fromStatus: false });
      return;
    }
    case 'attack': {
      let total = 0;
      for (const pool of effect.dice) total += amountFor(ctx, source.id, { fixed: 0, dice: [pool] });
      if (total > 0 && r.queue) r.queue.unshift(...effect.onHit); // a hit: the on-hit effects come next (R-YUNYE-1)
      return;
    }
    case 'push':
    case 'pull': {
      if (!subject || !subject.alive || !subject.pos || !source.pos) return;
      // R-FORCE-3: Root stops regular displacement; the skill's other effects still resolve.
      if (hasStatus(subject, 'root') && hasTag(a, 'regular-displacement')) return;
      r.moving = { effect: effect.kind, unit: subject.id, stepsLeft: effect.distance, toward: null, from: { ...positionOf(s, source)! }, facingLock: hasTag(a, 'facing-lock'), maxDistance: 0 };
      return;
    }
    case 'dash': {
      if (!source.pos) return;
      if (hasStatus(source, 'root') && hasTag(a, 'regular-displacement')) return;
      if (!targetCell) {
        // A dash in a unit-targeted skill approaches the target: each step one nearer, ending next to it at the latest.
        if (!target || !target.pos) return;
        // With pathDamage it cuts beside the cells it enters like any dash (R-DASH-1), after its last step.
        const steps = Math.min(hexDistance(source.pos, target.pos) - 1, effect.maxDistance ?? 99);
        if (steps > 0)
          r.moving = {
            effect: 'approach', unit: source.id, stepsLeft: steps, toward: null, from: { ...target.pos }, facingLock: hasTag(a, 'facing-lock'), maxDistance: 0,
            start: { ...source.pos }, path: [],
            ...(effect.pathDamage ? { pathDamage: effect.pathDamage, pathFilter: effect.pathFilter ?? 'enemy' } : {}),
          };
        return;
      }
      const steps = Math.min(hexDistance(source.pos, targetCell), effect.maxDistance ?? 99);
      // The dasher stays on its cell while the route is chosen (a cursor walks it), so no prompt ever shows it on an
      // ally's cell; it is placed when the dash ends (endMoving).
      r.moving = {
        effect: 'dash', unit: source.id, stepsLeft: steps, toward: { ...targetCell }, from: null, facingLock: hasTag(a, 'facing-lock'), maxDistance: 0,
        start: { ...source.pos }, at: { ...source.pos }, path: [],
        ...(effect.pathDamage ? { pathDamage: effect.pathDamage, pathFilter: effect.pathFilter ?? 'enemy' } : {}),
      };
      if (steps === 0) endMoving(ctx, r);
      return;
    }
    case 'teleport': {
      const who = 'on' in effect && effect.on === 'source' ? source : (target ?? source);
      if (!who.alive || !who.pos) return;
      if (!targetCell) {
        // No chosen cell (e.g. Fatal Throw, R-CHAIN-8): the controller picks a cell within maxDistance (a step prompt).
        if (hasStatus(who, 'root') && hasTag(a, 'regular-displacement')) return;
        r.moving = { effect: 'teleport', unit: who.id, stepsLeft: 1, toward: { ...who.pos }, from: null, facingLock: true, maxDistance: effect.maxDistance ?? 1 };
        return;
      }
      if (hasStatus(who, 'root') && hasTag(a, 'regular-displacement')) return;
      if (effect.maxDistance !== undefined && hexDistance(who.pos, targetCell) > effect.maxDistance) return;
      if (!canEnd(s, who, targetCell)) return;
      const from = who.pos;
      who.pos = { ...targetCell };
      emit(ctx, { type: 'teleported', unit: who.id, from, to: who.pos });
      return;
    }
    case 'swap': {
      if (!target || !target.alive || !target.pos || !source.pos) return;
      const p = source.pos;
      source.pos = target.pos;
      target.pos = p;
      emit(ctx, { type: 'swapped', a: source.id, b: target.id });
      return;
    }
    case 'applyStatus': {
      if (!subject) return;
      const immune = subject.kind === 'summon' && !!s.content.units[subject.def]?.immuneToStatuses;
      const threshold = effect.saveThreshold ?? STATUS_DEFS[effect.status].saveThreshold ?? 3;
      applyStatus(ctx, subject, effect.status, source.id, effect.save ? { threshold } : null, immune);
      return;
    }
    case 'removeStatus': {
      if (!subject) return;
      if (effect.statuses === 'negative') cleanse(ctx, subject);
      else for (const id of effect.statuses) removeStatus(ctx, subject, id, 'cleansed');
      return;
    }
    case 'heal':
      if (subject) heal(ctx, subject, amountFor(ctx, source.id, effect.amount));
      return;
    case 'summon': {
      const def = s.content.units[effect.unit];
      if (!def || !targetCell || !isStandable(s, targetCell) || unitAt(s, targetCell)) return;
      const mine = Object.values(s.units).filter((u) => u.kind === 'summon' && u.def === effect.unit && u.seat === source.seat && u.alive);
      if (effect.max !== undefined && mine.length >= effect.max) return;
      let n = 1;
      while (s.units[`${source.id}-${effect.unit}-${n}`]) n++;
      const id = `${source.id}-${effect.unit}-${n}`;
      s.units[id] = {
        id, kind: 'summon', def: effect.unit, seat: source.seat, team: source.team, relic: null, relicRevealed: true, alive: true,
        pos: { ...targetCell }, facing: source.facing, hp: def.stats.hp, maxHp: def.stats.hp, movement: def.stats.movement,
        constitution: def.stats.constitution, initiativeModifier: def.stats.initiative, board: 0, side: 0, used: [], curse: 0,
        souls: 0, items: [], equipment: null, statuses: [], trackerFlips: 0, rune: false, form: null, mechanism: {},
      };
      emit(ctx, { type: 'summoned', unit: id, def: effect.unit, cell: { ...targetCell } });
      return;
    }
    case 'placeMarker': {
      const cell = effect.at === 'sourceCell' ? source.pos : targetCell;
      if (!cell) return;
      const mine = s.markers.filter((m) => m.kind === effect.marker && m.owner === source.id);
      if (effect.max !== undefined && mine.length >= effect.max) {
        const oldest = mine[0];
        s.markers = s.markers.filter((m) => m !== oldest);
        emit(ctx, { type: 'markerRemoved', marker: oldest.id, kind: oldest.kind });
      }
      s.counters.marker = (s.counters.marker ?? 0) + 1;
      const id = `${effect.marker}-${s.counters.marker}`;
      s.markers.push({ id, kind: effect.marker, cell: { ...cell }, owner: source.id });
      emit(ctx, { type: 'markerPlaced', marker: id, kind: effect.marker, cell: { ...cell } });
      return;
    }
    case 'removeMarker': {
      const gone = s.markers.filter((m) => m.kind === effect.marker && m.owner === source.id && (!targetCell || (m.cell.q === targetCell.q && m.cell.r === targetCell.r)));
      s.markers = s.markers.filter((m) => !gone.includes(m));
      for (const m of gone) emit(ctx, { type: 'markerRemoved', marker: m.id, kind: m.kind });
      return;
    }
    case 'gainCurse':
      if (subject) {
        subject.curse += effect.amount;
        emit(ctx, { type: 'curseGained', unit: subject.id, amount: effect.amount, total: subject.curse });
      }
      return;
    case 'gainSoul':
      if (subject) {
        subject.souls += effect.amount;
        emit(ctx, { type: 'soulGained', unit: subject.id, amount: effect.amount, total: subject.souls });
      }
      return;
    case 'gainResource': {
      if (!subject) return;
      const v = subject.mechanism[effect.resource];
      const next = (typeof v === 'number' ? v : 0) + effect.amount;
      subject.mechanism[effect.resource] = Math.max(0, effect.max !== undefined ? Math.min(effect.max, next) : next);
      return;
    }
    case 'gainItem':
      if (subject && subject.items.length < 2) subject.items.push(effect.card);
      return;
    case 'grantAction': {
      // R-STATUS-12: a granted action for the subject, now or when its status `afterNegating` negates damage.
      const who = 'on' in effect && effect.on === 'source' ? source : (target ?? source);
      if (!who.alive || (effect.asReaction && a.answers === null)) return;
      const ch = s.content.characters[who.def];
      const skills = effect.skills !== 'otherWeapon' ? [...effect.skills]
        : who.kind === 'character' && ch ? ch.boards[who.board].sides.flatMap((side) => side.skills).filter((k) => k.usage === 'weapon' && k.id !== a.skill.id).map((k) => k.id) : [];
      const grant: Grant = { unit: who.id, speed: effect.speed, skills, by: a.skill.id, answers: a.id };
      if (effect.afterNegating) {
        const held = [...who.statuses].reverse().find((st) => st.id === effect.afterNegating);
        if (held) held.grant = grant;
        return;
      }
      queueGrant(ctx, grant);
      return;
    }
    case 'hook': {
      if (effect.hook === 'engine:flip') {
        flipSide(ctx, source);
        return;
      }
      if (effect.hook === 'engine:rune') {
        cleanse(ctx, source);
        const healed = heal(ctx, source, Math.floor(source.maxHp / 2));
        emit(ctx, { type: 'runeUsed', unit: source.id, healed });
        return;
      }
      const fn = ctx.rules.effect(effect.hook);
      const hookTarget = targetId === 'statue' ? null : targetId;
      if (fn) fn({ ...ctx, ask: (req) => askChoice(ctx, a, hookTarget, req) }, a, hookTarget, effect.params ?? {});
      return;
    }
  }
}

/** Opens a queued grant's prompt (a react-like window for the granted unit); false when it has nothing to use. */
function openGrant(ctx: Ctx, grant: Grant): boolean {
  const s = ctx.state;
  const unit = s.units[grant.unit];
  if (!unit || grantOptions(ctx.rules, s, unit, grant).length === 0) return false;
  const top = s.chain!.resolving[s.chain!.resolving.length - 1];
  const action = grant.answers !== undefined && grant.answers !== null && s.chain!.actions[String(grant.answers)] ? grant.answers : top.action;
  const a = s.chain!.actions[String(action)];
  s.pending = { kind: 'reaction', id: nextPromptId(ctx), seat: unit.seat, unit: unit.id, action, source: a ? a.source : unit.id, skill: grant.by, speed: grant.speed, grant };
  emit(ctx, { type: 'windowOpened', action, unit: unit.id, prompt: s.pending.id });
  return true;
}

/**
 * Opens a module's player choice (mechanism.ts ChoiceRequest) as a `choice` prompt for the unit's controller; the chain
 * resumes after the answer (applyCommand `answerChoice`). One option is taken at once; none does nothing.
 */
function askChoice(ctx: Ctx, a: DeclaredAction, target: string | null, req: ChoiceRequest): void {
  const s = ctx.state;
  const unit = s.units[req.unit];
  if (!unit || req.options.length === 0 || s.pending) return;
  if (req.options.length === 1) {
    ctx.rules.effect(req.hook)?.(ctx, a, target, { ...(req.params ?? {}), choice: req.options[0] });
    return;
  }
  s.pending = {
    kind: 'choice', id: nextPromptId(ctx), seat: unit.seat, unit: unit.id, purpose: req.purpose, options: [...req.options],
    ...(req.cells ? { cells: req.cells.map((c) => ({ ...c })) } : {}), hook: req.hook, params: { ...(req.params ?? {}) }, action: a.id, target,
  };
}

/** Answers a `choice` prompt: the hook effect it names runs with the chosen option, then the chain goes on. */
export function answerChoice(ctx: Ctx, option: number): void {
  const s = ctx.state;
  const p = s.pending;
  if (!p || p.kind !== 'choice') return;
  s.pending = null;
  const a = p.action !== null ? s.chain?.actions[String(p.action)] : undefined;
  if (a) ctx.rules.effect(p.hook)?.(ctx, a, p.target, { ...p.params, choice: p.options[option] });
  runResolution(ctx);
}

/** Turns the current board to its other side and refreshes the newly shown skills (R-SKILL-4, R-REACT-7). */
export function flipSide(ctx: Ctx, unit: Unit, to?: { board: number; side: 0 | 1 }): void {
  const ch = ctx.state.content.characters[unit.def];
  if (!ch || !unit.alive) return;
  if (to) {
    unit.board = to.board;
    unit.side = to.side;
  } else unit.side = unit.side === 0 ? 1 : 0;
  const fresh = new Set(ch.boards[unit.board].sides[unit.side].skills.map((k) => k.id));
  unit.used = unit.used.filter((id) => !fresh.has(id));
  emit(ctx, { type: 'flipped', unit: unit.id, board: unit.board, side: unit.side });
}

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
  if (m.effect === 'approach') return hexDistance(u.pos, m.from!) <= 1 ? [] : pushPullOptions(ctx.state, u, u.pos, m.from!, 'pull');
  if (m.effect === 'teleport') {
    const out: Hex[] = [];
    const c = m.toward!;
    for (let dq = -m.maxDistance; dq <= m.maxDistance; dq++)
      for (let dr = Math.max(-m.maxDistance, -dq - m.maxDistance); dr <= Math.min(m.maxDistance, -dq + m.maxDistance); dr++) {
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
  emit(ctx, { type: 'moved', unit: u.id, path: [{ ...cell }], facing: u.facing, cost: 0, forced: m.effect === 'approach' ? 'dash' : m.effect });
  if (hasStatus(u, 'bleeding')) dealDamage(ctx, u, STATUS_DEFS.bleeding.value, { source: null, unresistable: false, fromStatus: true });
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
      emit(ctx, { type: 'moved', unit: dasher.id, path: m.path.map((h) => ({ ...h })), facing: dasher.facing, cost: 0, forced: 'dash' });
      if (hasStatus(dasher, 'bleeding')) dealDamage(ctx, dasher, STATUS_DEFS.bleeding.value * end, { source: null, unresistable: false, fromStatus: true });
    }
  }
  if (!m.pathDamage || !dasher.alive) return;
  const approached = m.effect === 'approach' ? a.affected : [];
  const hits: string[] = [];
  for (const cell of m.path ?? []) {
    for (let dir = 0; dir < 6; dir++) {
      const n = { q: cell.q + DIRECTIONS[dir].q, r: cell.r + DIRECTIONS[dir].r };
      const u = unitAt(s, n);
      if (u && u.id !== dasher.id && !approached.includes(u.id) && !hits.includes(u.id) && filterAdmits(m.pathFilter ?? 'enemy', dasher, u)) hits.push(u.id);
    }
  }
  const skill: SkillDef = {
    id: `${a.skill.id}:path`, nameKey: a.skill.nameKey, textKey: a.skill.textKey, usage: a.skill.usage, speed: a.speed,
    targeting: { kind: 'single', range: { max: 99 }, filter: 'any', vision: false }, tags: a.skill.tags,
    effects: [{ kind: 'damage', amount: m.pathDamage }],
  };
  // Pushed in reverse so the first unit touched resolves first (the stack's top runs next).
  for (const id of [...hits].reverse()) {
    s.counters.action += 1;
    const hit: DeclaredAction = {
      id: s.counters.action, source: dasher.id, skill, origin: a.origin, speed: a.speed, cursed: false, target: { unit: id },
      affected: [id], answers: null, form: a.form, windows: [], dashHit: { dasher: dasher.id, start: { ...m.start } },
    };
    s.chain!.actions[String(hit.id)] = hit;
    s.chain!.resolving.push(frame(hit.id, 0, false));
    emit(ctx, { type: 'declared', action: hit.id, unit: dasher.id, skill: skill.id, speed: a.speed, cursed: false, affected: [id], answers: null });
  }
}

/** After an action has resolved on all its targets: Stealth ends after a weapon skill (R-STATUS-9), modules hear of it. */
function actionDone(ctx: Ctx, a: DeclaredAction): void {
  const source = ctx.state.units[a.source];
  if (source && a.stealthed && a.skill.usage === 'weapon' && a.origin.kind === 'skill' && hasStatus(source, 'stealth')) removeStatus(ctx, source, 'stealth', 'broken');
  for (const m of ctx.rules.hooks) m.onSkillResolved?.(ctx, a, null);
  checkWinner(ctx); // O-02: deaths are judged when an action has resolved
}

/**
 * Runs the chain machine until the chain is done, a decision is pending, or the game is over (see state.ts Resolution).
 */
export function runResolution(ctx: Ctx): void {
  const s = ctx.state;
  while (s.chain && s.chain.resolving.length > 0 && s.stage !== 'over' && !s.pending) {
    const chain = s.chain;
    if (chain.grants) {
      const grant = chain.grants.shift()!;
      if (chain.grants.length === 0) delete chain.grants;
      if (openGrant(ctx, grant)) return;
      continue;
    }
    const f = chain.resolving[chain.resolving.length - 1];
    const a = chain.actions[String(f.action)];
    const targets: (string | 'statue' | null)[] = a.affected.length > 0 ? a.affected : [null];
    if (f.moving) {
      const options = movingOptions(ctx, f);
      if (options.length === 0) endMoving(ctx, f);
      else if (options.length === 1) takeStep(ctx, f, options[0]);
      else {
        if (checkWinner(ctx)) return;
        const controller = s.units[a.source];
        s.pending = { kind: 'step', id: nextPromptId(ctx), seat: controller.seat, unit: f.moving.unit, purpose: f.moving.effect, options, ...(f.moving.at ? { at: { ...f.moving.at } } : {}) };
        return;
      }
      if (f.moving && f.moving.stepsLeft <= 0) endMoving(ctx, f);
      continue;
    }
    const ti = f.targetIndex;
    switch (f.stage) {
      case 'window': {
        if (ti >= targets.length) {
          chain.resolving.pop();
          if (f.clearStandIn && chain.standIn) delete chain.standIn[f.clearStandIn];
          if (!f.declarationOnly) actionDone(ctx, a);
          continue;
        }
        if (a.windows[ti] === undefined) {
          const source = s.units[a.source];
          if (ti > 0 && !(source && source.alive)) {
            // O-30: a dead source's remaining targets fizzle without windows.
            for (let i = ti; i < targets.length; i++) emit(ctx, { type: 'fizzled', action: a.id, target: targets[i], reason: 'source_dead' });
            f.targetIndex = targets.length;
            continue;
          }
          const reactor = eligibleReactor(ctx.rules, s, a, targets[ti]);
          if (reactor) {
            s.pending = { kind: 'reaction', id: nextPromptId(ctx), seat: reactor.seat, unit: reactor.id, action: a.id, source: a.source, skill: a.skill.id, speed: a.speed };
            emit(ctx, { type: 'windowOpened', action: a.id, unit: reactor.id, prompt: s.pending.id });
            return;
          }
          a.windows[ti] = null;
        }
        if (f.declarationOnly) {
          chain.resolving.pop();
          continue;
        }
        f.stage = 'order';
        continue;
      }
      case 'order': {
        const r = a.windows[ti];
        f.stage = 'effects';
        // R-RES-4 / R-CHAIN-4: a faster reaction's block resolves first; on equal speeds the answered action first (O-26).
        if (r !== null && r !== undefined && chain.actions[String(r)].speed < a.speed) {
          f.blockDone = true;
          const block = frame(r, 0, false);
          if (a.dashHit) {
            // R-DASH-1: against a faster reaction the dasher counts as standing at the dash's start.
            chain.standIn = { ...(chain.standIn ?? {}), [a.dashHit.dasher]: { ...a.dashHit.start } };
            block.clearStandIn = a.dashHit.dasher;
          }
          chain.resolving.push(block);
        }
        continue;
      }
      case 'effects': {
        const targetId = targets[ti];
        if (f.queue === null) {
          const reason = targetId === null
            ? (s.units[a.source]?.alive ? null : 'source_dead')
            : recheckTarget(ctx.rules, s, a.source, a.skill, a.target as TargetRef | null, targetId);
          if (reason) {
            emit(ctx, { type: 'fizzled', action: a.id, target: targetId, reason });
            f.stage = 'after';
            continue;
          }
          f.queue = effectsOf(a.skill, a.form, a.cursed);
        }
        if (f.queue.length === 0) {
          emit(ctx, { type: 'resolved', action: a.id, target: targetId });
          f.queue = null;
          f.stage = 'after';
          continue;
        }
        const effect = f.queue.shift()!;
        applyEffect(ctx, f, effect, targetId);
        continue;
      }
      case 'after': {
        const r = a.windows[ti];
        if (r !== null && r !== undefined && !f.blockDone) {
          f.blockDone = true;
          chain.resolving.push(frame(r, 0, false));
          continue;
        }
        f.targetIndex += 1;
        f.stage = 'window';
        f.blockDone = false;
        f.queue = null;
        continue;
      }
    }
  }
  if (s.chain && s.chain.resolving.length === 0) s.chain = null;
}
