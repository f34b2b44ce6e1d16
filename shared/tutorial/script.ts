/**
 * A chapter's step script (steps.json beside its scenario.json): per step the text in both languages, what the scene
 * highlights, the gate that ends it, the other seats' scripted answers and the forced dice (docs/tutorial.md).
 * `parseScript` checks it strictly: unknown fields, unknown units, bad gates and malformed commands are errors with paths.
 */
import { SEATS, parseCommand, type Seat } from '../rules';
import { Check, join, type ScriptError } from './check';
import { checkGate, type Gate } from './gate';

/** Text in the game's two languages. */
export type Words = { en: string; zh: string };

/** A command as a script writes it: a prompt answer (pass, react, choose, place) may leave out `prompt` (the open one). */
export type ScriptCommand = Record<string, unknown> & { type: string };

/** What the scene shows for a step: the target is lit, the rest dimmed, the camera moves to it. */
export type Highlight = {
  cells?: [number, number][];
  units?: string[];
  /** Where to act: a marker is drawn there (and the test hook publishes it). */
  act?: { cell: [number, number] } | { unit: string };
  /** The skill button to press (lit in the action panel). */
  skill?: string;
  /** A control of the action bar to use: end the turn, pass a reaction window, the facing arrows (towards `act`), flip. */
  control?: 'endTurn' | 'pass' | 'facing' | 'flip';
  /** A panel of the screen the text points at: lit and scrolled into view (the learner's status tracker). */
  panel?: 'tracker';
  /** A drawn line of sight from a unit to a unit or cell. */
  sightLine?: { from: string; to: string | [number, number] };
  /** A unit's front cone (R-LOS-4) drawn up to `depth` cells. */
  cone?: { unit: string; depth: number };
  /** A range ring around a unit. */
  range?: { unit: string; max: number };
};

export type Step = {
  id: string;
  text: Words;
  /** Rule ids the text teaches (links to /rules#id). */
  rules: string[];
  highlight: Highlight;
  gate: Gate;
  /** Scripted answers of the other seats, used in order whenever that seat must act in this step. */
  answers: { seat: Seat; command: ScriptCommand }[];
  /** Die results forced at the step's start (docs/scenarios.md forcedRolls). */
  dice: number[];
  /** Who answers for the other seats when no scripted answer is left: the engine's default (pass, end turn) or the bot. */
  others: 'default' | 'bot';
  /**
   * The learner's correct inputs, in order (tests, the bench). The runner refuses a legal command that is neither the
   * next of them nor passes the gate (it is not spent), unless the step is `free`.
   */
  solution: ScriptCommand[];
  /** The learner may play anything (a step played out against the bots). */
  free: boolean;
};

export type Script = {
  id: string;
  title: Words;
  /** What the chapter teaches, in one line (shown when skipping it). */
  teaches: Words;
  /** The learner's seat. */
  learner: Seat;
  steps: Step[];
};

const RULE_ID = /^(R-[A-Z]+-\d+|O-\d+)$/;
const PROMPT_ANSWERS = ['pass', 'react', 'choose', 'place'];

function checkWords(c: Check, v: unknown, path: string): v is Words {
  if (!c.object(v, path)) return false;
  c.fields(v, path, ['en', 'zh'], ['en', 'zh']);
  return c.string(v.en, join(path, 'en')) && c.string(v.zh, join(path, 'zh'));
}

/** A scripted command must parse as an engine command once its prompt is filled in. */
function checkCommand(c: Check, v: unknown, path: string): v is ScriptCommand {
  if (!c.object(v, path)) return false;
  const filled = PROMPT_ANSWERS.includes(v.type as string) && v.prompt === undefined ? { ...v, prompt: 0 } : v;
  const parsed = parseCommand(filled);
  if (!parsed.ok) return c.fail(path, parsed.error.message);
  return true;
}

function checkHighlight(c: Check, v: unknown, path: string, units: readonly string[]): void {
  if (!c.object(v, path)) return;
  c.fields(v, path, ['cells', 'units', 'act', 'skill', 'control', 'panel', 'sightLine', 'cone', 'range']);
  if (v.control !== undefined)
    c.oneOf(v.control, ['endTurn', 'pass', 'facing', 'flip'] as const, join(path, 'control'));
  if (v.panel !== undefined) c.oneOf(v.panel, ['tracker'] as const, join(path, 'panel'));
  const unit = (u: unknown, at: string) =>
    c.string(u, at) && (units.includes(u) || c.fail(at, `no unit ${u} in the scenario`));
  if (v.cells !== undefined && c.array(v.cells, join(path, 'cells')))
    v.cells.forEach((x, i) => c.cell(x, join(join(path, 'cells'), i)));
  if (v.units !== undefined && c.array(v.units, join(path, 'units')))
    v.units.forEach((x, i) => unit(x, join(join(path, 'units'), i)));
  if (v.act !== undefined && c.object(v.act, join(path, 'act'))) {
    const a = v.act;
    c.fields(a, join(path, 'act'), ['cell', 'unit']);
    if ((a.cell === undefined) === (a.unit === undefined)) c.fail(join(path, 'act'), 'give a cell or a unit');
    else if (a.cell !== undefined) c.cell(a.cell, join(join(path, 'act'), 'cell'));
    else unit(a.unit, join(join(path, 'act'), 'unit'));
  }
  if (v.skill !== undefined) c.string(v.skill, join(path, 'skill'));
  if (v.sightLine !== undefined && c.object(v.sightLine, join(path, 'sightLine'))) {
    const s = v.sightLine;
    c.fields(s, join(path, 'sightLine'), ['from', 'to'], ['from', 'to']);
    unit(s.from, join(join(path, 'sightLine'), 'from'));
    if (Array.isArray(s.to)) c.cell(s.to, join(join(path, 'sightLine'), 'to'));
    else unit(s.to, join(join(path, 'sightLine'), 'to'));
  }
  if (v.cone !== undefined && c.object(v.cone, join(path, 'cone'))) {
    c.fields(v.cone, join(path, 'cone'), ['unit', 'depth'], ['unit', 'depth']);
    unit(v.cone.unit, join(join(path, 'cone'), 'unit'));
    c.int(v.cone.depth, join(join(path, 'cone'), 'depth'), 1, 8);
  }
  if (v.range !== undefined && c.object(v.range, join(path, 'range'))) {
    c.fields(v.range, join(path, 'range'), ['unit', 'max'], ['unit', 'max']);
    unit(v.range.unit, join(join(path, 'range'), 'unit'));
    c.int(v.range.max, join(join(path, 'range'), 'max'), 1, 8);
  }
}

