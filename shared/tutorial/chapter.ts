/**
 * A chapter: a position in the strict scenario format (docs/scenarios.md) plus its step script. Loading checks both and
 * that they fit together (the script names the scenario's units; the scenario plays no commands of its own).
 */
import { parseScenario, runScenario, type GameEvent, type GameState, type Scenario } from '../rules';
import type { ScriptError } from './check';
import { parseScript, type Script } from './script';

/** `startEvents`: what building the position did (a start phase: the tracker's flip, Burning), the log's first lines. */
export type Chapter = Script & { scenario: Scenario; start: GameState; startEvents: GameEvent[] };

/** Loads a chapter from its two parsed JSON files; every problem is reported with its file and path. */
export function loadChapter(
  scenarioJson: unknown,
  stepsJson: unknown,
): { ok: true; chapter: Chapter } | { ok: false; errors: ScriptError[] } {
  const parsed = parseScenario(scenarioJson, { bothTeams: true });
  if (!parsed.ok)
    return { ok: false, errors: parsed.errors.map((e) => ({ path: `scenario.${e.path}`, message: e.message })) };
  const scenario = parsed.scenario;
  if (scenario.commands?.length)
    return {
      ok: false,
      errors: [{ path: 'scenario.commands', message: 'a chapter plays its steps, not scenario commands' }],
    };
  const ran = runScenario(scenario);
  if ('error' in ran) return { ok: false, errors: [{ path: 'scenario', message: ran.error }] };
  const built = ran.state;
  const script = parseScript(stepsJson, Object.keys(built.units));
  if (!script.ok)
    return { ok: false, errors: script.errors.map((e) => ({ path: `steps.${e.path}`, message: e.message })) };
  if (built.seats[script.script.learner] === null)
    return { ok: false, errors: [{ path: 'steps.learner', message: `no unit sits at seat ${script.script.learner}` }] };
  return { ok: true, chapter: { ...script.script, scenario, start: built, startEvents: ran.events } };
}
