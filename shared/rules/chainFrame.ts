/** A chain frame (state.ts `Resolution`): an action at one of its targets, starting at its reaction window. */
import type { Resolution } from './state';

/** A frame for an action at one of its targets; `declarationOnly` frames only open the window (a reaction's block resolves later). */
export function frame(action: number, targetIndex: number, declarationOnly: boolean): Resolution {
  return { action, targetIndex, stage: 'window', declarationOnly, blockDone: false, queue: null, moving: null };
}

/** R-RES-4 / R-CHAIN-4: whether a reaction's block resolves before the action it answers (faster; on equal speeds the answered action first, O-26). */
export const resolvesFirst = (reactionSpeed: number, answeredSpeed: number): boolean => reactionSpeed < answeredSpeed;
