/**
 * Declaring and resolving actions as a chain (R-RES, R-CHAIN, docs/rules-decisions.md "Reactions and chains"). The chain is a stack of
 * frames in the state (state.ts `Resolution`): each frame is an action against one of its targets, moving through the
 * target's reaction window, the pairwise speed order (a reaction's block resolves whole when due; on equal speeds the
 * answered action first, O-26/O-27), the resolution-time re-check and effects (R-RES-6), and the next target (R-CHAIN-7).
 * It stops for a decision (a reaction window, a push step to choose) and resumes on the answer.
 */
import { frame, resolvesFirst } from './chainFrame';
import { emit, nextPromptId, type Ctx } from './context';
import { applyEffect } from './effects';
import { fizzleDetails } from './fizzleDetails';
import { endMoving, movingOptions, takeStep } from './movingEffects';
import { eligibleReactor, grantOptions } from './reactions';
import { effectsOf } from './skills';
import { removeStatus, hasStatus } from './statuses';
import type { DeclaredAction, Grant, TargetRef } from './state';
import { recheckTarget } from './targeting';
import { checkWinner } from './winning';

/** What a declaration names, in the order every caller gives it; a granted action (R-STATUS-12) says so last. */
export type Declaration = Pick<
  DeclaredAction,
  'source' | 'skill' | 'origin' | 'speed' | 'cursed' | 'target' | 'affected' | 'form'
> & { granted?: true };

/**
 * Declares an action (R-RES-2): the root of a new chain, or a reaction answering `answers` (the action and the index of
 * the reacting target). The reaction's first window opens at once (docs/rules-decisions.md "Reactions and chains": windows open at declaration); its block
 * resolves when due. Costs are paid by the caller before this (R-RES-7).
 */
export function declareAction(
  ctx: Ctx,
  action: Declaration,
  answers: { action: number; targetIndex: number } | null = null,
  shownAnswers: number | null = null,
): number {
  const s = ctx.state;
  s.counters.action += 1;
  const src = s.units[action.source];
  // `shownAnswers`: a granted action (R-STATUS-12) names the action it arose in, without taking a reaction window.
  const id = s.counters.action;
  const shown = answers ? answers.action : shownAnswers;
  const stealthed = !!src && hasStatus(src, 'stealth');
  // Built field by field in the declaration's order (a spread of it was a slow copy on every declaration).
  const a: DeclaredAction = action.granted
    ? { ...action, id, answers: shown, windows: [], stealthed }
    : {
        source: action.source,
        skill: action.skill,
        origin: action.origin,
        speed: action.speed,
        cursed: action.cursed,
        target: action.target,
        affected: action.affected,
        form: action.form,
        id,
        answers: shown,
        windows: [],
        stealthed,
      };
  emit(ctx, {
    type: 'declared',
    action: a.id,
    unit: a.source,
    skill: a.skill.id,
    speed: a.speed,
    cursed: a.cursed,
    affected: a.affected.map(String),
    answers: a.answers,
  });
  if (!s.chain) s.chain = { actions: {}, participants: [], resolving: [] };
  s.chain.actions[String(a.id)] = a;
  if (!s.chain.participants.includes(a.source)) s.chain.participants.push(a.source);
  if (answers) {
    s.chain.actions[String(answers.action)].windows[answers.targetIndex] = a.id;
    s.chain.resolving.push(frame(a.id, 0, true));
  } else s.chain.resolving.push(frame(a.id, 0, false));
  runResolution(ctx);
  return a.id;
}

/** Opens a queued grant's prompt (a react-like window for the granted unit); false when it has nothing to use. */
function openGrant(ctx: Ctx, grant: Grant): boolean {
  const s = ctx.state;
  const unit = s.units[grant.unit];
  if (!unit || grantOptions(ctx.rules, s, unit, grant).length === 0) return false;
  const top = s.chain!.resolving[s.chain!.resolving.length - 1];
  const action =
    grant.answers !== undefined && grant.answers !== null && s.chain!.actions[String(grant.answers)]
      ? grant.answers
      : top.action;
  const a = s.chain!.actions[String(action)];
  s.pending = {
    kind: 'reaction',
    id: nextPromptId(ctx),
    seat: unit.seat,
    unit: unit.id,
    action,
    source: a ? a.source : unit.id,
    skill: grant.by,
    speed: grant.speed,
    grant,
  };
  emit(ctx, { type: 'windowOpened', action, unit: unit.id, prompt: s.pending.id });
  return true;
}

/** Answers a `choice` prompt: the hook effect it names runs with the chosen option, then the chain goes on. */
export function answerChoice(ctx: Ctx, option: number): void {
  const s = ctx.state;
  const p = s.pending;
  if (!p || p.kind !== 'choice') return;
  s.pending = null;
  const a = p.action !== null ? s.chain?.actions[String(p.action)] : undefined;
  if (a) ctx.rules.effect(p.hook)?.(ctx, a, p.target, { ...p.params, choice: p.options[option] });
  runResolution(ctx);
}

/** After an action has resolved on all its targets: Stealth ends after a weapon skill (R-STATUS-9), modules hear of it. */
function actionDone(ctx: Ctx, a: DeclaredAction): void {
  const source = ctx.state.units[a.source];
  if (source && a.stealthed && a.skill.usage === 'weapon' && a.origin.kind === 'skill' && hasStatus(source, 'stealth'))
    removeStatus(ctx, source, 'stealth', 'broken');
  for (const m of ctx.rules.hooks) m.onSkillResolved?.(ctx, a, null);
  checkWinner(ctx); // O-02: deaths are judged when an action has resolved
}

