/**
 * The tutorial runner: pure functions over a `TutorialRun` value (no clock, no I/O). The learner's commands go through
 * the engine; the other seats answer from the step's script (then the engine's default answer, or the bot in a guided
 * game); a step ends when its gate holds over the engine's facts. Undo within a step, retry the step and restart the
 * chapter are snapshots, so the tutorial never dead-ends (docs/tutorial.md).
 */
import {
  applyCommand,
  awaiting,
  defaultCommand,
  type Command,
  type GameEvent,
  type GameState,
  type RuleError,
  type Seat,
} from '../rules';
import type { Chapter } from './chapter';
import { gateHolds, type Gate } from './gate';
import type { ScriptCommand, Step } from './script';

/** Who answers for a seat that has no scripted answer left in a step played against bots. */
export type SeatPolicy = (state: GameState, seat: Seat) => Command | null;

/**
 * The tutorial's own refusal: a legal command that is not what the step asks (a move to an unmarked cell, another
 * skill). It is not spent — the position stays — so the step can never become impossible; the screen repeats the step.
 */
export type OffStep = { code: 'tutorial/off_step'; message: string };

/** The part of a run that undo restores. */
type Snapshot = { state: GameState; events: GameEvent[]; log: GameEvent[]; refusals: RuleError[]; answered: number };

export type TutorialRun = {
  chapter: Chapter;
  /** Index of the current step; `chapter.steps.length` once the chapter is complete. */
  step: number;
  state: GameState;
  /** Everything that happened in this step, the learner's commands and the others' answers. */
  events: GameEvent[];
  /** Everything that happened in the chapter so far (the event log; names the skill of each declared action). */
  log: GameEvent[];
  /** The learner's refused commands in this step. */
  refusals: RuleError[];
  /** How many of the step's scripted answers were used. */
  answered: number;
  acknowledged: boolean;
  stepStart: Snapshot;
  /** Snapshots before each accepted learner command of this step (undo pops one). */
  history: Snapshot[];
  /** Events of the last thing done (for the scene's numbers and arcs). */
  lastEvents: GameEvent[];
  /** The last refusal (the engine's, or the tutorial's own), until the next accepted command. */
  lastError: RuleError | OffStep | null;
  /** A scripted answer the engine refused (a broken script; tests fail on it). */
  scriptErrors: string[];
};

/**
 * Who answers for the other seats in a step played against bots: a policy called at once (the tests, the bench), or
 * 'asked': the run stops where a bot must decide (`botAwaited`) and the screen answers later with `answerBot` (the
 * browser asks its bot worker, so no decision is computed on the page's thread).
 */
export type RunOptions = { bot?: SeatPolicy | 'asked' };

export const currentStep = (run: TutorialRun): Step | null => run.chapter.steps[run.step] ?? null;
export const isComplete = (run: TutorialRun): boolean => run.step >= run.chapter.steps.length;

/** The prompt kind the learner must answer now ('turn', 'reaction', …), or null when it is not the learner's move. */
export function learnerAwaits(run: Pick<TutorialRun, 'chapter' | 'state'>): string | null {
  const a = awaiting(run.state);
  return a && a.seats.includes(run.chapter.learner) ? a.kind : null;
}

/** Fills in the open prompt's id for a scripted prompt answer that left it out. */
export function withPrompt(state: GameState, c: ScriptCommand): unknown {
  if (c.prompt !== undefined || !['pass', 'react', 'choose', 'place'].includes(c.type)) return c;
  return { ...c, prompt: awaiting(state)?.prompt ?? -1 };
}

const snapshot = (run: TutorialRun): Snapshot => ({
  state: run.state,
  events: run.events,
  log: run.log,
  refusals: run.refusals,
  answered: run.answered,
});

/** Plays the other seats until the learner must act or the game is over (bounded: a broken script cannot loop). */
function playOthers(run: TutorialRun, opts: RunOptions): TutorialRun {
  const step = currentStep(run);
  let { state, answered } = run;
  const events = [...run.events];
  const log = [...run.log];
  const last = [...run.lastEvents];
  const scriptErrors = [...run.scriptErrors];
  for (let guard = 0; guard < 400; guard++) {
    const a = awaiting(state);
    if (!a || a.seats.includes(run.chapter.learner)) break;
    const seat = a.seats[0];
    let command: unknown = null;
    const next = step?.answers[answered];
    if (next && next.seat === seat) {
      command = withPrompt(state, next.command);
      answered++;
    }
    let r = command ? applyCommand(state, seat, command) : null;
    if (r && !r.ok)
      scriptErrors.push(`step ${step?.id}: answer of seat ${seat} refused: ${r.error.code} ${r.error.message}`);
    if (!r || !r.ok) {
      if (step?.others === 'bot' && opts.bot === 'asked') break;
      const fallback =
        (step?.others === 'bot' && typeof opts.bot === 'function' ? opts.bot(state, seat) : null) ??
        defaultCommand(state, seat);
      if (!fallback) break;
      r = applyCommand(state, seat, fallback);
      if (!r.ok) {
        scriptErrors.push(`step ${step?.id}: default answer of seat ${seat} refused: ${r.error.code}`);
        break;
      }
    }
    state = r.state;
    events.push(...r.events);
    log.push(...r.events);
    last.push(...r.events);
  }
  return { ...run, state, events, log, lastEvents: last, answered, scriptErrors };
}

