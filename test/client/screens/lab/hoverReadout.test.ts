import { describe, expect, it } from 'vitest';
import { sightNote } from '../../../../client/src/screens/lab/panels/HoverReadout';

// What the hover readout says about a cell relative to the selected position (R-LOS-1, R-MOVE).
describe('hover readout', () => {
  const vision = { cone: ['2,0', '3,0', '2,-1'], visible: ['2,0', '2,-1'] };
  it.each([
    ['nothing selected', '2,0', null, vision, undefined, null],
    ['the selected cell itself', '0,0', '0,0', vision, undefined, null],
    ['no facing yet', '2,0', '0,0', null, undefined, 'distance 2'],
    ['in sight', '2,0', '0,0', vision, undefined, 'distance 2 · in sight'],
    ['in the cone but hidden', '3,0', '0,0', vision, undefined, 'distance 3 · in the cone, hidden'],
    ['outside the cone', '-1,0', '0,0', vision, undefined, 'distance 1 · outside the cone'],
    ['reachable', '2,0', '0,0', vision, 3, 'distance 2 · movement 3'],
    ['out of reach', '3,0', '0,0', vision, null, 'distance 3 · out of reach'],
  ] as const)('%s', (_case, cell, selected, v, reachCost, expected) => {
    expect(sightNote(cell, selected, v as typeof vision | null, reachCost)).toBe(expected);
  });
});
