// npm run scenario -- FILE: runs a scenario file and prints { state, events, errors } as JSON (docs/scenarios.md).
import { readFileSync } from 'node:fs';
import { parseScenarioText, runScenario } from '../shared/rules';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run scenario -- FILE.json');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  console.log(
    JSON.stringify({ errors: [{ path: '', message: `cannot read ${file}: ${(e as Error).message}` }] }, null, 2),
  );
  process.exit(1);
}
// Text that is not JSON is reported like any bad field, in `errors`, with its line and column.
const parsed = parseScenarioText(text);
if (!parsed.ok) {
  console.log(JSON.stringify({ errors: parsed.errors }, null, 2));
  process.exit(1);
}
const result = runScenario(parsed.scenario);
if ('error' in result) {
  console.log(JSON.stringify({ errors: [{ path: result.error.split(':')[0], message: result.error }] }, null, 2));
  process.exit(1);
}
console.log(
  JSON.stringify(
    {
      state: result.state,
      events: result.events,
      errors: result.errors.map((e) => ({ index: e.index, seat: e.seat, ...e.error })),
    },
    null,
    2,
  ),
);
