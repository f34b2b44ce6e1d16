/** Scenario files: parse (with paths of bad fields), build a state, run commands (docs/scenarios.md). */
export * from './parseScenario';
export * from './runScenario';
