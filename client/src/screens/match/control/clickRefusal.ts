/**
 * Why a click on the board did nothing, in words (issue 13 "a refused click says why"). The reason comes from the engine:
 * the command the click would have meant is previewed and its typed error worded (err.<code>, with the rule it cites);
 * only where no single command fits (a far cell, a cell off the map) the words say so plainly, using the map's own
 * terrain predicate (shared/map isOpenCell, the one the engine uses). Pure; tested in test/client/match.
 */
import { hexKey, neighbor, parseHexKey, DIRECTION_INDICES } from '../../../../../shared/hex';
import { isOpenCell } from '../../../../../shared/map/terrain';
import type { Command, GameState, LegalCommands, PreviewResult, TargetInput } from '../../../../../shared/rules';
import { engineModule } from './engine';
import type { UiKey } from '../../../i18n';
import { commandForTarget, modeTargets, type UiMode } from './intents';

/** A refusal as words: a UI key with its values, and the rule behind it when the engine named one. */
export type ClickRefusal = { key: UiKey; params: Record<string, string | number>; ruleId?: string };

const fromError = (r: PreviewResult | undefined): ClickRefusal | null =>
  !r || r.ok
    ? null
    : { key: `err.${r.error.code}` as UiKey, params: {}, ...(r.error.ruleId ? { ruleId: r.error.ruleId } : {}) };

/** The reason a click on cell `key` (with `unitAt` standing there, if any) was refused; null when there is nothing to say. */
export function clickRefusal(
  state: GameState,
  legal: LegalCommands | null,
  mode: UiMode,
  key: string,
  unitAt: string | null,
): ClickRefusal | null {
  if (!legal || legal.prompt) return null;
  // The engine is in whenever `legal` is (engine.ts).
  const preview = (c: Command) => engineModule.get()?.previewCommand(state, legal.seat, c);
  const actor = legal.unit ? state.units[legal.unit] : null;
  const cellAt = parseHexKey(key);
  if (!actor?.pos || !cellAt) return null;
  if (mode.kind !== 'idle') {
    // Aiming: ask the engine about this very target (a unit standing there, else the cell).
    const kinds = modeTargets(legal, mode).filter((t): t is TargetInput => t !== null);
    const target: TargetInput = unitAt && kinds.some((t) => 'unit' in t) ? { unit: unitAt } : { cell: cellAt };
    const why = fromError(preview(commandForTarget(legal, mode, target)));
    return why ?? { key: 'refused.notTarget', params: {} };
  }
  if (key === hexKey(actor.pos)) return null;
  const cell = state.map.cells[key];
  if (!cell) return { key: 'refused.offMap', params: {} };
  if (!isOpenCell(cell)) return { key: 'refused.obstacle', params: {}, ruleId: 'R-MOVE-5' };
  // A unit that cannot move at all (Rooted, Stunned, no movement): the engine's refusal of a turn in place says why.
  if (legal.moves.length === 0) {
    const other = DIRECTION_INDICES.find((d) => d !== actor.facing)!;
    return fromError(preview({ type: 'turn', facing: other })) ?? { key: 'refused.noMovement', params: {} };
  }
  const adjacent = DIRECTION_INDICES.some((d) => hexKey(neighbor(actor.pos!, d)) === key);
  if (adjacent) {
    const step: Command = { type: 'move', path: [cellAt] };
    const why = fromError(preview(step));
    if (why) return why;
  }
  return { key: 'refused.unreachable', params: { cell: key, n: legal.movementLeft }, ruleId: 'R-MOVE-1' };
}
