/**
 * Targeting (R-LOS-2, O-03, O-21, O-29): which units, cells or directions a skill may choose, which units it then
 * affects in multi-target order (R-MULTI), and the resolution-time re-check (R-RES-6).
 */
import type { GameRules } from './mechanism';
import { DIRECTIONS, hexDistance, hexDistanceQR, toDirection, type Direction, type Hex } from '../hex';
import type { SkillDef, TargetFilter } from '../content/schema';
import {
  blocksSight,
  cellLabel,
  isStandable,
  lineOfSight,
  positionOf,
  seesFrom,
  sortedUnitIds,
  unitAt,
  whyNotStandable,
} from './board';
import { ruleError, type ErrorDetails, type RuleError } from './errors';
import { sightDetails } from './sightDetails';
import { frontOrder, isInFrontCone, surroundOrder } from './geometry';
import { hasStatus } from './statuses';
import type { GameState, TargetRef, Unit } from './state';
import { dashOptions } from './movement';

/** Whether a unit can be chosen as a target: not Stealthed (R-STATUS-9) and not untargetable (R-ALICIA-3). */
export function isTargetable(state: GameState, unit: Unit): boolean {
  if (hasStatus(unit, 'stealth')) return false;
  if (unit.kind === 'summon' && state.content.units[unit.def]?.untargetable) return false;
  return true;
}

/** Whether `filter` admits `unit` for `source` (O-03). */
export function filterAdmits(filter: TargetFilter, source: Unit, unit: Unit): boolean {
  switch (filter) {
    case 'enemy':
      return unit.team !== source.team;
    case 'ally':
      return unit.team === source.team && unit.id !== source.id;
    case 'self':
      return unit.id === source.id;
    case 'any':
      return true;
  }
}

/** A skill's range for a unit now: printed, then module adjustments (mechanism.ts modifyRange). */
export function rangeOf(
  rules: GameRules,
  state: GameState,
  unit: Unit | undefined,
  skill: SkillDef,
): { min: number; max: number } {
  const r = skill.targeting.range;
  let range = { min: r?.min ?? 1, max: r?.max ?? 0 };
  if (!unit || skill.targeting.kind === 'self') return range;
  for (const m of rules.hooks) {
    const fn = m.modifyRange;
    if (fn) range = fn(state, unit, skill, range);
  }
  return range;
}
const needsVision = (skill: SkillDef): boolean => skill.targeting.vision !== false;
const defaultFilter = (skill: SkillDef): TargetFilter =>
  skill.targeting.filter ?? (skill.targeting.kind === 'self' ? 'self' : 'enemy');

/** Whether `source` sees cell h (front cone + line of sight, R-LOS-1). */
export function sees(state: GameState, source: Unit, h: Hex): boolean {
  return source.pos !== null && seesFrom(state, source.pos, source.facing, h);
}

/** The cells of a line in direction d, stopping before the first cell that blocks sight (R-MAP-2). */
export function lineCells(state: GameState, origin: Hex, d: Direction, length: number): Hex[] {
  const out: Hex[] = [];
  let cell = origin;
  for (let i = 0; i < length; i++) {
    cell = { q: cell.q + DIRECTIONS[d].q, r: cell.r + DIRECTIONS[d].r };
    if (blocksSight(state, cell)) break;
    out.push(cell);
  }
  return out;
}

/** Units an area or line affects, in multi-target order (R-MULTI-2/3); the statue is never hit by areas (R-STATUE-2). */
function areaUnits(state: GameState, source: Unit, skill: SkillDef, cells: Hex[]): string[] {
  const filter = defaultFilter(skill);
  const out: string[] = [];
  for (const c of cells) {
    const u = unitAt(state, c);
    if (!u || !filterAdmits(filter, source, u)) continue;
    if (u.kind === 'summon' && state.content.units[u.def]?.untargetable) continue;
    if (needsVision(skill) && source.pos && !lineOfSight(state, source.pos, c)) continue;
    out.push(u.id);
  }
  return out;
}

