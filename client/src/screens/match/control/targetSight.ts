/**
 * The sight line to draw while aiming (issue 13 "hovering a target draws the corner-to-corner sight line, or the line
 * that is blocked"): from the acting unit to the hovered cell, when the engine accepts that target (a clear line) or
 * refuses it for sight (R-LOS-2, a blocked line). Other refusals (range, cone, a wrong kind of target) draw no line: the
 * refusal's words say those. Pure; the engine decides through previewCommand, the scene only draws.
 */
import { hexEquals, parseHexKey, type Hex } from '../../../../../shared/hex';
import type { GameState, LegalCommands, TargetInput } from '../../../../../shared/rules';
import { engineModule } from './engine';
import { commandForTarget, modeTargets, type UiMode } from './intents';

export type TargetSight = { from: Hex; to: Hex; blocked: boolean };

export function targetSight(
  state: GameState,
  legal: LegalCommands | null,
  mode: UiMode,
  hovered: string | null,
  unitAt: string | null,
): TargetSight | null {
  if (!legal || legal.prompt || mode.kind === 'idle' || !hovered || !legal.unit) return null;
  const from = state.units[legal.unit]?.pos;
  const to = parseHexKey(hovered);
  if (!from || !to || hexEquals(from, to) || !state.map.cells[hovered]) return null;
  const kinds = modeTargets(legal, mode).filter((t): t is TargetInput => t !== null);
  if (!kinds.length) return null;
  const target: TargetInput = unitAt && kinds.some((t) => 'unit' in t) ? { unit: unitAt } : { cell: to };
  const r = engineModule.get()?.previewCommand(state, legal.seat, commandForTarget(legal, mode, target)); // in whenever `legal` is
  if (!r) return null;
  if (r.ok) return { from, to, blocked: false };
  return r.error.code === 'target/not_visible' ? { from, to, blocked: true } : null;
}
