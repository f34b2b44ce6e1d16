/**
 * Reactions (R-REACT, R-RES-3, R-CHAIN-3, docs/rules-decisions.md "Reactions and chains", O-18, O-31, O-41): who may react to an action,
 * with what (unused weapon skills of the current side, the response skill, reaction extras, the rune at 99, a flip at 99,
 * items at 99 or printed speed, face-up equipment), each with its legal targets; and checking a chosen reaction.
 */
import type { GameRules } from './mechanism';
import type { SkillDef } from '../content/schema';
import { ruleError, type RuleError } from './errors';
import { ownedSkills } from './skills';
import { hasStatus } from './statuses';
import type { Hex } from '../hex';
import type { DeclaredAction, GameState, Grant, TargetRef, Unit } from './state';
import { checkTarget, legalTargets } from './targeting';
import { declarationBlocker } from './declarationChecks';

/** What a reaction uses. */
export const REACTION_USES = ['skill', 'flip', 'rune', 'item', 'equipment'] as const;
export type ReactionUse = (typeof REACTION_USES)[number];

/** A reaction the unit may declare now, with its speed and the targets it may choose (null = no target needed). */
export type ReactionOption = {
  use: ReactionUse;
  skill?: string;
  slot?: number;
  speed: number;
  curse: boolean;
  targets: (TargetRef | null)[];
};

/** Synthetic skills for the flip and the rune used as reactions (R-REACT-4, R-REACT-7): speed 99, resolved in order. */
export const FLIP_REACTION: SkillDef = {
  id: 'flip',
  nameKey: 'reaction.flip',
  textKey: 'reaction.flip',
  usage: 'extra',
  speed: 99,
  targeting: { kind: 'self' },
  effects: [{ kind: 'hook', hook: 'engine:flip' }],
};
export const RUNE_REACTION: SkillDef = {
  id: 'rune',
  nameKey: 'reaction.rune',
  textKey: 'reaction.rune',
  usage: 'extra',
  speed: 99,
  targeting: { kind: 'self' },
  effects: [{ kind: 'hook', hook: 'engine:rune' }],
};

/** Whether an extra skill's use limit allows another use now (per turn / round / game). */
export function extraAvailable(state: GameState, unit: Unit, skill: SkillDef): boolean {
  const limit = skill.limit ?? 'unlimited';
  if (limit === 'turn') return unit.mechanism[`turn:${skill.id}`] !== state.counters.turn;
  if (limit === 'round') return unit.mechanism[`round:${skill.id}`] !== state.round;
  if (limit === 'game') return !unit.used.includes(skill.id);
  return true;
}

/** Whether an unstunned unit may flip as a reaction (R-REACT-4): a character (a summon has no board to flip). */
function hasBoardToFlip(state: GameState, unit: Unit): boolean {
  return !!state.content.characters[unit.def] && unit.kind === 'character';
}

