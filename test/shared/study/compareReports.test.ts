// Issue 31: two maps compared under the same study plan — one table of differences (B − A) with 95 % intervals
// (shared/study/compareReports.ts).
import { describe, expect, it } from 'vitest';
import {
  compareReports,
  comparisonCsv,
  formatComparison,
  makeStudyPlan,
  shareDifference,
  StudyTally,
  wilson,
  type GameRecord,
} from '../../../shared/study';

/** A study of `layout` whose blue team wins the games where `blueWins(i)`. */
function report(layout: string, games: number, blueWins: (i: number) => boolean, seed = 1) {
  const p = makeStudyPlan({ layout, games, seed, characters: ['eli', 'yunye', 'darien', 'noel'], stop: false });
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  const t = new StudyTally(p.plan);
  for (let i = 0; i < games; i++) {
    const rec: GameRecord = {
      index: i,
      seed: i,
      lineup: ['eli', 'yunye', 'darien', 'noel'],
      teams: i % 8 < 4 ? ['red', 'red', 'blue', 'blue'] : ['blue', 'blue', 'red', 'red'],
      firstMover: i % 8 < 4 ? 'red' : 'blue',
      winner: blueWins(i) ? 'blue' : 'red',
      rounds: 5 + (i % 3),
      commands: 30,
      rejected: 0,
      firstBlood: null,
      leaderDeath: null,
      deaths: [],
      damage: [],
      stood: [],
    };
    t.add(rec);
  }
  return t.report();
}

describe('comparing two maps', () => {
  it("Newcombe's hybrid score interval matches his worked example (56/70 against 48/80: 0.0524 to 0.3339)", () => {
    const d = shareDifference(wilson(48, 80), wilson(56, 70))!;
    expect(d.difference).toBeCloseTo(0.2, 10);
    expect(d.low).toBeCloseTo(0.0524, 4);
    expect(d.high).toBeCloseTo(0.3339, 4);
    expect(shareDifference(wilson(0, 0), wilson(1, 2))).toBeNull();
  });

  it('puts the same figures of both maps in one table, with B − A and whether the interval leaves out 0', () => {
    const a = report('beginner', 800, (i) => i % 2 === 0);
    const b = report('random', 800, (i) => i % 3 !== 0);
    const c = compareReports(a, b);
    expect(c.samePlan).toBe(true);
    const row = (id: string) => c.rows.find((r) => r.id === id)!;
    expect(row('blueOfDecisive')).toMatchObject({ kind: 'share', a: 0.5, differs: true });
    expect(row('blueOfDecisive').difference).toBeCloseTo(2 / 3 - 0.5, 2);
    expect(row('blueOfDecisive').low!).toBeGreaterThan(0);
    expect(row('seat 0').kind).toBe('share');
    expect(row('rounds')).toMatchObject({ kind: 'mean', differs: false });
    expect(row('campToStatue red')).toMatchObject({
      kind: 'fact',
      a: a.metrics.campToStatue.red,
      b: b.metrics.campToStatue.red,
      low: null,
    });
    const same = compareReports(a, a).rows.filter((r) => r.kind === 'share' && r.a !== null);
    expect(same.every((r) => !r.differs && r.difference === 0)).toBe(true);
    const text = formatComparison(c, 'en');
    expect(text).toMatch(/^A \S+\nB \S+\n\nfigure +A +B +B − A +95 % interval/);
    expect(text).toMatch(
      /blue of the decisive games +50\.0% +66\.\d% +\+16\.\d points +\[\+\d+\.\d, \+\d+\.\d\] +differs/,
    );
    expect(formatComparison(c, 'zh')).toMatch(/蓝方（分出胜负的对局）/);
    expect(comparisonCsv(c).split('\n')[0]).toBe('id,figure,a,b,difference,low,high,differs');
  });

  it('warns when the two studies did not use the same plan', () => {
    const c = compareReports(
      report('beginner', 16, () => true),
      report('beginner', 16, () => true, 2),
    );
    expect(c.samePlan).toBe(false);
    expect(formatComparison(c)).toMatch(/different plans/);
  });
});
