/**
 * What the board draws for a key moment's better command (issue 32: "the better command drawn on the board"): the walk
 * of the acting unit (a move's path, or the moves the engine's preview gives it), the cells it aims at, and the units
 * the preview says it may change. Every figure is the engine's (previewCommand); nothing here computes a rule.
 */
import type { Hex } from '../../../../../shared/hex';
import type { Command, CommandPreview, GameState } from '../../../../../shared/rules';
import type { HighlightKind } from '../control/intents';

export type MomentDrawing = { path: Hex[] | null; cells: Record<string, HighlightKind>; units: string[] };

/** The drawing of `command` in `state`, from its preview (null when the engine could not preview it). */
export function momentDrawing(state: GameState, command: Command, preview: CommandPreview | null): MomentDrawing {
  const actor = preview?.actor ?? state.turn?.unit ?? null;
  const from = actor ? (state.units[actor]?.pos ?? null) : null;
  const walked = preview?.units.find((u) => u.unit === actor)?.moves.flatMap((m) => m.path) ?? [];
  const path = command.type === 'move' ? command.path : walked;
  const cells: Record<string, HighlightKind> = {};
  const units = new Set<string>();
  const target = 'target' in command ? command.target : undefined;
  if (target && 'cell' in target) cells[`${target.cell.q},${target.cell.r}`] = 'target';
  if (target && 'unit' in target) units.add(target.unit);
  if (command.type === 'place') cells[`${command.cell.q},${command.cell.r}`] = 'place';
  for (const u of preview?.units ?? [])
    if (u.unit !== actor && (u.damage.max > 0 || u.death.n > 0 || u.statusesApplied.length > 0)) units.add(u.unit);
  return { path: from && path.length ? [from, ...path] : null, cells, units: [...units] };
}
