/**
 * Using a skill in one's own action phase (R-STD-2/3/5, R-BONUS-7, R-SKILL-3..6, R-SHEET-9/10, R-RES-7): checks usage,
 * action budget, curse tokens and target, pays the costs on declaration, then declares the action.
 */
import type { SkillDef } from '../../content/schema';
import { emit, type Ctx } from '../context';
import type { Command } from '../commands';
import { dealDamage } from '../damage';
import { ruleError, type ErrorDetails, type RuleError } from '../errors';
import { declareAction } from '../resolve';
import { findSkill, type OwnedSkill } from '../skills';
import { hasStatus, STATUS_DEFS } from '../statuses';
import { extraAvailable } from '../reactions';
import { declarationBlocker, spendResource } from '../declarationChecks';
import type { GameState, Unit } from '../state';
import { checkTarget } from '../targeting';

/** The action cost of a skill: weapon skills and ultimates are standard actions; extras say theirs (default standard). */
export function costOf(skill: SkillDef): 'standard' | 'bonus' | 'none' {
  return skill.usage === 'extra' ? (skill.cost ?? 'standard') : 'standard';
}

/** Why `unit` may not use `skill` now as an action (null when it may): usage, limits, action budget, stun, curse. */
export function skillBlocker(
  ctx: Ctx,
  unit: Unit,
  skillId: string,
  curse: boolean,
): { error: RuleError } | { skill: SkillDef } {
  const owned = findSkill(ctx.state, unit, skillId);
  if (!owned) return { error: ruleError('skill/unknown', `${unit.id} has no skill ${skillId}`) };
  return ownedSkillBlocker(ctx, unit, owned, curse);
}

/** What ownedSkillBlocker returns for a refusal when no message is wanted (only `'error' in` is read). */
const REFUSED: { error: RuleError } = Object.freeze({
  error: Object.freeze({ code: 'skill/unknown', message: '' }),
}) as { error: RuleError };

/** A refusal; its message is built only when wanted (legalCommands asks every owned skill, most refused). */
function refuse(
  messages: boolean,
  code: Parameters<typeof ruleError>[0],
  message: () => string,
  ruleId?: string,
  details?: () => ErrorDetails,
): { error: RuleError } {
  return messages ? { error: ruleError(code, message(), ruleId, details?.()) } : REFUSED;
}

/**
 * skillBlocker for a skill already found (`owned` must be what findSkill returns for its id: the first one owned).
 * With `messages` false a refusal is REFUSED, the same checks without building the message.
 */
export function ownedSkillBlocker(
  ctx: Ctx,
  unit: Unit,
  owned: OwnedSkill,
  curse: boolean,
  messages = true,
): { error: RuleError } | { skill: SkillDef } {
  const s = ctx.state;
  const turn = s.turn!;
  const skill = owned.def;
  const skillId = skill.id;
  if (hasStatus(unit, 'stun'))
    return refuse(
      messages,
      'action/stunned',
      () => `${unit.id} is Stunned: it can only use its rune`,
      undefined,
      () => ({ unit: unit.id, status: 'stun' }),
    );
  if (skill.usage === 'response')
    return refuse(
      messages,
      'skill/not_reaction_time',
      () => `${skillId} is a response skill: it is used only as a reaction`,
      'R-SHEET-10',
    );
  if (skill.usage === 'weapon' && !owned.onCurrentSide)
    return refuse(
      messages,
      'skill/not_current_side',
      () => `${skillId} is not on ${unit.id}'s current board side (flip to use it)`,
    );
  if ((skill.usage === 'weapon' || skill.usage === 'ultimate') && unit.used.includes(skill.id))
    return refuse(
      messages,
      'skill/used',
      () =>
        skill.usage === 'ultimate'
          ? `${unit.id} has already used its ultimate ${skillId} (once per game)`
          : `${unit.id} has already used ${skillId}; it refreshes when its board side is flipped to again`,
      skill.usage === 'ultimate' ? 'R-SHEET-9' : 'R-SKILL-3',
    );
  if (skill.usage === 'extra') {
    if (!extraAvailable(s, unit, skill))
      return refuse(
        messages,
        'skill/limit',
        () => `${skillId} is once per ${skill.limit}`,
        skill.limit === 'turn' ? 'R-DARIEN-2' : undefined,
      );
  }
  if (costOf(skill) === 'standard' && turn.standardActions >= 2)
    return refuse(messages, 'action/no_standard_action', () => `${unit.id} has spent both standard actions this turn`);
  if (curse) {
    if (!skill.curse) return refuse(messages, 'curse/no_curse_version', () => `${skillId} has no curse effect`);
    if (unit.curse < 1) return refuse(messages, 'curse/no_tokens', () => 'no curse token to spend');
  }
  const blocked = declarationBlocker(ctx.rules, s, unit, skill);
  if (blocked) return { error: blocked };
  return { skill };
}

/** Records a use of an extra skill against its limit (per turn keyed by the turn number, per round, per game). */
export function markExtraUse(state: GameState, unit: Unit, skill: SkillDef): void {
  if (skill.usage !== 'extra') return;
  if (skill.limit === 'turn') unit.mechanism[`turn:${skill.id}`] = state.counters.turn;
  if (skill.limit === 'round') unit.mechanism[`round:${skill.id}`] = state.round;
}

/** Handles a `skill` command in the action phase. */
export function useSkill(ctx: Ctx, unit: Unit, cmd: Extract<Command, { type: 'skill' }>): RuleError | null {
  const s = ctx.state;
  const turn = s.turn!;
  const allowed = skillBlocker(ctx, unit, cmd.skill, !!cmd.curse);
  if ('error' in allowed) return allowed.error;
  const skill = allowed.skill;
  const target = checkTarget(ctx.rules, s, unit, skill, cmd.target);
  if (!target.ok) return target.error;
  // R-RES-7: costs are paid on declaration.
  if (skill.usage === 'weapon' || skill.usage === 'ultimate' || (skill.usage === 'extra' && skill.limit === 'game'))
    unit.used = [...unit.used, skill.id];
  markExtraUse(s, unit, skill);
  const standard = costOf(skill) === 'standard';
  if (standard) turn.standardActions += 1;
  if (cmd.curse) {
    unit.curse -= 1;
    emit(ctx, { type: 'curseSpent', unit: unit.id, total: unit.curse });
  }
  spendResource(unit, skill);
  if (standard && hasStatus(unit, 'poison'))
    dealDamage(ctx, unit, STATUS_DEFS.poison.value, { source: null, unresistable: false, fromStatus: 'poison' }); // O-34
  const speed = cmd.curse && skill.curse?.speed !== undefined ? skill.curse.speed : skill.speed;
  declareAction(ctx, {
    source: unit.id,
    skill,
    origin: { kind: 'skill', id: skill.id },
    speed,
    cursed: !!cmd.curse,
    target: cmd.target ?? null,
    affected: target.affected,
    form: unit.form,
  });
  return null;
}
