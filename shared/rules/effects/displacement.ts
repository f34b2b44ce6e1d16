/** What push and pull share (R-FORCE-1..6): k steps away from / towards the source, each step the controller's choice. */
import type { Checker } from '../../content/validate';
import { positionOf } from '../board';
import type { EffectApplication, EffectOf, BotEstimate } from './application';
import { hasTag, rootStops } from './application';

/** Checks the step count. */
export function validateSteps(c: Checker, v: Record<string, unknown>, path: string): void {
  c.int(v.distance, `${path}.distance`, 1, 20);
}

/** Starts the steps on the frame (the chain machine asks for each one); Root stops regular displacement (R-FORCE-3). */
export function startSteps(
  { ctx, frame, action, source, subject }: EffectApplication,
  effect: EffectOf<'push' | 'pull'>,
): void {
  if (!subject || !subject.alive || !subject.pos || !source.pos) return;
  if (rootStops(action, subject)) return;
  frame.moving = {
    effect: effect.kind,
    unit: subject.id,
    stepsLeft: effect.distance,
    toward: null,
    from: { ...positionOf(ctx.state, source)! },
    facingLock: hasTag(action, 'facing-lock'),
    maxDistance: 0,
  };
}

/** A displacement of the target counts for the bot as a move. */
export function valueSteps({ value, chance, onSource }: BotEstimate): void {
  if (!onSource) value.moves += chance;
}