/** Every reaction `unit` may declare now (empty when it may not react at all). Stun allows only the rune (O-40). */
export function reactionOptions(rules: GameRules, state: GameState, unit: Unit): ReactionOption[] {
  const out: ReactionOption[] = [];
  const stunned = hasStatus(unit, 'stun');
  if (!stunned) {
    for (const owned of ownedSkills(state, unit)) {
      const k = owned.def;
      const usable =
        (k.usage === 'weapon' && owned.onCurrentSide && !unit.used.includes(k.id) && k.reaction !== false) ||
        (k.usage === 'response' && !unit.used.includes(k.id)) ||
        (k.usage === 'extra' && k.reaction === true && extraAvailable(state, unit, k));
      if (!usable) continue;
      if (declarationBlocker(rules, state, unit, k)) continue;
      const targets = legalTargets(rules, state, unit, k);
      if (targets.length)
        out.push({ use: 'skill', skill: k.id, speed: k.speed, curse: !!k.curse && unit.curse > 0, targets });
    }
    if (hasBoardToFlip(state, unit)) out.push({ use: 'flip', speed: 99, curse: false, targets: [null] });
    unit.items.forEach((card, slot) => {
      const def = state.content.cards[card];
      if (!def?.use || declarationBlocker(rules, state, unit, def.use)) return;
      const targets = legalTargets(rules, state, unit, def.use);
      if (targets.length) out.push({ use: 'item', slot, speed: def.speed ?? 99, curse: false, targets });
    });
    const eq = unit.equipment;
    const eqDef = eq ? state.content.cards[eq.card] : undefined;
    if (eq?.faceUp && eqDef?.use && !declarationBlocker(rules, state, unit, eqDef.use)) {
      const targets = legalTargets(rules, state, unit, eqDef.use);
      if (targets.length) out.push({ use: 'equipment', speed: eqDef.speed ?? 99, curse: false, targets });
    }
  }
  if (unit.rune) out.push({ use: 'rune', speed: 99, curse: false, targets: [null] });
  return out;
}

/**
 * The unit that gets a reaction window for `target` of `action` (R-RES-3, docs/rules-decisions.md "Reactions and chains"): a living unit, not already an effect
 * source in this chain (R-CHAIN-3), the action not unrespondable (R-DMG-5), holding at least one usable reaction.
 */
export function eligibleReactor(
  rules: GameRules,
  state: GameState,
  action: DeclaredAction,
  target: string | 'statue' | null,
): Unit | null {
  if (target === null || target === 'statue') return null;
  if ((action.skill.tags ?? []).includes('unrespondable')) return null;
  const u = state.units[target];
  if (!u || !u.alive || !u.pos) return null;
  if (state.chain?.participants.includes(u.id)) return null;
  return hasReaction(rules, state, u) ? u : null;
}

/**
 * Whether reactionOptions would list anything, asking the cheap options first: an unstunned character may always flip
 * (speed 99), a unit holding its rune may always use it; only otherwise are its skills and cards listed with targets.
 * The queries are read-only, so stopping early changes no answer.
 */
function hasReaction(rules: GameRules, state: GameState, unit: Unit): boolean {
  if (!hasStatus(unit, 'stun') && hasBoardToFlip(state, unit)) return true;
  if (unit.rune) return true;
  return reactionOptions(rules, state, unit).length > 0;
}

/** A chosen reaction, checked: the skill definition to declare and its speed and targets. */
export type CheckedReaction = {
  skill: SkillDef;
  speed: number;
  affected: (string | 'statue')[];
  origin: DeclaredAction['origin'];
};