/** Starts the step at `index`: its forced dice, a fresh event list, the others' opening answers; then any gate already met. */
function enterStep(run: TutorialRun, index: number, opts: RunOptions): TutorialRun {
  const step = run.chapter.steps[index];
  if (!step) return { ...run, step: index, history: [], events: [], refusals: [] };
  const state = step.dice.length ? { ...run.state, forcedRolls: [...step.dice] } : run.state;
  // The last refusal stays shown: a step that waited for it hands over to a step that explains it.
  let next: TutorialRun = {
    ...run,
    step: index,
    state,
    events: [],
    refusals: [],
    answered: 0,
    acknowledged: false,
    history: [],
  };
  next = playOthers(next, opts);
  next = { ...next, stepStart: snapshot(next) };
  return advanceIfMet(next, opts);
}

/** Moves on while the current step's gate holds (a reading step waits for Continue). */
function advanceIfMet(run: TutorialRun, opts: RunOptions): TutorialRun {
  const step = currentStep(run);
  if (!step) return run;
  const facts = {
    state: run.state,
    events: run.events,
    log: run.log,
    refusals: run.refusals,
    acknowledged: run.acknowledged,
    learnerAwaits: learnerAwaits(run),
  };
  if (!gateHolds(step.gate, facts)) return run;
  return enterStep(run, run.step + 1, opts);
}

