// A position built by the real engine from a scenario (shared by the bot's scenario tests).
import { buildScenarioState, parseScenario, type GameState, type Scenario } from '../../../shared/rules';

export function build(s: Scenario): GameState {
  const parsed = parseScenario(s);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const state = buildScenarioState(parsed.scenario);
  if ('error' in state) throw new Error(String(state.error));
  return state;
}
