// The lab's map and units as a scenario file (docs/scenarios.md strict format), which `npm run scenario` runs.
import { encodeLayout, type Layout } from '../../../../shared/map';
import type { LabUnit } from './editorState';

/** The seat each team's units sit at in an exported scenario (docs/scenarios.md: one seat, one team). */
const SEAT_OF_TEAM = { red: 0, blue: 2 } as const;

/** A scenario file's JSON object for the lab's layout and units: beginner rules, the map as its code, units in their order. */
export function labScenario(layout: Layout, units: readonly LabUnit[]): Record<string, unknown> {
  return {
    variant: 'beginner',
    map: { code: encodeLayout(layout) },
    units: units.map((u) => ({
      id: u.character,
      character: u.character,
      seat: SEAT_OF_TEAM[u.team],
      team: u.team,
      pos: { q: u.at.q, r: u.at.r },
      facing: u.facing,
    })),
    notes: 'Exported from the map lab: the layout code and the units standing on it.',
  };
}

/** The scenario as file text (2-space JSON with a final newline). */
export function labScenarioText(layout: Layout, units: readonly LabUnit[]): string {
  return `${JSON.stringify(labScenario(layout, units), null, 2)}\n`;
}