/** How a skill's range reads in messages: "1 cell", "2 to 3 cells". */
function rangeText(range: { min: number; max: number }): string {
  if (range.min === range.max) return `exactly ${range.max} cell${range.max === 1 ? '' : 's'}`;
  return range.min <= 1 ? `up to ${range.max} cell${range.max === 1 ? '' : 's'}` : `${range.min} to ${range.max} cells`;
}

/** Targeting filters in words, for messages. */
const FILTER_WORDS: Record<TargetFilter, string> = {
  enemy: 'enemies only',
  ally: 'allies only (not its user)',
  self: 'its user only',
  any: 'any unit',
};

/** Why a cell is out of vision (R-LOS-1..3): behind the source's front cone, or line of sight blocked. */
function blindReason(state: GameState, source: Unit, from: Hex, to: Hex): string {
  return isInFrontCone(from, source.facing, to)
    ? 'line of sight is blocked'
    : `outside the front cone of facing ${source.facing}`;
}

/** The result of choosing a target: the units (or statue) affected in order, or why the choice is illegal. */
/** An accepted target lists the units it affects and, for an area (front, surround, line), the area's cells. */
export type TargetCheck = { ok: true; affected: (string | 'statue')[]; area?: Hex[] } | { ok: false; error: RuleError };

/** What checkTargetWith returns for a refusal when no message is wanted (only `ok` is read). */
const REFUSED: TargetCheck = Object.freeze({
  ok: false,
  error: Object.freeze({ code: 'target/missing', message: '' }),
}) as TargetCheck;
/**
 * What it returns for an acceptance then: the affected units are not listed (a line skill's six directions each walked
 * its cells and units for a list legalTargets never read).
 */
const ACCEPTED: TargetCheck = Object.freeze({ ok: true, affected: Object.freeze([]) as unknown as string[] });

/** A refused target; its message is built only when wanted (legalTargets asks thousands of candidates, most refused). */
function fail(
  messages: boolean,
  code: Parameters<typeof ruleError>[0],
  message: () => string,
  details?: () => ErrorDetails,
): TargetCheck {
  return messages ? { ok: false, error: ruleError(code, message(), undefined, details?.()) } : REFUSED;
}

/** Checks a declared target for a skill used by `source` now (R-LOS-2); lists what it affects. */
export function checkTarget(
  rules: GameRules,
  state: GameState,
  source: Unit,
  skill: SkillDef,
  target: TargetRef | undefined | null,
): TargetCheck {
  return checkTargetWith(rules, state, source, skill, target, true);
}

/**
 * Whether checkTarget would accept the target (the same checks, no refusal message built). `range` is rangeOf for
 * this source and skill, which legalTargets computes once for all its candidates.
 */
function targetAllowed(
  rules: GameRules,
  state: GameState,
  source: Unit,
  skill: SkillDef,
  target: TargetRef | null,
  range?: { min: number; max: number },
): boolean {
  return checkTargetWith(rules, state, source, skill, target, false, range).ok;
}

