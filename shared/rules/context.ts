/** Emitting events and numbering prompts in a command's working context (the Ctx type: mechanism.ts). */
import type { GameEvent, NewEvent } from './events';
import type { Ctx } from './mechanism';

export type { Ctx } from './mechanism';

/** Numbers an event and records it. */
export function emit(ctx: Ctx, event: NewEvent): void {
  ctx.state.counters.event += 1;
  ctx.events.push({ n: ctx.state.counters.event, ...event } as GameEvent);
}

/** A new prompt id for a pending decision. */
export function nextPromptId(ctx: Ctx): number {
  ctx.state.counters.prompt += 1;
  return ctx.state.counters.prompt;
}
