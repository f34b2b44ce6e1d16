// Issue 15 §1 "Units in the lab": the lab's map and units export as a scenario file that the strict parser accepts and
// `npm run scenario` runs (docs/scenarios.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleMap, dealStandardLayout, chooseCampfire, campfireCells, encodeLayout } from '../../../../shared/map';
import { parseScenarioText, runScenario } from '../../../../shared/rules';
import { labScenarioText } from '../../../../client/src/screens/lab/scenarioExport';
import type { LabUnit } from '../../../../client/src/screens/lab/editorState';

function labMap() {
  const dealt = dealStandardLayout(21);
  const picked = chooseCampfire(dealt.layout, 'blue', dealt.campfireChoice.options[1]);
  if (!picked.ok) throw new Error(picked.error.message);
  return picked.layout;
}

describe('scenario export from the lab', () => {
  const layout = labMap();
  const map = assembleMap(layout);
  const red = campfireCells(layout, 'red', map);
  const blue = campfireCells(layout, 'blue', map);
  const units: LabUnit[] = [
    { character: 'eli', team: 'red', at: red[0], facing: 1 },
    { character: 'nia', team: 'red', at: red[1], facing: 0 },
    { character: 'silas', team: 'blue', at: blue[0], facing: 4 },
  ];

  it('is a strict scenario file whose units stand where the lab put them, facing as set', () => {
    const parsed = parseScenarioText(labScenarioText(layout, units));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const result = runScenario(parsed.scenario);
    if ('error' in result) throw new Error(result.error);
    expect(result.state.units.eli).toMatchObject({ pos: red[0], facing: 1, team: 'red' });
    expect(result.state.units.silas).toMatchObject({ pos: blue[0], facing: 4, team: 'blue' });
    expect(Object.keys(result.state.map.cells).sort()).toEqual(Object.keys(map.cells).sort());
    expect(JSON.parse(labScenarioText(layout, units)).map).toEqual({ code: encodeLayout(layout) });
  });

  it('one team only is refused by the file format (docs/scenarios.md rule 6)', () => {
    const parsed = parseScenarioText(labScenarioText(layout, units.slice(0, 2)));
    expect(parsed.ok).toBe(false);
  });

  it('npm run scenario runs the exported file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lab-scenario-'));
    const file = path.join(dir, 'lab.json');
    writeFileSync(file, labScenarioText(layout, units));
    const out = execFileSync('npm', ['run', '--silent', 'scenario', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const printed = JSON.parse(out) as { state: { units: Record<string, { pos: unknown }> }; errors: unknown[] };
    expect(printed.errors).toEqual([]);
    expect(printed.state.units.nia.pos).toEqual(red[1]);
  }, 60_000);
});