/** checkTarget's checks; with `messages` false only `ok` is meant: a refusal is REFUSED and an acceptance ACCEPTED. */
function checkTargetWith(
  rules: GameRules,
  state: GameState,
  source: Unit,
  skill: SkillDef,
  target: TargetRef | undefined | null,
  messages: boolean,
  knownRange?: { min: number; max: number },
): TargetCheck {
  const t = skill.targeting;
  const pos = positionOf(state, source);
  if (!pos) return fail(messages, 'target/missing', () => `${source.id} is not on the map`);
  const range = knownRange ?? rangeOf(rules, state, source, skill);
  switch (t.kind) {
    case 'self':
      if (target && !('unit' in target && target.unit === source.id))
        return fail(messages, 'target/wrong_kind', () => `${skill.id} targets its user only`);
      return messages ? { ok: true, affected: [source.id] } : ACCEPTED;
    case 'front':
    case 'surround': {
      if (target) return fail(messages, 'target/wrong_kind', () => `${skill.id} is an area skill: it takes no target`);
      if (!messages) return ACCEPTED;
      const cells = (
        t.kind === 'front' ? frontOrder(pos, source.facing, range.max) : surroundOrder(pos, source.facing, range.max)
      ).filter((c) => hexDistance(pos, c) >= range.min);
      return { ok: true, affected: areaUnits(state, source, skill, cells), area: cells };
    }
    case 'line': {
      if (!target || !('direction' in target))
        return fail(messages, 'target/missing', () => `${skill.id} is a line skill: it needs a {direction}`);
      const d = target.direction;
      if (
        needsVision(skill) &&
        d !== source.facing &&
        d !== toDirection(source.facing + 1) &&
        d !== toDirection(source.facing - 1)
      )
        return fail(
          messages,
          'target/not_visible',
          () =>
            `${skill.id}'s line must start inside ${source.id}'s front cone (directions ${toDirection(source.facing - 1)}, ${source.facing}, ${toDirection(source.facing + 1)})`,
        );
      if (!messages) return ACCEPTED;
      const cells = lineCells(state, pos, d, t.length ?? range.max);
      return { ok: true, affected: areaUnits(state, source, skill, cells), area: cells };
    }
    case 'single': {
      if (!target) return fail(messages, 'target/missing', () => `${skill.id} needs a target`);
      if ('statue' in target) {
        const st = state.statue;
        if (!t.statue) return fail(messages, 'target/not_allowed', () => `${skill.id} cannot target the statue`);
        if (!st || !st.intact || !st.cell) return fail(messages, 'target/missing', () => 'there is no intact statue');
        const d = hexDistance(pos, st.cell);
        if (d < range.min || d > range.max)
          return fail(
            messages,
            'target/out_of_range',
            () => `the statue is ${d} cells from ${source.id}; ${skill.id} reaches ${rangeText(range)}`,
            () => ({ cell: { ...st.cell! }, distance: d, range }),
          );
        if (needsVision(skill) && !sees(state, source, st.cell))
          return fail(
            messages,
            'target/not_visible',
            () => `the statue is not in ${source.id}'s vision (${blindReason(state, source, pos, st.cell!)})`,
            () => ({ cell: { ...st.cell! }, sight: sightDetails(state, pos, source.facing, st.cell!) }),
          );
        return messages ? { ok: true, affected: ['statue'] } : ACCEPTED;
      }
      if (!('unit' in target)) return fail(messages, 'target/wrong_kind', () => `${skill.id} targets a unit`);
      const u = state.units[target.unit];
      if (!u || !u.alive || !u.pos)
        return fail(messages, 'target/missing', () => `there is no living unit ${target.unit} on the map`);
      if (!filterAdmits(defaultFilter(skill), source, u))
        return fail(
          messages,
          'target/not_allowed',
          () =>
            `${skill.id} targets ${FILTER_WORDS[defaultFilter(skill)]}; ${u.id} is ${u.id === source.id ? `${source.id} itself` : u.team === source.team ? `an ally of ${source.id}` : `an enemy of ${source.id}`}`,
          () => ({ unit: u.id }),
        );
      if (u.id !== source.id && !isTargetable(state, u))
        return fail(
          messages,
          'target/untargetable',
          () => `${u.id} cannot be targeted${hasStatus(u, 'stealth') ? ' while Stealthed' : ''}`,
          () => (hasStatus(u, 'stealth') ? { unit: u.id, status: 'stealth' } : { unit: u.id }),
        );
      const upos = positionOf(state, u)!;
      const d = hexDistance(pos, upos);
      if (u.id !== source.id && (d < range.min || d > range.max))
        return fail(
          messages,
          'target/out_of_range',
          () => `${u.id} is ${d} cells from ${source.id}; ${skill.id} reaches ${rangeText(range)}`,
          () => ({ unit: u.id, cell: { ...upos }, distance: d, range }),
        );
      if (u.id !== source.id && needsVision(skill) && !seesFrom(state, pos, source.facing, upos))
        return fail(
          messages,
          'target/not_visible',
          () => `${u.id} is not in ${source.id}'s vision (${blindReason(state, source, pos, upos)})`,
          () => ({ unit: u.id, cell: { ...upos }, sight: sightDetails(state, pos, source.facing, upos) }),
        );
      return messages ? { ok: true, affected: [u.id] } : ACCEPTED;
    }
    case 'cell': {
      if (!target || !('cell' in target)) return fail(messages, 'target/missing', () => `${skill.id} needs a {cell}`);
      const c = target.cell;
      const d = hexDistance(pos, c);
      if (d < range.min || d > range.max)
        return fail(
          messages,
          'target/out_of_range',
          () => `${cellLabel(c)} is ${d} cells from ${source.id}; ${skill.id} reaches ${rangeText(range)}`,
          () => ({ cell: { ...c }, distance: d, range }),
        );
      if (needsVision(skill) && !sees(state, source, c))
        return fail(
          messages,
          'target/not_visible',
          () => `${cellLabel(c)} is not in ${source.id}'s vision (${blindReason(state, source, pos, c)})`,
          () => ({ cell: { ...c }, sight: sightDetails(state, pos, source.facing, c) }),
        );
      const dashes = skill.effects.some((e) => e.kind === 'dash');
      const u = unitAt(state, c); // asked once: a unit scan per candidate cell was most of a cell skill's targets
      if ((t.emptyCell || dashes) && (!isStandable(state, c) || u))
        return fail(
          messages,
          'target/cell_blocked',
          () =>
            `${skill.id} needs an empty open cell: ${whyNotStandable(state, c) ?? `${u?.id} stands on ${cellLabel(c)}`}`,
          () => (u ? { cell: { ...c }, unit: u.id } : { cell: { ...c } }),
        );
      if (dashes && dashOptions(state, source, pos, c).length === 0)
        return fail(
          messages,
          'target/cell_blocked',
          () => `no shortest route of enterable cells leads from ${source.id} to ${cellLabel(c)} (O-23)`,
          () => ({ cell: { ...c } }),
        );
      if (!messages) return ACCEPTED;
      return {
        ok: true,
        affected: u && filterAdmits(defaultFilter(skill), source, u) && !t.emptyCell && !dashes ? [u.id] : [],
      };
    }
  }
}

