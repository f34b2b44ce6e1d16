import type { StepMarks } from './stepMarks';

/**
 * What e2e tests read of the learn screen (window.__iferaLearn): what the step highlights — never its script or
 * solution — and where the learner stands.
 */
export type LearnHook = {
  version: number;
  chapter: string | null;
  step: number;
  stepId: string | null;
  steps: number;
  complete: boolean;
  /** The step waits for Continue. */
  reading: boolean;
  /** Where to act ("q,r"), the lit cells, the lit skill button and action-bar control. */
  act: string | null;
  lit: string[];
  skill: string | null;
  control: string | null;
  /** The learner's unit and its cell, what the match waits for from the learner. */
  unit: string | null;
  unitCell: string | null;
  awaits: string | null;
  /** The last refusal and whether its geometry is drawn. */
  refused: { code: string; ruleId: string | null } | null;
  refusalDrawn: boolean;
  /** Why the last click sent nothing (a UI key), until the next click. */
  clickNote: string | null;
};

declare global {
  interface Window {
    __iferaLearn?: LearnHook;
  }
}

export function publishLearnHook(
  h: Omit<LearnHook, 'act' | 'lit' | 'skill' | 'refusalDrawn' | 'control'>,
  marks: StepMarks,
  control: string | null,
): void {
  if (typeof window === 'undefined') return;
  const key = (c: { q: number; r: number } | null) => (c ? `${c.q},${c.r}` : null);
  window.__iferaLearn = {
    ...h,
    act: key(marks.act),
    lit: marks.lit,
    skill: marks.skill,
    control,
    refusalDrawn: marks.refusal !== null,
  };
}
