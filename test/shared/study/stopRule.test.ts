// Issue 15 §2: a sequential stop rule ends a study early once a difference is settled either way (shared/study/stopRule.ts).
import { describe, expect, it } from 'vitest';
import {
  lookAt,
  lookLevel,
  makeStudyPlan,
  settle,
  StudyTally,
  wilson,
  type GameRecord,
  type StudyPlan,
} from '../../../shared/study';

const settings = { margin: 0.03, alpha: 0.05, minGames: 200 };

function plan(games: number, stop: false | Partial<typeof settings> = {}): StudyPlan {
  const p = makeStudyPlan({ layout: 'beginner', games, seed: 1, characters: ['eli', 'yunye', 'darien', 'noel'], stop });
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.plan;
}

/** A made-up game whose winner is blue when `blue`. */
function record(index: number, winner: GameRecord['winner']): GameRecord {
  return {
    index,
    seed: index,
    lineup: ['eli', 'yunye', 'darien', 'noel'],
    teams: ['red', 'red', 'blue', 'blue'],
    winner,
    rounds: 6,
    commands: 30,
    rejected: 0,
    firstBlood: { at: '0,0', team: 'red' },
    leaderDeath: winner === 'blue' ? { at: '1,0', team: 'red' } : { at: '-1,0', team: 'blue' },
    deaths: [],
    damage: [],
    stood: [],
  };
}

/** Feeds games until the tally is done; blue wins where `blueWins(i)`. */
function feed(t: StudyTally, blueWins: (i: number) => boolean): void {
  for (let i = 0; !t.done; i++) t.add(record(i, blueWins(i) ? 'blue' : 'red'));
}

describe('stop rule (confidence sequence, looks every whole rotation block)', () => {
  it('spends the error rate over the looks: Σ α/(k(k+1)) stays below α', () => {
    let spent = 0;
    for (let k = 1; k <= 10_000; k++) spent += 1 - lookLevel(k, 0.05);
    expect(spent).toBeLessThan(0.05);
    expect(spent).toBeGreaterThan(0.0499);
    expect(lookLevel(1, 0.05)).toBeCloseTo(0.975, 10);
    expect(() => lookLevel(0, 0.05)).toThrow(/look number/);
  });

  it('each look is wider than the fixed-size 95 % interval', () => {
    const look = lookAt(3, 600, 1000, 1000, settings).interval;
    const fixed = wilson(600, 1000);
    expect(look.low).toBeLessThan(fixed.low);
    expect(look.high).toBeGreaterThan(fixed.high);
  });

  it('settles a favoured team, a balanced map, or nothing', () => {
    expect(settle(wilson(600, 1000), 0.03)).toBe('favoured');
    expect(settle(wilson(400, 1000), 0.03)).toBe('favoured');
    expect(settle(wilson(5000, 10000), 0.03)).toBe('balanced');
    expect(settle(wilson(52, 100), 0.03)).toBeNull();
    expect(lookAt(1, 190, 190, 190, settings).stop).toBe(false); // before minGames
  });

  it('stops a lopsided study early, at a look, and says so', () => {
    const p = plan(10_000);
    const t = new StudyTally(p);
    feed(t, (i) => i % 3 !== 0); // blue wins two games in three
    expect(t.stopped).toBe('favoured');
    expect(t.games).toBeLessThan(1000);
    expect(t.games % p.lookEvery).toBe(0);
    expect(t.games).toBeGreaterThanOrEqual(200);
    const r = t.report();
    expect(r.end).toBe('settled');
    expect(r.settled).toBe('favoured');
    expect(r.verdict.favoured).toBe('blue');
    expect(r.verdict.en).toMatch(
      /^Blue is favoured: blue wins 66\.\d % of the decisive games \(range \d+\.\d–\d+\.\d %\)\.$/,
    );
    expect(r.verdict.zh).toMatch(/^蓝方占优：在分出胜负的对局中蓝方胜率 66\.\d%/);
  });

  it('stops a balanced study once its share is held within 50 % ± margin', () => {
    const t = new StudyTally(plan(100_000, { margin: 0.05 }));
    feed(t, (i) => i % 2 === 0);
    expect(t.stopped).toBe('balanced');
    expect(t.games).toBeLessThan(100_000);
    expect(t.report().verdict.en).toMatch(/^Balanced: blue wins 50\.0 %/);
  });

  it('plays every game when the rule is off or nothing is settled', () => {
    const off = new StudyTally(plan(500, false));
    feed(off, (i) => i % 3 !== 0);
    expect(off.games).toBe(500);
    expect(off.report().end).toBe('completed');
    expect(off.report().settled).toBe('favoured');
    const close = new StudyTally(plan(448));
    feed(close, (i) => i % 25 < 13); // 52 % blue: neither side of 50 %, nor inside ±3 %, at this size
    expect(close.games).toBe(448);
    expect(close.report().settled).toBeNull();
    expect(close.report().verdict.en).toMatch(/^Not settled after 448 games/);
  });

  it('takes games only in order', () => {
    const t = new StudyTally(plan(10));
    expect(() => t.add(record(1, 'red'))).toThrow(/expected game 0/);
  });
});