/**
 * The resolution-time check (R-RES-6, O-29, O-30): the source alive, the target alive and targetable (areas and lines:
 * still a living unit), in range and in vision now. Returns null when valid, else the fizzle reason.
 */
export function recheckTarget(
  rules: GameRules,
  state: GameState,
  sourceId: string,
  skill: SkillDef,
  target: TargetRef | null,
  affected: string | 'statue',
): null | 'source_dead' | 'target_dead' | 'out_of_range' | 'not_visible' | 'untargetable' {
  const source = state.units[sourceId];
  if (!source || !source.alive || !source.pos) return 'source_dead';
  const sourcePos = positionOf(state, source)!;
  const range = rangeOf(rules, state, source, skill);
  const t = skill.targeting;
  let cell: Hex;
  if (affected === 'statue') {
    const st = state.statue;
    if (!st || !st.intact || !st.cell) return 'target_dead';
    cell = st.cell;
  } else {
    const u = state.units[affected];
    if (!u || !u.alive || !u.pos) return 'target_dead';
    if (affected === sourceId) return null;
    if (t.kind === 'single' && !isTargetable(state, u)) return 'untargetable';
    cell = positionOf(state, u)!;
  }
  const d = hexDistance(sourcePos, cell);
  if (t.kind === 'cell' && target && 'cell' in target) return null;
  if (t.kind === 'line') {
    // The line is re-derived from where the source stands now: a unit no longer on it is out of the area.
    const d = target && 'direction' in target ? target.direction : null;
    if (d === null) return null;
    const cells = lineCells(state, sourcePos, d, t.length ?? range.max);
    return cells.some((c) => c.q === cell.q && c.r === cell.r) ? null : 'out_of_range';
  }
  if (d < range.min || d > range.max) return 'out_of_range';
  if (t.kind === 'front' && !isInFrontCone(sourcePos, source.facing, cell)) return 'out_of_range'; // left the front area
  if (needsVision(skill)) {
    if (t.kind === 'single' && !seesFrom(state, sourcePos, source.facing, cell)) return 'not_visible';
    if ((t.kind === 'front' || t.kind === 'surround') && !lineOfSight(state, sourcePos, cell)) return 'not_visible';
  }
  return null;
}

