// Issue 12 "Proof": seeded bot games on both variants and every scenario file end in the states recorded in
// test/fixtures/determinism.json (hashes taken before the engine's redesign), so a restructuring changes no ruling.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE, playRecordedGames, type Recorded } from './recordedGames';

describe('determinism fixture', () => {
  it('replays every recorded bot game and scenario to the recorded final state', () => {
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded[];
    expect(recorded.length).toBeGreaterThanOrEqual(250);
    expect(playRecordedGames()).toEqual(recorded);
  }, 300_000); // about 20 s alone; generous for a loaded shared machine
});
