// Issue 15 §2: seats, teams and characters are rotated so that each gets the same share (shared/study/rotation.ts).
import { describe, expect, it } from 'vitest';
import { gameSetup, makeStudyPlan, rotationBlock, studyScenario } from '../../../shared/study';

const plan = (characters?: string[], seed = 7) => {
  const p = makeStudyPlan({ layout: 'beginner', games: 1000, seed, characters });
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.plan;
};

describe('study rotation', () => {
  for (const characters of [
    undefined,
    ['eli', 'yunye', 'darien', 'noel'],
    ['alicia', 'edwin', 'nia', 'silas', 'eli'],
  ]) {
    const p = plan(characters);
    const n = p.characters.length;
    it(`gives each of ${n} characters every seat on each team equally often over a block of ${2 * n} games`, () => {
      expect(rotationBlock(n)).toBe(2 * n);
      for (const block of [0, 3]) {
        const seatTeam = new Map<string, number>();
        const teamCount = new Map<string, number>();
        const relic = new Map<string, number>();
        for (let k = 0; k < 2 * n; k++) {
          const g = gameSetup(p, block * 2 * n + k);
          expect(new Set(g.lineup).size).toBe(4);
          expect(g.teams.filter((t) => t === 'red')).toHaveLength(2);
          g.lineup.forEach((c, seat) => {
            const inc = (m: Map<string, number>, k2: string) => m.set(k2, (m.get(k2) ?? 0) + 1);
            inc(seatTeam, `${c}/${seat}/${g.teams[seat]}`);
            inc(teamCount, `${c}/${g.teams[seat]}`);
            inc(relic, `${c}/${seat % 2 === 0 ? 'holy' : 'vessel'}`);
          });
        }
        // Every character: each of 4 seats once per team → 8 appearances, 4 red and 4 blue, 4 as leader.
        expect(seatTeam.size).toBe(n * 4 * 2);
        expect([...seatTeam.values()].every((v) => v === 1)).toBe(true);
        for (const c of p.characters) {
          expect(teamCount.get(`${c}/red`)).toBe(4);
          expect(teamCount.get(`${c}/blue`)).toBe(4);
          expect(relic.get(`${c}/holy`)).toBe(4);
        }
      }
    });
  }

  it('draws a new character order per block, from the study seed only', () => {
    const p = plan();
    const firstOfBlocks = (q: typeof p) => [0, 1, 2, 3, 4, 5].map((b) => gameSetup(q, b * 16).lineup.join());
    expect(new Set(firstOfBlocks(p)).size).toBeGreaterThan(1);
    expect(firstOfBlocks(plan(undefined, 7))).toEqual(firstOfBlocks(p));
    expect(firstOfBlocks(plan(undefined, 8))).not.toEqual(firstOfBlocks(p));
    expect(gameSetup(p, 5).seed).not.toBe(gameSetup(p, 6).seed);
  });

  it('starts each character on a cell of its own team campfire (R-SETUP-15), the teams swapped in the second half of a block', () => {
    const p = plan(['eli', 'yunye', 'darien', 'noel']);
    const a = studyScenario(p, 0);
    const b = studyScenario(p, 4);
    expect(a.units.map((u) => u.team)).toEqual(['red', 'red', 'blue', 'blue']);
    expect(b.units.map((u) => u.team)).toEqual(['blue', 'blue', 'red', 'red']);
    // Same team, same camp: the red units of game 4 stand where the red units of game 0 stood.
    const cells = (s: typeof a, team: string) =>
      s.units
        .filter((u) => u.team === team)
        .map((u) => `${u.pos.q},${u.pos.r}`)
        .sort();
    expect(cells(b, 'red')).toEqual(cells(a, 'red'));
    expect(cells(a, 'red')).not.toEqual(cells(a, 'blue'));
    expect(a.initiative).toEqual(a.units.map((u) => u.character)); // beginner: seat order (R-INIT-5)
    expect(a.units.map((u) => u.relic)).toEqual(['holy', 'vessel', 'holy', 'vessel']); // R-TEAM-4's order
  });

  it('rolls initiative under standard rules (R-INIT-1) and starts at round 1 with printed HP', () => {
    const made = makeStudyPlan({ layout: 'beginner', rules: 'standard', seed: 3 });
    if (!made.ok) throw new Error('plan');
    const s = studyScenario(made.plan, 0);
    expect(s.variant).toBe('standard');
    expect(s.initiative).toBe('roll');
  });
});
