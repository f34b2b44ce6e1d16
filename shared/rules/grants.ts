/** Granted actions (R-STATUS-12, schema `grantAction`): queued in the current chain, opened as a react-like prompt. */
import { emit, nextPromptId, type Ctx } from './context';
import { grantOptions } from './reactions';
import type { Grant } from './state';

/**
 * Queues a granted action in the current chain; the chain machine opens its prompt before its next step.
 * Outside a chain (Burning at a turn's start, Bleeding on a walk, Poison on a declaration, an event's damage) the grant
 * still happens — R-STATUS-12 says the user "immediately" uses the skill — so its prompt opens at once (openLooseGrant).
 */
export function queueGrant(ctx: Ctx, grant: Grant): void {
  const chain = ctx.state.chain;
  if (!chain) {
    openLooseGrant(ctx, grant);
    return;
  }
  (chain.grants ??= []).push(grant);
}

/**
 * Opens a granted action that arose outside any chain: the same react-like prompt the chain machine opens (answered with
 * `react`, which declares the skill as its own chain, or `pass`). Whatever the engine was doing (the start phase, a walk,
 * a declaration) finishes first and waits for the answer: a chain declared meanwhile runs once the prompt is answered, the
 * granted skill first (it is the faster, "immediately"). Nothing opens when the unit has nothing to use (used skills,
 * Stun, no target) or another decision is already open (the grant then lapses, as the only case left).
 */
function openLooseGrant(ctx: Ctx, grant: Grant): void {
  const s = ctx.state;
  const unit = s.units[grant.unit];
  if (s.pending || s.stage !== 'play' || !unit || grantOptions(ctx.rules, s, unit, grant).length === 0) return;
  // No action of a chain to name: the prompt names the last action declared (the granting one when there is one).
  const action = grant.answers ?? s.counters.action;
  s.pending = {
    kind: 'reaction',
    id: nextPromptId(ctx),
    seat: unit.seat,
    unit: unit.id,
    action,
    source: unit.id,
    skill: grant.by,
    speed: grant.speed,
    grant,
  };
  emit(ctx, { type: 'windowOpened', action, unit: unit.id, prompt: s.pending.id });
}