function checkStep(c: Check, v: unknown, path: string, units: readonly string[], learner: number): void {
  if (!c.object(v, path)) return;
  c.fields(
    v,
    path,
    ['id', 'text', 'rules', 'highlight', 'gate', 'answers', 'dice', 'others', 'solution', 'free', 'notes'],
    ['id', 'text', 'gate'],
  );
  if (v.free !== undefined && typeof v.free !== 'boolean') c.fail(join(path, 'free'), 'expected true or false');
  c.string(v.id, join(path, 'id'));
  checkWords(c, v.text, join(path, 'text'));
  if (v.rules !== undefined && c.array(v.rules, join(path, 'rules')))
    v.rules.forEach(
      (r, i) =>
        (typeof r === 'string' && RULE_ID.test(r)) ||
        c.fail(join(join(path, 'rules'), i), 'expected a rule id such as R-LOS-3 or O-21'),
    );
  if (v.highlight !== undefined) checkHighlight(c, v.highlight, join(path, 'highlight'), units);
  checkGate(c, v.gate, join(path, 'gate'), units);
  if (v.answers !== undefined && c.array(v.answers, join(path, 'answers')))
    v.answers.forEach((a, i) => {
      const p = join(join(path, 'answers'), i);
      if (!c.object(a, p)) return;
      c.fields(a, p, ['seat', 'command', 'notes'], ['seat', 'command']);
      if (c.int(a.seat, join(p, 'seat'), 0, 3) && a.seat === learner)
        c.fail(join(p, 'seat'), 'the learner answers for itself');
      checkCommand(c, a.command, join(p, 'command'));
    });
  if (v.dice !== undefined && c.array(v.dice, join(path, 'dice')))
    v.dice.forEach((d, i) => c.int(d, join(join(path, 'dice'), i), 0, 20));
  if (v.others !== undefined) c.oneOf(v.others, ['default', 'bot'] as const, join(path, 'others'));
  if (v.solution !== undefined && c.array(v.solution, join(path, 'solution')))
    v.solution.forEach((s, i) => checkCommand(c, s, join(join(path, 'solution'), i)));
  const isReading = c.object(v.gate, join(path, 'gate')) && v.gate.continue === true;
  if (!isReading && (!Array.isArray(v.solution) || v.solution.length === 0))
    c.fail(join(path, 'solution'), 'a step with a gate needs its correct inputs');
}

/** Parses a step script against the scenario's unit ids. */
export function parseScript(
  v: unknown,
  units: readonly string[],
): { ok: true; script: Script } | { ok: false; errors: ScriptError[] } {
  const c = new Check();
  if (!c.object(v, '')) return { ok: false, errors: c.errors };
  c.fields(
    v,
    '',
    ['id', 'title', 'teaches', 'learner', 'steps', 'notes'],
    ['id', 'title', 'teaches', 'learner', 'steps'],
  );
  c.string(v.id, 'id');
  checkWords(c, v.title, 'title');
  checkWords(c, v.teaches, 'teaches');
  c.int(v.learner, 'learner', 0, 3);
  if (c.array(v.steps, 'steps', 1)) {
    v.steps.forEach((s, i) => checkStep(c, s, join('steps', i), units, v.learner as number));
    const ids = v.steps.map((s) => (s as { id?: unknown })?.id);
    ids.forEach((id, i) => ids.indexOf(id) !== i && c.fail(`steps[${i}].id`, `${String(id)} is used twice`));
  }
  if (c.errors.length) return { ok: false, errors: c.errors };
  const raw = v as { id: string; title: Words; teaches: Words; learner: number; steps: Record<string, unknown>[] };
  return {
    ok: true,
    script: {
      id: raw.id,
      title: raw.title,
      teaches: raw.teaches,
      learner: SEATS[raw.learner],
      steps: raw.steps.map((s) => ({
        id: s.id as string,
        text: s.text as Words,
        rules: (s.rules as string[]) ?? [],
        highlight: (s.highlight as Highlight) ?? {},
        gate: s.gate as Gate,
        answers: (s.answers as Step['answers']) ?? [],
        dice: (s.dice as number[]) ?? [],
        others: (s.others as Step['others']) ?? 'default',
        solution: (s.solution as ScriptCommand[]) ?? [],
        free: (s.free as boolean) ?? false,
      })),
    },
  };
}