/**
 * A map's cells in the order legalTargets lists them (by key, as `Object.keys(cells).sort()` gives). Keyed by the map's
 * `cells` object, which is replaced whole and never changed in place (cloneState.ts), so an entry never goes stale; a
 * WeakMap, so a finished game's map is not kept.
 */
const SORTED_CELLS = new WeakMap<object, SortedCells>();
/** The sorted cells' coordinates as two typed arrays: the range test on every cell of the map is then a tight loop. */
type SortedCells = { q: Int32Array; r: Int32Array };
function sortedCells(cells: GameState['map']['cells']): SortedCells {
  let list = SORTED_CELLS.get(cells);
  if (!list) {
    const keys = Object.keys(cells).sort();
    list = { q: Int32Array.from(keys, (k) => cells[k].q), r: Int32Array.from(keys, (k) => cells[k].r) };
    SORTED_CELLS.set(cells, list);
  }
  return list;
}

/** Every target a skill used by `unit` may choose now (null = the skill takes none): units, the statue, lines, cells. */
export function legalTargets(rules: GameRules, state: GameState, unit: Unit, skill: SkillDef): (TargetRef | null)[] {
  const t = skill.targeting.kind;
  if (t === 'self' || t === 'front' || t === 'surround')
    return targetAllowed(rules, state, unit, skill, null) ? [null] : [];
  const out: TargetRef[] = [];
  const pos = positionOf(state, unit);
  if (!pos) return out;
  // Range first: a candidate out of range fails checkTarget whatever else holds (target/out_of_range or an earlier
  // refusal), so leaving it out changes nothing; the rest go through checkTarget itself.
  const range = rangeOf(rules, state, unit, skill);
  if (t === 'single') {
    for (const id of sortedUnitIds(state)) {
      const u = state.units[id];
      if (!u.alive) continue;
      if (id !== unit.id && u.pos) {
        const d = hexDistance(pos, positionOf(state, u)!);
        if (d < range.min || d > range.max) continue;
      }
      const c = { unit: id };
      if (targetAllowed(rules, state, unit, skill, c, range)) out.push(c);
    }
    if (state.statue?.intact) {
      const c = { statue: true } as const;
      if (targetAllowed(rules, state, unit, skill, c, range)) out.push(c);
    }
  } else if (t === 'line') {
    for (let d = 0; d < 6; d++) {
      const c = { direction: d as Direction };
      if (targetAllowed(rules, state, unit, skill, c, range)) out.push(c);
    }
  } else {
    // Each candidate is checked through one scratch target (a refusal without messages keeps nothing of it); only an
    // accepted cell gets its own.
    const scratch = { cell: { q: 0, r: 0 } };
    const cells = sortedCells(state.map.cells);
    for (let i = 0; i < cells.q.length; i++) {
      const q = cells.q[i];
      const r = cells.r[i];
      const d = hexDistanceQR(pos.q, pos.r, q, r);
      if (d < range.min || d > range.max) continue;
      scratch.cell.q = q;
      scratch.cell.r = r;
      if (targetAllowed(rules, state, unit, skill, scratch, range)) out.push({ cell: { q, r } });
    }
  }
  return out;
}
