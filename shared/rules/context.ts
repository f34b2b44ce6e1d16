/**
 * The working context of one command: the cloned state the handlers change and the events they emit. Only
 * applyCommand/createMatch create one, on a copy, so the caller's state is never touched.
 */
import type { GameEvent, NewEvent } from './events';
import type { GameState } from './state';

export type Ctx = { state: GameState; events: GameEvent[] };

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
