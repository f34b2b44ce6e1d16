/** Builds test positions from scenario objects (docs/scenarios.md) and a hook context that records events. */
import { standardEngine, type Ctx } from '../../../shared/rules';
import { buildScenarioState, parseScenario, type Scenario } from '../../../shared/rules';
import type { DeclaredAction, GameState } from '../../../shared/rules/state';
import type { SkillDef } from '../../../shared/content/schema';

/** A scenario's starting state; throws on a bad scenario (a test bug). */
export function position(s: Partial<Scenario> & { units: Scenario['units'] }): GameState {
  const parsed = parseScenario({ map: { radius: 5 }, ...s });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const state = buildScenarioState(parsed.scenario);
  if ('error' in state) throw new Error(state.error);
  return state;
}

/** The engine's context over a state (the standard game's rules), recording the events mechanisms emit. */
export function hookContext(state: GameState): Ctx {
  return { state, events: [], rules: standardEngine.rules };
}

/** A declared action for calling a hook effect directly. */
export function action(
  source: string,
  skill: SkillDef,
  target: DeclaredAction['target'] = null,
  extra: Partial<DeclaredAction> = {},
): DeclaredAction {
  return {
    id: 1,
    source,
    skill,
    origin: { kind: 'skill', id: skill.id },
    speed: skill.speed,
    cursed: false,
    target,
    affected: [],
    answers: null,
    form: null,
    windows: [],
    ...extra,
  };
}
