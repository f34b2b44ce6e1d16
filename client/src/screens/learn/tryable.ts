/**
 * "Make the player try it": the tutorial lets the learner pick any skill of the side facing up, even one the rules
 * refuse now, and click any unit or neighbouring cell — the engine then refuses the command with its typed error and the
 * rule, which the step explains (a wall blocking the line of sight, Root). Hints only: the engine decides every command.
 */
import { hexDistance, hexKey, parseHexKey } from '../../../../shared/hex';
import type { Command, GameState, LegalCommands } from '../../../../shared/rules';
import { ownedSkills } from '../../../../shared/rules/skills';
import type { UiMode } from '../match/control/intents';

const NO_TARGET: readonly string[] = ['self', 'front', 'surround'];

/** The legal commands with the current side's unusable skills listed too (without targets), so they can be picked. */
export function withTryableSkills(state: GameState, legal: LegalCommands | null): LegalCommands | null {
  if (!legal || legal.prompt || !legal.unit) return legal;
  const unit = state.units[legal.unit];
  if (!unit) return legal;
  const missing = ownedSkills(state, unit)
    .filter((o) => o.slot === 'side' && o.onCurrentSide && !legal.skills.some((k) => k.skill === o.def.id))
    // A skill that picks nothing (self, front, surround) is tried at once; one that aims waits for the clicked target.
    .map((o) => ({
      skill: o.def.id,
      usage: o.def.usage,
      speed: o.def.speed,
      cost: 'standard' as const,
      curse: false,
      targets: NO_TARGET.includes(o.def.targeting.kind) ? [null] : [],
    }));
  return missing.length ? { ...legal, skills: [...legal.skills, ...missing] } : legal;
}

/** What a click that no legal command answers sends in the tutorial: the aimed skill at a unit, or a step to a neighbour. */
export function tryCommand(
  state: GameState,
  legal: LegalCommands | null,
  mode: UiMode,
  cellKey: string,
): Command | null {
  if (!legal || legal.prompt || !legal.unit) return null;
  const cell = parseHexKey(cellKey);
  const from = state.units[legal.unit]?.pos;
  if (!cell || !from) return null;
  if (mode.kind === 'skill') {
    const target = Object.values(state.units).find((u) => u.alive && u.pos && hexKey(u.pos) === cellKey);
    return target ? { type: 'skill', skill: mode.skill, target: { unit: target.id } } : null;
  }
  if (mode.kind === 'idle' && hexDistance(from, cell) === 1) return { type: 'move', path: [cell] };
  return null;
}
