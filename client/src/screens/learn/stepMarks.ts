/**
 * What the scene draws for a tutorial step, worked out from the step's highlight and the game state (pure, no React):
 * the lit cells (everything else is dimmed), where to act, the drawn sight line, cone and range ring, and for a refused
 * command the geometry of why (the blocked line to its target, the range ring).
 */
import { frontCone, hexDistance, hexKey, type Hex } from '../../../../shared/hex';
import type { GameState, RuleError } from '../../../../shared/rules';
import type { OffStep, Step } from '../../../../shared/tutorial';

export type StepMarks = {
  /** Cells lit for the step ("q,r"); empty = nothing dimmed. */
  lit: string[];
  /**
   * What the camera frames: the lit cells, the acting unit (the learner's, and whoever's turn it is) and the units the
   * step names — so the actor and its target are never under a panel (issue 27).
   */
  frame: string[];
  /** Tinted cells of a drawn cone or range ring. */
  area: string[];
  /** Where to act: a marker floats over this cell. */
  act: Hex | null;
  /** A drawn line of sight (the scene decides clear or blocked from the map). */
  sight: { from: Hex; to: Hex } | null;
  /** Why the last command was refused, drawn: a sight line that is blocked, or the range ring that the target is outside. */
  refusal: { from: Hex; to: Hex; ring: number | null } | null;
  /** The skill button to light. */
  skill: string | null;
};

const pos = (state: GameState, unit: string): Hex | null => state.units[unit]?.pos ?? null;

/** The cell a highlight reference points at: a unit's position or a written [q, r]. */
function cellOf(state: GameState, ref: string | [number, number]): Hex | null {
  return typeof ref === 'string' ? pos(state, ref) : { q: ref[0], r: ref[1] };
}

/** A refused skill aimed at a unit: the learner's unit, the target, and the skill's range when that was the problem. */
function refusalOf(
  state: GameState,
  actor: string | null,
  command: unknown,
  error: RuleError | OffStep | null,
): StepMarks['refusal'] {
  if (!error || !actor || (error.code !== 'target/not_visible' && error.code !== 'target/out_of_range')) return null;
  const c = command as { skill?: string; target?: { unit?: string; cell?: Hex } } | null;
  const from = pos(state, actor);
  const to = c?.target?.unit ? pos(state, c.target.unit) : (c?.target?.cell ?? null);
  if (!from || !to) return null;
  const skill = c?.skill
    ? Object.values(state.content.characters)
        .flatMap((ch) => ch.boards.flatMap((b) => b.sides.flatMap((s) => s.skills)))
        .find((k) => k.id === c.skill)
    : undefined;
  const range = skill && skill.targeting.kind === 'single' ? (skill.targeting.range?.max ?? null) : null;
  return { from, to, ring: error.code === 'target/out_of_range' ? range : null };
}

export function stepMarks(
  state: GameState,
  step: Step | null,
  actor: string | null,
  refused: { command: unknown; error: RuleError | OffStep } | null,
): StepMarks {
  const marks: StepMarks = {
    lit: [],
    frame: [],
    area: [],
    act: null,
    sight: null,
    refusal: refusalOf(state, actor, refused?.command, refused?.error ?? null),
    skill: null,
  };
  if (!step) return marks;
  const h = step.highlight;
  const lit = new Set<string>();
  const onMap = (c: Hex) => !!state.map.cells[hexKey(c)];
  for (const c of h.cells ?? []) lit.add(hexKey({ q: c[0], r: c[1] }));
  for (const u of h.units ?? []) {
    const p = pos(state, u);
    if (p) lit.add(hexKey(p));
  }
  if (h.act) {
    marks.act = 'cell' in h.act ? { q: h.act.cell[0], r: h.act.cell[1] } : pos(state, h.act.unit);
    if (marks.act) lit.add(hexKey(marks.act));
  }
  if (h.sightLine) {
    const from = pos(state, h.sightLine.from);
    const to = cellOf(state, h.sightLine.to);
    if (from && to) {
      marks.sight = { from, to };
      lit.add(hexKey(from));
      lit.add(hexKey(to));
    }
  }
  const area = new Set<string>();
  if (h.cone) {
    const u = state.units[h.cone.unit];
    if (u?.pos) for (const c of frontCone(u.pos, u.facing, h.cone.depth)) if (onMap(c)) area.add(hexKey(c));
  }
  if (h.range) {
    const p = pos(state, h.range.unit);
    if (p)
      for (const c of Object.values(state.map.cells))
        if (hexDistance(p, c) <= h.range.max && hexDistance(p, c) > 0) area.add(hexKey(c));
  }
  for (const k of area) lit.add(k);
  marks.lit = [...lit];
  marks.area = [...area];
  const frame = new Set(lit);
  for (const u of [actor, state.turn?.unit ?? null]) {
    const p = u ? pos(state, u) : null;
    if (p) frame.add(hexKey(p));
  }
  marks.frame = [...frame];
  marks.skill = h.skill ?? null;
  return marks;
}
