/**
 * An area skill aimed before it fires (issue 27: "an area skill draws its area and who it would hit and asks once"):
 * the area's cells and the units in it, as the engine's target check gives them (checkTarget: the same check a
 * declaration passes). Null when the aimed use is not an area one.
 */
import { hexKey, type Hex } from '../../../../../shared/hex';
import type { Command, GameState, LegalCommands } from '../../../../../shared/rules';
import { ownedSkills } from '../../../../../shared/rules/skills';
import { engineModule } from './engine';
import { commandForTarget, modeTargets, type UiMode } from './intents';

export type AreaAim = { skill: string; cells: Hex[]; hits: string[] };

/** Whether a skill of the acting unit is an area skill that takes no target (front or surround). */
export function isAreaSkill(state: GameState, legal: LegalCommands, skill: string): boolean {
  const actor = legal.unit ? state.units[legal.unit] : null;
  const def = actor ? ownedSkills(state, actor).find((o) => o.def.id === skill)?.def : undefined;
  return def?.targeting.kind === 'front' || def?.targeting.kind === 'surround';
}

/** The aimed area skill's cells and the units it would hit now, or null. */
export function areaAim(state: GameState, legal: LegalCommands | null, mode: UiMode): AreaAim | null {
  if (!legal || mode.kind !== 'skill' || !legal.unit || !isAreaSkill(state, legal, mode.skill)) return null;
  const actor = state.units[legal.unit];
  const def = ownedSkills(state, actor).find((o) => o.def.id === mode.skill)?.def;
  const check = def ? engineModule.get()?.checkTarget(state, actor, def, null) : undefined; // in whenever `legal` is
  if (!check?.ok) return null;
  return { skill: mode.skill, cells: check.area ?? [], hits: check.affected.filter((x: string) => x !== 'statue') };
}

/**
 * A click on a cell of the aimed area is its "yes": the skill fires (the same command as the second press of its
 * button). A click outside the area is left to the usual intents (a move, a refusal in words).
 */
export function areaClick(state: GameState, legal: LegalCommands | null, mode: UiMode, key: string): Command | null {
  const aim = areaAim(state, legal, mode);
  return legal && aim && aim.cells.some((c) => hexKey(c) === key) ? commandForTarget(legal, mode, null) : null;
}

/**
 * What the action bar asks while a use is aimed, from what its legal targets are: a unit ("Choose a target"), a cell, a
 * direction, or nothing (an area drawn on the board, or the user itself) — "Choose a target" only where one is chosen.
 */
export function aimHintKey(
  state: GameState,
  legal: LegalCommands,
  mode: UiMode,
): 'match.targetHint' | 'match.cellHint' | 'match.directionHint' | 'match.areaHint' | 'match.selfHint' {
  const targets = modeTargets(legal, mode);
  if (targets.some((x) => x && ('unit' in x || 'statue' in x))) return 'match.targetHint';
  if (targets.some((x) => x && 'direction' in x)) return 'match.directionHint';
  if (targets.some((x) => x && 'cell' in x)) return 'match.cellHint';
  return mode.kind === 'skill' && isAreaSkill(state, legal, mode.skill) ? 'match.areaHint' : 'match.selfHint';
}