/** Checks a `react` answer for `unit`; returns what to declare or why not. */
export function checkReaction(
  rules: GameRules,
  state: GameState,
  unit: Unit,
  use: ReactionUse,
  opts: { skill?: string; slot?: number; target?: TargetRef; curse?: boolean },
): CheckedReaction | RuleError {
  const stunned = hasStatus(unit, 'stun');
  if (stunned && use !== 'rune')
    return ruleError('action/stunned', 'a stunned unit may react only with its rune', 'R-STATUS-6', {
      unit: unit.id,
      status: 'stun',
    });
  let skill: SkillDef;
  let origin: DeclaredAction['origin'];
  let speed: number;
  switch (use) {
    case 'skill': {
      const owned = ownedSkills(state, unit).find((k) => k.def.id === opts.skill);
      if (!owned) return ruleError('skill/unknown', `${unit.id} has no skill ${opts.skill}`);
      const k = owned.def;
      if (k.usage === 'ultimate')
        return ruleError('skill/not_reaction_time', 'the ultimate is not a reaction', 'R-SHEET-9');
      if (k.usage === 'weapon' && !owned.onCurrentSide)
        return ruleError('skill/not_current_side', `${opts.skill} is not on ${unit.id}'s current board side`);
      if ((k.usage === 'weapon' || k.usage === 'response') && unit.used.includes(k.id))
        return ruleError('skill/used', `${unit.id} has already used ${opts.skill}`);
      if ((k.usage === 'weapon' && k.reaction === false) || (k.usage === 'extra' && k.reaction !== true))
        return ruleError('skill/not_reaction_time', `${opts.skill} is not usable as a reaction`, 'R-REACT-1');
      if (k.usage === 'extra' && !extraAvailable(state, unit, k))
        return ruleError('skill/limit', `${opts.skill} is once per ${k.limit}`);
      skill = k;
      origin = { kind: 'skill', id: skill.id };
      if (opts.curse) {
        if (!skill.curse) return ruleError('curse/no_curse_version', `${skill.id} has no curse effect`);
        if (unit.curse < 1) return ruleError('curse/no_tokens', 'no curse token to spend');
      }
      speed = opts.curse && skill.curse?.speed !== undefined ? skill.curse.speed : skill.speed;
      break;
    }
    case 'flip':
      if (!hasBoardToFlip(state, unit)) return ruleError('flip/one_sided', 'this unit cannot flip');
      skill = FLIP_REACTION;
      origin = { kind: 'skill', id: 'flip' };
      speed = 99;
      break;
    case 'rune':
      if (!unit.rune) return ruleError('rune/unavailable', 'no rune to use');
      skill = RUNE_REACTION;
      origin = { kind: 'skill', id: 'rune' };
      speed = 99;
      break;
    case 'item': {
      const card = opts.slot === undefined ? undefined : unit.items[opts.slot];
      const def = card ? state.content.cards[card] : undefined;
      if (!card || !def?.use) return ruleError('item/none', `no usable item in slot ${opts.slot}`);
      skill = def.use;
      origin = { kind: 'item', id: card };
      speed = def.speed ?? 99;
      break;
    }
    case 'equipment': {
      const eq = unit.equipment;
      const def = eq ? state.content.cards[eq.card] : undefined;
      if (!eq || !def?.use) return ruleError('equipment/none', 'no usable equipment');
      if (!eq.faceUp) return ruleError('equipment/face_down', 'the equipment must be reset first');
      skill = def.use;
      origin = { kind: 'equipment', id: eq.card };
      speed = def.speed ?? 99;
      break;
    }
  }
  const blocked = declarationBlocker(rules, state, unit, skill);
  if (blocked) return blocked;
  const target = checkTarget(rules, state, unit, skill, opts.target);
  if (!target.ok) return target.error;
  return { skill, speed, affected: target.affected, origin };
}

/** Runs `fn` while `dasher` counts as standing at `start` (R-DASH-1), on the given (working or throwaway) state. */
function withStandIn<T>(state: GameState, dasher: string, start: Hex, fn: () => T): T {
  const chain = state.chain!;
  const before = chain.standIn;
  chain.standIn = { ...(before ?? {}), [dasher]: start };
  try {
    return fn();
  } finally {
    if (before === undefined) delete chain.standIn;
    else chain.standIn = before;
  }
}

/**
 * The options of a granted action (R-STATUS-12): each granted skill the unit still holds unused, at the grant's speed,
 * with its normal targets, never cursed (O-49). A stunned unit gets none (R-STATUS-6).
 */
export function grantOptions(rules: GameRules, state: GameState, unit: Unit, grant: Grant): ReactionOption[] {
  if (!unit.alive || !unit.pos || hasStatus(unit, 'stun')) return [];
  const out: ReactionOption[] = [];
  for (const owned of ownedSkills(state, unit)) {
    const k = owned.def;
    if (!grant.skills.includes(k.id) || unit.used.includes(k.id) || declarationBlocker(rules, state, unit, k)) continue;
    const targets = legalTargets(rules, state, unit, k);
    if (targets.length) out.push({ use: 'skill', skill: k.id, speed: grant.speed, curse: false, targets });
  }
  return out;
}

