// Issue 31: a map file keeps its last study — the layout measured, the plan in short, the verdict in both languages and
// blue's share with the interval the verdict quoted — and reads it back (shared/study/mapFileStudy.ts).
import { describe, expect, it } from 'vitest';
import { mapFileText, parseMapFile } from '../../../shared/map';
import { makeStudyPlan, mapFileStudyOf, StudyTally, type GameRecord } from '../../../shared/study';

describe('mapFileStudyOf', () => {
  it("keeps the decision's interval the verdict quotes, and round-trips through a map file", () => {
    const made = makeStudyPlan({
      layout: 'beginner',
      games: 400,
      seed: 2,
      characters: ['eli', 'yunye', 'darien', 'noel'],
    });
    if (!made.ok) throw new Error('plan');
    const tally = new StudyTally(made.plan);
    for (let i = 0; i < 400 && !tally.done; i++) {
      const rec: GameRecord = {
        index: i,
        seed: i,
        lineup: ['eli', 'yunye', 'darien', 'noel'],
        teams: i % 8 < 4 ? ['red', 'red', 'blue', 'blue'] : ['blue', 'blue', 'red', 'red'],
        firstMover: i % 8 < 4 ? 'red' : 'blue',
        winner: i % 5 < 3 ? 'red' : 'blue',
        rounds: 6,
        commands: 30,
        rejected: 0,
        firstBlood: null,
        leaderDeath: null,
        deaths: [],
        damage: [],
        stood: [],
      };
      tally.add(rec);
    }
    const report = tally.report();
    const kept = mapFileStudyOf(report);
    expect(kept).toEqual({
      layoutCode: report.layoutCode,
      games: report.games,
      seed: 2,
      rules: 'beginner',
      bot: report.bot,
      verdict: { en: report.verdict.en, zh: report.verdict.zh },
      blueShare: {
        wins: report.decision.wins,
        games: report.decision.games,
        low: report.decision.low,
        high: report.decision.high,
      },
    });
    // The stop rule's interval is wider than the plain one: the file keeps the one the verdict read.
    expect(kept.blueShare.high - kept.blueShare.low).toBeGreaterThan(report.blueShare.high - report.blueShare.low);
    const read = parseMapFile(mapFileText({ name: 'm', notes: '', layoutCode: report.layoutCode, study: kept }));
    expect(read).toMatchObject({ ok: true, file: { study: kept } });
  });
});
