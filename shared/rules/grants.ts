/** Granted actions (R-STATUS-12, schema `grantAction`): queued in the current chain, opened as a react-like prompt. */
import type { Ctx } from './context';
import type { Grant } from './state';

/**
 * Queues a granted action in the current chain; the chain machine opens its prompt before its next step.
 * Outside a chain (damage at a turn's start, an event) there is nothing to join, so the grant lapses.
 */
export function queueGrant(ctx: Ctx, grant: Grant): void {
  const chain = ctx.state.chain;
  if (!chain) return;
  (chain.grants ??= []).push(grant);
}