/**
 * Runs the chain machine until the chain is done, a decision is pending, or the game is over (see state.ts Resolution).
 */
export function runResolution(ctx: Ctx): void {
  const s = ctx.state;
  while (s.chain && s.chain.resolving.length > 0 && s.stage !== 'over' && !s.pending) {
    const chain = s.chain;
    if (chain.grants) {
      const grant = chain.grants.shift()!;
      if (chain.grants.length === 0) delete chain.grants;
      if (openGrant(ctx, grant)) return;
      continue;
    }
    const f = chain.resolving[chain.resolving.length - 1];
    const a = chain.actions[String(f.action)];
    const targets: (string | 'statue' | null)[] = a.affected.length > 0 ? a.affected : [null];
    if (f.moving) {
      const options = movingOptions(ctx, f);
      if (options.length === 0) endMoving(ctx, f);
      else if (options.length === 1) takeStep(ctx, f, options[0]);
      else {
        // O-02: no winner is judged here; a leader killed earlier in this action is judged when the action has resolved.
        const controller = s.units[a.source];
        s.pending = {
          kind: 'step',
          id: nextPromptId(ctx),
          seat: controller.seat,
          unit: f.moving.unit,
          purpose: f.moving.effect,
          options,
          ...(f.moving.at ? { at: { ...f.moving.at } } : {}),
        };
        return;
      }
      if (f.moving && f.moving.stepsLeft <= 0) endMoving(ctx, f);
      continue;
    }
    const ti = f.targetIndex;
    switch (f.stage) {
      case 'window': {
        if (ti >= targets.length) {
          chain.resolving.pop();
          if (f.clearStandIn && chain.standIn) delete chain.standIn[f.clearStandIn];
          if (!f.declarationOnly) actionDone(ctx, a);
          continue;
        }
        if (a.windows[ti] === undefined) {
          const source = s.units[a.source];
          if (ti > 0 && !(source && source.alive)) {
            // O-30: a dead source's remaining targets fizzle without windows.
            for (let i = ti; i < targets.length; i++)
              emit(ctx, {
                type: 'fizzled',
                action: a.id,
                target: targets[i],
                reason: 'source_dead',
                details: { unit: a.source },
              });
            f.targetIndex = targets.length;
            continue;
          }
          const reactor = eligibleReactor(ctx.rules, s, a, targets[ti]);
          if (reactor) {
            s.pending = {
              kind: 'reaction',
              id: nextPromptId(ctx),
              seat: reactor.seat,
              unit: reactor.id,
              action: a.id,
              source: a.source,
              skill: a.skill.id,
              speed: a.speed,
            };
            emit(ctx, { type: 'windowOpened', action: a.id, unit: reactor.id, prompt: s.pending.id });
            return;
          }
          a.windows[ti] = null;
        }
        if (f.declarationOnly) {
          chain.resolving.pop();
          continue;
        }
        f.stage = 'order';
        continue;
      }
      case 'order': {
        const r = a.windows[ti];
        f.stage = 'effects';
        // R-RES-4 / R-CHAIN-4: a faster reaction's block resolves first; on equal speeds the answered action first (O-26).
        if (r !== null && r !== undefined && resolvesFirst(chain.actions[String(r)].speed, a.speed)) {
          f.blockDone = true;
          const block = frame(r, 0, false);
          if (a.dashHit) {
            // R-DASH-1: against a faster reaction the dasher counts as standing at the dash's start.
            chain.standIn = { ...(chain.standIn ?? {}), [a.dashHit.dasher]: { ...a.dashHit.start } };
            block.clearStandIn = a.dashHit.dasher;
          }
          chain.resolving.push(block);
        }
        continue;
      }
      case 'effects': {
        const targetId = targets[ti];
        if (f.queue === null) {
          const reason =
            targetId === null
              ? s.units[a.source]?.alive
                ? null
                : 'source_dead'
              : recheckTarget(ctx.rules, s, a.source, a.skill, a.target as TargetRef | null, targetId);
          if (reason) {
            emit(ctx, {
              type: 'fizzled',
              action: a.id,
              target: targetId,
              reason,
              details: fizzleDetails(ctx.rules, s, a, targetId, reason),
            });
            f.stage = 'after';
            continue;
          }
          f.queue = effectsOf(a.skill, a.form, a.cursed);
        }
        if (f.queue.length === 0) {
          emit(ctx, { type: 'resolved', action: a.id, target: targetId });
          f.queue = null;
          f.stage = 'after';
          continue;
        }
        const effect = f.queue.shift()!;
        applyEffect(ctx, f, effect, targetId);
        continue;
      }
      case 'after': {
        const r = a.windows[ti];
        if (r !== null && r !== undefined && !f.blockDone) {
          f.blockDone = true;
          chain.resolving.push(frame(r, 0, false));
          continue;
        }
        f.targetIndex += 1;
        f.stage = 'window';
        f.blockDone = false;
        f.queue = null;
        continue;
      }
    }
  }
  if (s.chain && s.chain.resolving.length === 0) s.chain = null;
}