/** Checks the answer to a granted-action prompt: one of the granted skills, unused, no curse, a legal target. */
export function checkGrant(
  rules: GameRules,
  state: GameState,
  unit: Unit,
  grant: Grant,
  use: ReactionUse,
  opts: { skill?: string; target?: TargetRef; curse?: boolean },
): CheckedReaction | RuleError {
  if (hasStatus(unit, 'stun'))
    return ruleError('action/stunned', 'a stunned unit cannot use a granted skill', 'R-STATUS-6', {
      unit: unit.id,
      status: 'stun',
    });
  if (use !== 'skill' || !opts.skill || !grant.skills.includes(opts.skill))
    return ruleError(
      'skill/not_reaction_time',
      `the granted action is one of ${grant.skills.join(', ') || 'no skill'}`,
      'R-STATUS-12',
    );
  const owned = ownedSkills(state, unit).find((k) => k.def.id === opts.skill);
  if (!owned) return ruleError('skill/unknown', `${unit.id} has no skill ${opts.skill}`);
  if (unit.used.includes(owned.def.id)) return ruleError('skill/used', `${unit.id} has already used ${opts.skill}`);
  if (opts.curse)
    return ruleError('curse/no_curse_version', 'a granted skill is used without its curse effect', 'R-STATUS-12');
  const blocked = declarationBlocker(rules, state, unit, owned.def);
  if (blocked) return blocked;
  const target = checkTarget(rules, state, unit, owned.def, opts.target);
  if (!target.ok) return target.error;
  return {
    skill: owned.def,
    speed: grant.speed,
    affected: target.affected,
    origin: { kind: 'skill', id: owned.def.id },
  };
}

/**
 * The reactions open in the current window. For a dash's path hit (R-DASH-1) a faster reaction sees the dasher at the
 * dash's start and a slower one at its end, so each option's targets are computed for the position that applies.
 */
export function windowOptions(rules: GameRules, state: GameState): ReactionOption[] {
  const p = state.pending;
  if (!p || p.kind !== 'reaction') return [];
  const unit = state.units[p.unit];
  if (p.grant) return grantOptions(rules, state, unit, p.grant); // also outside a chain (grants.ts openLooseGrant)
  if (!state.chain) return [];
  const action = state.chain.actions[String(p.action)];
  if (!action.dashHit) return reactionOptions(rules, state, unit);
  const { dasher, start } = action.dashHit;
  const atEnd = reactionOptions(rules, state, unit).filter((o) => o.speed >= action.speed);
  const copy = structuredClone(state);
  const atStart = withStandIn(copy, dasher, start, () => reactionOptions(rules, copy, copy.units[unit.id])).filter(
    (o) => o.speed < action.speed,
  );
  return [...atStart, ...atEnd];
}

/** Checks a reaction in the current window, with the dasher at the position R-DASH-1 gives for its speed. */
export function checkWindowReaction(
  rules: GameRules,
  state: GameState,
  unit: Unit,
  use: ReactionUse,
  opts: { skill?: string; slot?: number; target?: TargetRef; curse?: boolean },
): CheckedReaction | RuleError {
  const p = state.pending;
  if (p?.kind === 'reaction' && p.grant) return checkGrant(rules, state, unit, p.grant, use, opts);
  const action = p && p.kind === 'reaction' && state.chain ? state.chain.actions[String(p.action)] : undefined;
  if (!action?.dashHit) return checkReaction(rules, state, unit, use, opts);
  const { dasher, start } = action.dashHit;
  const fast = withStandIn(state, dasher, start, () => checkReaction(rules, state, unit, use, opts));
  if (!('code' in fast) && fast.speed < action.speed) return fast;
  const slow = checkReaction(rules, state, unit, use, opts);
  if (!('code' in slow) && slow.speed >= action.speed) return slow;
  return 'code' in fast ? fast : slow;
}
