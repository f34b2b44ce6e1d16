/**
 * The intent mapping of the match screen, pure and tested (test/client/match): from the engine's legalCommands for the
 * acting seat and the local UI mode, which cells and units to highlight, and which command a click sends. Hints only:
 * the server decides (STYLE client: components send intents, never decide legality).
 */
import { DIRECTIONS, hexKey, neighbor, toDirection, type Direction, type Hex } from '../../../../../shared/hex';
import type { Command, GameState, LegalCommands, Seat, TargetInput } from '../../../../../shared/rules';

/** What the player is doing with the pointer. */
export type UiMode =
  | { kind: 'idle' }
  | { kind: 'skill'; skill: string; curse: boolean }
  | { kind: 'item'; slot: number }
  | { kind: 'equipment' }
  | { kind: 'react'; index: number; curse: boolean };

/** A placement being prepared (answer to a `place` prompt). */
export type PlaceDraft = { cell: Hex | null; facing: Direction; side: 0 | 1; form: string | null };

/** How a highlighted cell is drawn. */
export type HighlightKind = 'move' | 'target' | 'place' | 'step' | 'placed';

/** Cells to highlight (by "q,r") and the units that are valid targets now. */
export type Highlights = {
  cells: Record<string, HighlightKind>;
  moveCost: Record<string, number>;
  targetUnits: string[];
};

/** The one of my seats the match waits on now, or null (someone else's turn, or spectating). */
export function actingSeat(promptSeats: readonly Seat[], mySeats: readonly Seat[]): Seat | null {
  return promptSeats.find((s) => mySeats.includes(s)) ?? null;
}

/** The targets the current mode may aim at (null entries = no target needed). */
export function modeTargets(legal: LegalCommands, mode: UiMode): (TargetInput | null)[] {
  if (mode.kind === 'skill') return legal.skills.find((s) => s.skill === mode.skill)?.targets ?? [];
  if (mode.kind === 'item') return legal.items.find((i) => i.slot === mode.slot)?.targets ?? [];
  if (mode.kind === 'equipment') return legal.equipment?.targets ?? [];
  if (mode.kind === 'react') return legal.reactions[mode.index]?.targets ?? [];
  return [];
}

/** The cell a target points at on the board (units by their position, directions by the neighbour that way). */
export function targetCell(state: GameState, from: Hex | null, target: TargetInput): Hex | null {
  if ('unit' in target) return state.units[target.unit]?.pos ?? null;
  if ('statue' in target) return state.statue?.cell ?? null;
  if ('cell' in target) return target.cell;
  if (from) return { q: from.q + DIRECTIONS[target.direction].q, r: from.r + DIRECTIONS[target.direction].r };
  return null;
}

/** What to highlight for the acting seat now. */
export function highlightsFor(
  state: GameState,
  legal: LegalCommands | null,
  mode: UiMode,
  draft: PlaceDraft | null,
): Highlights {
  const out: Highlights = { cells: {}, moveCost: {}, targetUnits: [] };
  if (!legal) return out;
  const p = legal.prompt;
  if (p?.kind === 'place') {
    for (const c of p.cells) out.cells[hexKey(c)] = 'place';
    if (draft?.cell) out.cells[hexKey(draft.cell)] = 'placed';
    return out;
  }
  if (p?.kind === 'step') {
    for (const c of p.options) out.cells[hexKey(c)] = 'step';
    return out;
  }
  if (p?.kind === 'campfire') {
    // The campfire boards to choose from (R-MAP-11), lit on the map: a tap on one chooses it.
    for (const [key, cell] of Object.entries(state.map.cells))
      if (cell.terrain === 'open' && p.options.includes(cell.board)) out.cells[key] = 'place';
    return out;
  }
  if (mode.kind !== 'idle') {
    const unit = legal.unit ? state.units[legal.unit] : null;
    for (const t of modeTargets(legal, mode)) {
      if (!t) continue;
      if ('unit' in t) out.targetUnits.push(t.unit);
      const c = targetCell(state, unit?.pos ?? null, t);
      if (c) out.cells[hexKey(c)] = 'target';
    }
    return out;
  }
  for (const m of legal.moves) {
    const k = hexKey(m.cell);
    out.cells[k] = 'move';
    out.moveCost[k] = m.cost;
  }
  return out;
}

/** The result of a click: a command to send, a change of the placement draft, or nothing. */
export type ClickIntent = { send: Command } | { draft: PlaceDraft } | null;

