// Issues 15 §2 and 31: a plain verdict in en and zh-Hans that quotes the interval its decision read, the effect of acting
// first and of each seat, and the map's differences ranked by size (shared/study/verdict.ts, layoutFacts).
import { describe, expect, it } from 'vitest';
import { layoutFacts, layoutMetrics } from '../../../shared/map';
import {
  lookAt,
  lookLevel,
  makeStudyPlan,
  normalQuantile,
  randomStudyLayout,
  settle,
  StudyTally,
  studyVerdict,
  wilson,
  type GameRecord,
  type Share,
  type VerdictInput,
} from '../../../shared/study';

const layout = randomStudyLayout(1); // camp to statue: red 2, blue 5
const metrics = layoutMetrics(layout);
const facts = layoutFacts(layout);
const base = (decision: Share, settled: VerdictInput['settled'], extra: Partial<VerdictInput> = {}): VerdictInput => ({
  games: decision.games,
  decision,
  sequential: false,
  looks: 0,
  settled,
  margin: 0.03,
  metrics,
  facts,
  ...extra,
});
/** The numbers a text quotes as "a–b %" or "a–b%". */
const rangeIn = (text: string) => {
  const m = /(\d+\.\d+)–(\d+\.\d+) ?%/.exec(text);
  return m ? [Number(m[1]) / 100, Number(m[2]) / 100] : null;
};