/** A run at the chapter's first step (or at `step`, e.g. resumed from saved progress: earlier steps are replayed). */
export function startChapter(chapter: Chapter, opts: RunOptions = {}, step = 0): TutorialRun {
  // The log opens with what building the position did (a start phase's flip and Burning), so the text can point at it.
  const log = [...chapter.startEvents];
  const base: TutorialRun = {
    chapter,
    step: 0,
    state: chapter.start,
    events: [],
    log,
    refusals: [],
    answered: 0,
    acknowledged: false,
    stepStart: { state: chapter.start, events: [], log, refusals: [], answered: 0 },
    history: [],
    lastEvents: [],
    lastError: null,
    scriptErrors: [],
  };
  let run = enterStep(base, 0, opts);
  // Resuming replays the script's own inputs up to the saved step, so the position is the one the text describes.
  while (run.step < Math.min(step, chapter.steps.length)) {
    const before = run.step;
    run = solveStep(run, opts);
    if (run.step === before) break;
  }
  return { ...run, lastEvents: run.step === 0 ? [...chapter.startEvents, ...run.lastEvents] : [] };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether two commands do the same thing: a move by where it ends, anything else by its fields (not the prompt id). */
function sameCommand(a: unknown, b: unknown): boolean {
  if (!isRecord(a) || !isRecord(b) || a.type !== b.type) return false;
  if (a.type === 'move') {
    const end = (c: Record<string, unknown>) =>
      Array.isArray(c.path) ? JSON.stringify(c.path[c.path.length - 1]) : null;
    return end(a) !== null && end(a) === end(b);
  }
  const fields = (c: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(c)
        .filter((k) => k !== 'prompt' && k !== 'curse')
        .sort()
        .map((k) => [k, c[k]]),
    );
  return fields(a) === fields(b);
}

/** Whether the learner's command is the step's next correct input (or the step lets the learner play freely). */
function isStepsCommand(run: TutorialRun, command: unknown): boolean {
  const step = currentStep(run);
  if (!step || step.free) return true;
  const next = step.solution[run.history.length];
  return next !== undefined && sameCommand(withPrompt(run.state, next), command);
}

/**
 * The learner sends a command: refused by the engine (recorded, nothing else changes), refused by the tutorial when it
 * is legal but not the step's and does not pass the gate (nothing changes: it is not spent), or applied: the others
 * answer, the gate is checked.
 */
export function submit(
  run: TutorialRun,
  command: unknown,
  opts: RunOptions = {},
): { ok: true; run: TutorialRun } | { ok: false; run: TutorialRun; error: RuleError | OffStep } {
  if (isComplete(run)) return { ok: false, run, error: { code: 'game/over', message: 'the chapter is complete' } };
  const r = applyCommand(run.state, run.chapter.learner, command);
  if (!r.ok) {
    const next = { ...run, refusals: [...run.refusals, r.error], lastError: r.error, lastEvents: [] };
    return { ok: false, run: advanceIfMet(next, opts), error: r.error };
  }
  let next: TutorialRun = {
    ...run,
    history: [...run.history, snapshot(run)],
    state: r.state,
    events: [...run.events, ...r.events],
    log: [...run.log, ...r.events],
    lastEvents: r.events,
    lastError: null,
  };
  next = advanceIfMet(playOthers(next, opts), opts);
  if (next.step === run.step && !isStepsCommand(run, command)) {
    const error: OffStep = {
      code: 'tutorial/off_step',
      message: `step ${currentStep(run)?.id}: not what this step asks`,
    };
    return { ok: false, run: { ...run, lastError: error, lastEvents: [] }, error };
  }
  return { ok: true, run: next };
}

/** Continue on a reading step. */
export function acknowledge(run: TutorialRun, opts: RunOptions = {}): TutorialRun {
  const step = currentStep(run);
  if (!step || !('continue' in step.gate)) return run;
  return advanceIfMet({ ...run, acknowledged: true, lastEvents: [] }, opts);
}

/** Takes back the learner's last command in this step (and the answers it drew). */
export function undo(run: TutorialRun): TutorialRun {
  const prev = run.history[run.history.length - 1];
  if (!prev) return run;
  return { ...run, ...prev, history: run.history.slice(0, -1), lastEvents: [], lastError: null };
}

/** Back to the position the current step started from. */
export function retryStep(run: TutorialRun): TutorialRun {
  return { ...run, ...run.stepStart, history: [], acknowledged: false, lastEvents: [], lastError: null };
}

/** Whether a gate waits for a refusal (then a refused solution command is the point of the step). */
function expectsRefusal(g: Gate): boolean {
  if ('all' in g) return g.all.some(expectsRefusal);
  if ('any' in g) return g.any.some(expectsRefusal);
  return 'refused' in g;
}

/** Plays the step's scripted correct inputs from its start (the tests' and the bench's learner). */
export function solveStep(run: TutorialRun, opts: RunOptions = {}): TutorialRun {
  const step = currentStep(run);
  if (!step) return run;
  let cur = retryStep(run);
  if ('continue' in step.gate) return acknowledge(cur, opts);
  for (const c of step.solution) {
    if (cur.step !== run.step) break;
    const r = submit(cur, withPrompt(cur.state, c), opts);
    cur = r.run;
    if (!r.ok && !expectsRefusal(step.gate))
      return {
        ...cur,
        scriptErrors: [
          ...cur.scriptErrors,
          `step ${step.id}: solution command refused: ${r.error.code} ${r.error.message}`,
        ],
      };
  }
  return cur;
}

/**
 * Whether the step's gate can no longer be reached without undo (the game is over or nobody waits for the learner; a
 * bot still to answer is not stuck).
 */
export function isStuck(run: TutorialRun): boolean {
  const step = currentStep(run);
  if (!step || 'continue' in step.gate) return false;
  return learnerAwaits(run) === null && botAwaited(run) === null;
}

/** The seat whose bot must answer before the run goes on (a step played against bots, another seat awaited), or null. */
export function botAwaited(run: TutorialRun): Seat | null {
  const step = currentStep(run);
  const a = awaiting(run.state);
  if (!step || step.others !== 'bot' || !a || a.seats.includes(run.chapter.learner)) return null;
  return a.seats[0];
}

/**
 * A bot's answer for the awaited seat (options 'asked'): applied (the engine's default when it is refused or null), then
 * the others play on and the gate is checked. A late answer (the run moved on: undo, retry) changes nothing.
 */
export function answerBot(run: TutorialRun, seat: Seat, command: Command | null, opts: RunOptions = {}): TutorialRun {
  if (botAwaited(run) !== seat) return run;
  let r = command ? applyCommand(run.state, seat, command) : null;
  if (!r || !r.ok) {
    const fallback = defaultCommand(run.state, seat);
    r = fallback ? applyCommand(run.state, seat, fallback) : null;
  }
  if (!r || !r.ok)
    return { ...run, scriptErrors: [...run.scriptErrors, `step ${currentStep(run)?.id}: no answer of seat ${seat}`] };
  const next: TutorialRun = {
    ...run,
    state: r.state,
    events: [...run.events, ...r.events],
    log: [...run.log, ...r.events],
    lastEvents: r.events,
  };
  return advanceIfMet(playOthers(next, opts), opts);
}