/** What clicking cell `key` means now. */
export function intentForCell(
  state: GameState,
  legal: LegalCommands | null,
  mode: UiMode,
  draft: PlaceDraft | null,
  key: string,
): ClickIntent {
  if (!legal) return null;
  const p = legal.prompt;
  if (p?.kind === 'place') {
    const cell = p.cells.find((c) => hexKey(c) === key);
    return cell ? { draft: { ...(draft ?? { facing: 0, side: 0, form: null }), cell } } : null;
  }
  if (p?.kind === 'step') {
    const option = p.options.findIndex((c) => hexKey(c) === key);
    return option >= 0 ? { send: { type: 'choose', prompt: p.id, option } } : null;
  }
  if (p?.kind === 'campfire') {
    const board = state.map.cells[key]?.board;
    const option = board === undefined ? -1 : p.options.indexOf(board);
    return option >= 0 ? { send: { type: 'choose', prompt: p.id, option } } : null;
  }
  if (mode.kind !== 'idle') {
    const unit = legal.unit ? state.units[legal.unit] : null;
    const target = modeTargets(legal, mode).find((t) => {
      if (!t) return false;
      const c = targetCell(state, unit?.pos ?? null, t);
      return c !== null && hexKey(c) === key;
    });
    return target ? { send: commandForTarget(legal, mode, target) } : null;
  }
  const move = legal.moves.find((m) => hexKey(m.cell) === key);
  return move ? { send: { type: 'move', path: move.path } } : null;
}

/** What clicking a unit means now: aim at it when it is a valid target; otherwise the cell under it. */
export function intentForUnit(
  state: GameState,
  legal: LegalCommands | null,
  mode: UiMode,
  draft: PlaceDraft | null,
  unitId: string,
): ClickIntent {
  if (!legal) return null;
  if (mode.kind !== 'idle') {
    const target = modeTargets(legal, mode).find((t) => t && 'unit' in t && t.unit === unitId);
    if (target) return { send: commandForTarget(legal, mode, target) };
  }
  const pos = state.units[unitId]?.pos;
  return pos ? intentForCell(state, legal, mode, draft, hexKey(pos)) : null;
}

/** The command of a mode aimed at a target (null = a skill without a target). */
export function commandForTarget(legal: LegalCommands, mode: UiMode, target: TargetInput | null): Command {
  const t = target ? { target } : {};
  if (mode.kind === 'skill') return { type: 'skill', skill: mode.skill, ...t, ...(mode.curse ? { curse: true } : {}) };
  if (mode.kind === 'item') return { type: 'item', slot: mode.slot, ...t };
  if (mode.kind === 'equipment') return { type: 'equipment', ...t };
  if (mode.kind === 'react') {
    const o = legal.reactions[mode.index];
    const prompt = legal.prompt?.id ?? 0;
    return {
      type: 'react',
      prompt,
      use: o.use,
      ...(o.skill ? { skill: o.skill } : {}),
      ...(o.slot !== undefined ? { slot: o.slot } : {}),
      ...t,
      ...(mode.curse ? { curse: true } : {}),
    };
  }
  return { type: 'endTurn' };
}

/** A skill or reaction whose only target is "none" (self and area skills) is sent at once instead of entering aim mode. */
export function needsNoTarget(legal: LegalCommands, mode: UiMode): boolean {
  const targets = modeTargets(legal, mode);
  return targets.length === 1 && targets[0] === null;
}

/** The answer to a place prompt from a finished draft. */
export function placeCommand(legal: LegalCommands, draft: PlaceDraft): Command | null {
  const p = legal.prompt;
  if (p?.kind !== 'place' || !draft.cell) return null;
  return {
    type: 'place',
    prompt: p.id,
    cell: draft.cell,
    facing: draft.facing,
    side: draft.side,
    ...(draft.form ? { form: draft.form } : {}),
  };
}

/** A facing turned one step to the left (counter-clockwise: the next direction) or to the right. */
export function turnedFacing(facing: Direction, way: 'left' | 'right'): Direction {
  return toDirection(facing + (way === 'left' ? 1 : -1));
}

/**
 * Keyboard movement on the acting unit's own turn: one step forward in its facing, or a turn in place to the left
 * (counter-clockwise, the next direction) or right — the command only when legalCommands lists it (moves, turns).
 */
export function keyMoveCommand(
  state: GameState,
  legal: LegalCommands | null,
  key: 'forward' | 'left' | 'right',
): Command | null {
  if (!legal || legal.prompt || !legal.unit) return null;
  const unit = state.units[legal.unit];
  if (!unit?.pos) return null;
  if (key === 'forward') {
    const ahead = hexKey(neighbor(unit.pos, unit.facing));
    const move = legal.moves.find((m) => m.path.length === 1 && hexKey(m.cell) === ahead && m.facing === unit.facing);
    return move ? { type: 'move', path: move.path } : null;
  }
  const facing = turnedFacing(unit.facing, key);
  return legal.turns.includes(facing) ? { type: 'turn', facing } : null;
}