describe('study verdict', () => {
  it('names the favoured team with the range the decision read, and the map differences in its favour, largest first', () => {
    expect(metrics.campToStatue).toEqual({ red: 2, blue: 5 });
    const decision = wilson(4151, 9912);
    const v = studyVerdict(base(decision, 'favoured'));
    expect(v.en).toBe(
      `Red is favoured: red wins 58.1 % of the decisive games (range ${(100 * (1 - decision.high)).toFixed(1)}–${(100 * (1 - decision.low)).toFixed(1)} %).`,
    );
    expect(v.zh).toMatch(/^红方占优：在分出胜负的对局中红方胜率 58\.1%/);
    expect(v.favoured).toBe('red');
    // Every difference of the map, largest relative difference first.
    const sizes = v.reasons.map((r) => r.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(v.reasons.find((r) => r.fact === 'campToStatue')).toMatchObject({
      red: 2,
      blue: 5,
      favours: 'red',
      size: 0.6,
    });
    expect(v.details.en.join(' ')).toMatch(
      /Map differences in red's favour, largest first: .*camp to statue: red 2, blue 5 steps \(red walks 3 fewer\)/,
    );
  });

  it('never says no distance explains it: camps that see different numbers of cells are named as a reason', () => {
    // A made-up map whose camps see 94 against 79 cells and walk the same steps (the designer's case in issue 31).
    const seeing = {
      ...facts,
      seenFromCamp: { red: 94, blue: 79 },
      enemyCampCellsSeen: { red: 0, blue: 0 },
      exposure: null,
    };
    const even = { ...metrics, campToStatue: { red: 4, blue: 4 } };
    const v = studyVerdict(base(wilson(400, 1000), 'favoured', { metrics: even, facts: seeing }));
    const text = v.details.en.join(' ');
    expect(text).not.toMatch(/no distance/i);
    expect(text).toMatch(
      /Map differences in red's favour, largest first: cells in sight from the camp: red 94, blue 79 \(red sees 16 % more\)/,
    );
    expect(v.reasons).toEqual([{ fact: 'seenFromCamp', red: 94, blue: 79, favours: 'red', size: 15 / 94 }]);
  });

  it('ranks acting first against the map side and lists every seat', () => {
    const v = studyVerdict(
      base(wilson(480, 1000), null, {
        firstMover: wilson(623, 1000),
        seats: [wilson(320, 500), wilson(318, 500), wilson(170, 500), wilson(172, 500)],
      }),
    );
    const text = v.details.en.join(' ');
    expect(text).toMatch(
      /Acting first matters: the team whose character acts first \(initiative order\) won 62\.3 % of the decisive games \(95 %: 59\.3–65\.3 %\)\./,
    );
    expect(text).toMatch(
      /Of the two measured effects, acting first \(\+12\.3 points\) weighs more than the map's side \(blue −2\.0 points\)\./,
    );
    expect(text).toMatch(/By seat: seat 0 64\.0 %, seat 1 63\.6 %, seat 2 34\.0 %, seat 3 34\.4 %\./);
    expect(v.firstMover?.settled).toBe(true);
    expect(v.details.zh.join('')).toMatch(/先手有影响/);
  });

  it('says the rates measure the bot, in both languages', () => {
    const v = studyVerdict(base(wilson(500, 1000), null, { bot: 'heuristic', rules: 'beginner' }));
    expect(v.details.en.at(-1)).toBe(
      'These rates measure the heuristic bot playing every seat (beginner rules), not people: a stronger or weaker player may find another balance.',
    );
    expect(v.details.zh.at(-1)).toMatch(/heuristic 机器人/);
  });

  it('says balanced, or not settled, or that no game was decisive', () => {
    expect(studyVerdict(base(wilson(5010, 10_000), 'balanced')).en).toBe(
      'Balanced: blue wins 50.1 % of the decisive games (range 49.1–51.1 %, inside 47.0–53.0 %).',
    );
    expect(studyVerdict(base(wilson(27, 50), null)).en).toMatch(
      /^Not settled after 50 games: blue wins 54\.0 % of the decisive games, but its range, 40\.4–67\.0 %, still includes 50 % — play more games\.$/,
    );
    expect(studyVerdict({ ...base(wilson(0, 0), null), games: 3 }).zh).toBe('3 局中没有分出胜负的对局。');
  });

  it('issue 31: "Not settled" never sits beside a range that leaves out 50 % — the range shown is the one the decision read', () => {
    // The designer's case: 45.8 % of about 2,000 decisive games. Its plain 95 % interval (43.6–47.9 %) leaves out 50 %;
    // the stop rule's wider interval at look 18 does not, so the study is not settled.
    const plain = wilson(916, 2000);
    expect(plain.high).toBeLessThan(0.5);
    const sequential = wilson(916, 2000, normalQuantile(lookLevel(18, 0.05)));
    expect(settle(sequential, 0.03)).toBeNull();
    const v = studyVerdict(base(sequential, null, { sequential: true, looks: 18 }));
    const [low, high] = rangeIn(v.en)!;
    expect(low).toBeLessThan(0.5);
    expect(high).toBeGreaterThan(0.5);
    expect(v.interval).toMatchObject({ low: sequential.low, high: sequential.high, sequential: true, looks: 18 });
    expect(v.details.en[0]).toMatch(
      /checked its games 18 times and could have stopped at any check; the decision read this range\./,
    );
  });

  it('issue 31: a whole study tally quotes its decision interval: settled ⇔ the range leaves out 50 % or sits inside the band', () => {
    const p = makeStudyPlan({
      layout: 'beginner',
      games: 2240,
      seed: 1,
      characters: ['eli', 'yunye', 'darien', 'noel'],
    });
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const seen = new Set<string | null>();
    for (const every of [2, 3, 5, 7, 11, 25, 40]) {
      const t = new StudyTally(p.plan);
      // Red wins one game in `every` more than blue does: shares from 33 % to 45 %.
      for (let i = 0; !t.done; i++) {
        const rec: GameRecord = {
          index: i,
          seed: i,
          lineup: ['eli', 'yunye', 'darien', 'noel'],
          teams: ['red', 'red', 'blue', 'blue'],
          firstMover: i % 2 ? 'red' : 'blue',
          winner: i % (2 * every) < every + 1 ? 'red' : 'blue',
          rounds: 6,
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
      const r = t.report();
      // The headline quotes the favoured team's range (red's is 1 − blue's), else blue's.
      const [low, high] = rangeIn(r.verdict.en)!;
      const [dLow, dHigh] =
        r.verdict.favoured === 'red' ? [1 - r.decision.high, 1 - r.decision.low] : [r.decision.low, r.decision.high];
      expect(low).toBeCloseTo(dLow, 3);
      expect(high).toBeCloseTo(dHigh, 3);
      if (r.settled === null) expect(low < 0.5 && high > 0.5).toBe(true);
      if (r.settled === 'favoured') expect(r.decision.low > 0.5 || r.decision.high < 0.5).toBe(true);
      // The decision interval is the stop rule's: at least as wide as the plain 95 % one.
      expect(r.decision.high - r.decision.low).toBeGreaterThanOrEqual(r.blueShare.high - r.blueShare.low);
      expect(r.stopRule?.interval).toEqual(r.decision);
      seen.add(r.settled);
      expect(
        lookAt(r.stopRule!.looks, r.decision.wins, r.decision.games, r.games, p.plan.stop!).interval.low,
      ).toBeCloseTo(r.decision.low, 12);
    }
    expect([...seen].sort()).toEqual(['favoured', null]);
  });
});
