// Issue 15 §2: a study is reproducible — the same seed gives the same numbers for any number of workers, games merged
// in game order (shared/study/runStudy.ts); records say where things happened on the map.
import { describe, expect, it } from 'vitest';
import { assembleMap, beginnerLayout } from '../../../shared/map';
import {
  inlineStudyWorker,
  makeStudyPlan,
  playStudyGame,
  reportJson,
  runStudy,
  type GameRecord,
  type StudyPlan,
  type StudyWorker,
  type StudyWorkerReply,
} from '../../../shared/study';

function plan(games: number, seed = 11): StudyPlan {
  const p = makeStudyPlan({ layout: 'beginner', games, seed, characters: ['eli', 'yunye', 'darien', 'noel'] });
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.plan;
}

/** Inline workers that answer in a shuffled order (a slow worker, a fast one), to prove the merge orders games. */
function jumbled(count: number, seed: number): StudyWorker[] {
  return Array.from({ length: count }, (_, i) => {
    const w = inlineStudyWorker();
    let calls = 0;
    return {
      ...w,
      post: (request) => setTimeout(() => w.post(request), ((seed * 7 + i * 13 + calls++ * 5) % 4) * 3),
    };
  });
}

describe('runStudy', () => {
  it('gives the same report and games for 1, 2 and 3 workers and any chunk size', async () => {
    const p = plan(16);
    const one = await runStudy(p, { workers: [inlineStudyWorker()], keepGames: true }).done;
    const two = await runStudy(p, { workers: jumbled(2, 1), chunk: 3, keepGames: true }).done;
    const three = await runStudy(p, { workers: jumbled(3, 2), chunk: 5, keepGames: true }).done;
    expect(one.games.map((g) => g.index)).toEqual([...Array(16).keys()]);
    expect(reportJson(two.report, two.games)).toBe(reportJson(one.report, one.games));
    expect(reportJson(three.report, three.games)).toBe(reportJson(one.report, one.games));
    expect(one.report.games).toBe(16);
    expect(one.report.teams.red.wins + one.report.teams.blue.wins + one.report.draws.wins + one.report.unfinished).toBe(
      16,
    );
    // Another seed plays other games.
    const other = await runStudy(plan(16, 12), { workers: [inlineStudyWorker()], keepGames: true }).done;
    expect(other.games.map((g) => g.seed)).not.toEqual(one.games.map((g) => g.seed));
  });

  it('records cells on the map: deaths, damage, where units stood, first blood and the leader death that ended the game', () => {
    const cells = assembleMap(beginnerLayout()).cells;
    const p = plan(8);
    let stood = 0;
    for (let i = 0; i < 8; i++) {
      const r = playStudyGame(p, i);
      expect(r).toEqual(playStudyGame(p, i));
      for (const m of [...r.deaths, ...r.damage, ...r.stood]) expect(cells[m.at], m.at).toBeDefined();
      if (r.winner === 'red' || r.winner === 'blue') {
        // R-OVR-3: the game ends when a leader dies; the loser's leader died where the record says.
        expect(r.leaderDeath?.team).toBe(r.winner === 'red' ? 'blue' : 'red');
        expect(r.deaths.map((d) => d.at)).toContain(r.leaderDeath!.at);
        expect(r.firstBlood).toEqual({ at: r.damage[0].at, team: r.damage[0].team });
      }
      stood += r.stood.length; // a leader can fall in the very first turn, before any turn ends
      expect(r.rounds).toBeGreaterThanOrEqual(5); // beginner rules start at round 5
      expect(r.rejected).toBe(0);
    }
    expect(stood).toBeGreaterThan(0);
  });

  it('stops at the same game for any number of workers when the stop rule settles mid-chunk', async () => {
    const p = plan(5000);
    // Workers that answer at once with made-up games (blue wins two in three), in a jumbled order.
    const fake = (i: number): StudyWorker => {
      let listener: ((r: StudyWorkerReply) => void) | null = null;
      let calls = 0;
      return {
        post: (q) =>
          setTimeout(
            () => {
              const records = [];
              for (let g = q.from; g < q.to; g++) records.push(made(g));
              listener?.({ type: 'played', from: q.from, records });
            },
            (i * 3 + calls++) % 3,
          ),
        onReply: (l) => void (listener = l),
        terminate: () => void (listener = null),
      };
    };
    const made = (g: number): GameRecord => ({
      index: g,
      seed: g,
      lineup: ['eli', 'yunye', 'darien', 'noel'],
      teams: ['red', 'red', 'blue', 'blue'],
      winner: g % 3 ? 'blue' : 'red',
      rounds: 5,
      commands: 9,
      rejected: 0,
      firstBlood: null,
      leaderDeath: null,
      deaths: [],
      damage: [],
      stood: [],
    });
    const one = await runStudy(p, { workers: [fake(0)], chunk: 7 }).done;
    const four = await runStudy(p, { workers: [fake(0), fake(1), fake(2), fake(3)], chunk: 13 }).done;
    expect(one.report.end).toBe('settled');
    expect(one.report.games % p.lookEvery).toBe(0);
    expect(reportJson(four.report)).toBe(reportJson(one.report));
  });

  it('cancels: the report holds the games merged so far, marked cancelled', async () => {
    const run = runStudy(plan(400), {
      workers: [inlineStudyWorker()],
      chunk: 2,
      onProgress: (p) => {
        expect(p.leftMs).not.toBeNull();
        if (p.games >= 4) run.cancel();
      },
    });
    const { report } = await run.done;
    expect(report.end).toBe('cancelled');
    expect(report.games).toBeGreaterThanOrEqual(4);
    expect(report.games).toBeLessThan(400);
  });

  it('fails with the message of a worker that failed', async () => {
    const broken: StudyWorker = {
      post: () => {},
      onReply: (l) => setTimeout(() => l({ type: 'failed', from: 0, message: 'boom' }), 0),
      terminate: () => {},
    };
    await expect(runStudy(plan(4), { workers: [broken] }).done).rejects.toThrow(/games from 0: boom/);
  });
});
