// Issue 13 "The board shows the ruling: hovering a target draws the corner-to-corner sight line (or the line that is
// blocked)". R-LOS-2: a target out of sight is refused; the aim line says so before the click.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildScenarioState, legalCommands, parseScenario } from '../../../../../shared/rules';
import { targetSight } from '../../../../../client/src/screens/match/control/targetSight';
import { engineModule } from '../../../../../client/src/screens/match/control/engine';

// The tutorial's chapter 2 position (Noel, Yunye behind two rocks) with Darien in the open, in Noel's sight.
const chapter = JSON.parse(
  readFileSync(new URL('../../../../../shared/tutorial/chapters/02-attacking/scenario.json', import.meta.url), 'utf8'),
);
const scenario = parseScenario({
  ...chapter,
  units: [...chapter.units, { id: 'darien', character: 'darien', seat: 0, pos: { q: 0, r: 1 }, facing: 3 }],
});
if (!scenario.ok) throw new Error(JSON.stringify(scenario.errors));
const built = buildScenarioState(scenario.scenario);
if ('error' in built) throw new Error(built.error);
const state = built;
const legal = legalCommands(state, 3);
const aim = { kind: 'skill', skill: 'whiteGaze', curse: false } as const;

// The match screen loads the engine after its first frame (client/src/screens/match/control/engine.ts); these ask it, so load it first.
beforeAll(() => engineModule.load());

describe('the aim line while choosing a target (R-LOS-2)', () => {
  it('draws a blocked line to a unit behind the rocks, from the acting unit', () => {
    expect(targetSight(state, legal, aim, '1,-1', 'yunye')).toEqual({
      from: { q: -2, r: 0 },
      to: { q: 1, r: -1 },
      blocked: true,
    });
  });

  it('draws a clear line to a target the engine accepts', () => {
    expect(legal.skills.find((s) => s.skill === 'whiteGaze')?.targets).toEqual([{ unit: 'darien' }]);
    expect(targetSight(state, legal, aim, '0,1', 'darien')).toEqual({
      from: { q: -2, r: 0 },
      to: { q: 0, r: 1 },
      blocked: false,
    });
  });

  it('draws nothing when not aiming, off the map, or on the acting unit itself', () => {
    expect(targetSight(state, legal, { kind: 'idle' }, '1,-1', 'yunye')).toBeNull();
    expect(targetSight(state, legal, aim, '40,40', null)).toBeNull();
    expect(targetSight(state, legal, aim, '-2,0', 'noel')).toBeNull();
  });
});
