/**
 * Study tallies: records are added in game order (the merge in runStudy.ts sees to it), the stop rule looks every
 * plan.lookEvery games, and report() turns the counts into shares with 95 % Wilson intervals and a verdict.
 */
import { layoutFacts, layoutMetrics, type LayoutFacts, type LayoutMetrics, type Team } from '../map';
import type { GameRecord } from './gameRecord';
import { addToHeatmap, emptyHeatmap, type Heatmap, type HeatmapKind } from './heatmap';
import { DEFAULT_STOP, planLayout, type StudyPlan } from './plan';
import { lookAt, lookLevel, settle, type StopDecision } from './stopRule';
import { studyVerdict, type Verdict } from './verdict';
import { normalQuantile, wilson, type Share } from './wilson';

/** Mean, spread and range of a per-game figure. */
export type Summary = { mean: number; sd: number; min: number; max: number };

/** Why the study ended. */
export type StudyEnd = 'completed' | 'settled' | 'cancelled';

/** A study's report (plain JSON). */
export type StudyReport = {
  layoutCode: string;
  source: StudyPlan['source'];
  seed: number;
  rules: StudyPlan['rules'];
  bot: StudyPlan['bot'];
  characters: string[];
  warning: string | null;
  gamesPlanned: number;
  games: number;
  end: StudyEnd;
  /** Each team's wins of all games. */
  teams: Record<Team, Share>;
  draws: Share;
  /** Games that hit the command cap. */
  unfinished: number;
  /** Blue's wins of the decisive games (draws and unfinished left out), with a plain 95 % Wilson interval. */
  blueShare: Share;
  /**
   * The same share with the interval the decision read: the stop rule's sequential interval at its last look when the
   * rule is on (wider than blueShare's), else the plain 95 % interval. The verdict quotes this one.
   */
  decision: Share;
  /** The first-moving team's wins of the decisive games (95 % Wilson); null when no record says who moved first. */
  firstMover: Share | null;
  seats: Share[];
  characterShares: Record<string, Share>;
  length: { rounds: Summary; commands: Summary };
  /** How often each cell saw first blood / a leader's death. */
  firstBlood: Heatmap;
  leaderDeath: Heatmap;
  heatmaps: Record<HeatmapKind, Heatmap>;
  /** The stop rule's method, its looks (with the last look at the end of the study) and the last interval (null when the rule was off). */
  stopRule: {
    margin: number;
    alpha: number;
    minGames: number;
    lookEvery: number;
    looks: number;
    interval: Share | null;
  } | null;
  settled: 'favoured' | 'balanced' | null;
  metrics: LayoutMetrics;
  verdict: Verdict;
  rejectedCommands: number;
};

class Moments {
  n = 0;
  sum = 0;
  sumSq = 0;
  min = Infinity;
  max = -Infinity;
  add(x: number): void {
    this.n++;
    this.sum += x;
    this.sumSq += x * x;
    if (x < this.min) this.min = x;
    if (x > this.max) this.max = x;
  }
  summary(): Summary {
    if (this.n === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
    const mean = this.sum / this.n;
    const variance = this.n > 1 ? Math.max(0, (this.sumSq - this.n * mean * mean) / (this.n - 1)) : 0;
    return { mean, sd: Math.sqrt(variance), min: this.min, max: this.max };
  }
}

/** Counts of a study so far. */
export class StudyTally {
  games = 0;
  wins: Record<Team, number> = { red: 0, blue: 0 };
  /** Decisive games whose record names the first mover, and how many of them the first mover won. */
  firstMoverGames = 0;
  firstMoverWins = 0;
  draws = 0;
  unfinished = 0;
  rejected = 0;
  seatGames = [0, 0, 0, 0];
  seatWins = [0, 0, 0, 0];
  characterGames: Record<string, number> = {};
  characterWins: Record<string, number> = {};
  rounds = new Moments();
  commands = new Moments();
  firstBlood = emptyHeatmap();
  leaderDeath = emptyHeatmap();
  heatmaps: Record<HeatmapKind, Heatmap> = { deaths: emptyHeatmap(), damage: emptyHeatmap(), stood: emptyHeatmap() };
  looks = 0;
  lastLook: StopDecision | null = null;
  /** Set when the stop rule ended the study. */
  stopped: 'favoured' | 'balanced' | null = null;

  constructor(readonly plan: StudyPlan) {
    for (const c of plan.characters) {
      this.characterGames[c] = 0;
      this.characterWins[c] = 0;
    }
  }

  /** Whether the study wants no more games (the stop rule settled it, or every planned game is in). */
  get done(): boolean {
    return this.stopped !== null || this.games >= this.plan.games;
  }

  /** Adds the next game (index must be `games`); returns true when the stop rule ends the study with it. */
  add(r: GameRecord): boolean {
    if (r.index !== this.games) throw new Error(`study tally: expected game ${this.games}, got game ${r.index}`);
    if (this.done) throw new Error('study tally: the study is over');
    this.games++;
    if (r.winner === 'red' || r.winner === 'blue') {
      this.wins[r.winner]++;
      if (r.firstMover) {
        this.firstMoverGames++;
        if (r.firstMover === r.winner) this.firstMoverWins++;
      }
    } else if (r.winner === 'draw') this.draws++;
    else this.unfinished++;
    this.rejected += r.rejected;
    r.lineup.forEach((character, seat) => {
      const won = r.winner === r.teams[seat];
      this.seatGames[seat]++;
      this.characterGames[character]++;
      if (won) {
        this.seatWins[seat]++;
        this.characterWins[character]++;
      }
    });
    this.rounds.add(r.rounds);
    this.commands.add(r.commands);
    if (r.firstBlood) addToHeatmap(this.firstBlood, r.firstBlood);
    if (r.leaderDeath) addToHeatmap(this.leaderDeath, r.leaderDeath);
    for (const m of r.deaths) addToHeatmap(this.heatmaps.deaths, m);
    for (const m of r.damage) addToHeatmap(this.heatmaps.damage, m, m.amount);
    for (const m of r.stood) addToHeatmap(this.heatmaps.stood, m);
    const stop = this.plan.stop;
    if (stop && this.games % this.plan.lookEvery === 0) {
      this.looks++;
      this.lastLook = lookAt(this.looks, this.wins.blue, this.wins.red + this.wins.blue, this.games, stop);
      if (this.lastLook.stop && this.games < this.plan.games) {
        this.stopped = this.lastLook.settled;
        return true;
      }
    }
    return false;
  }

  private cachedFacts: LayoutFacts | null = null;
  /** The layout's facts (sight, exposure) for the verdict's reasons, measured once per study. */
  facts(): LayoutFacts {
    this.cachedFacts ??= layoutFacts(planLayout(this.plan));
    return this.cachedFacts;
  }

  /** The report of the games added so far; `cancelled` when the study was cancelled before it was done. */
  report(cancelled = false): StudyReport {
    const plan = this.plan;
    const decisive = this.wins.red + this.wins.blue;
    const blueShare = wilson(this.wins.blue, decisive);
    let settled: StudyReport['settled'] = this.stopped;
    let interval = this.lastLook?.interval ?? null;
    let looks = this.looks;
    if (plan.stop && !settled) {
      // A last look at the games in hand (counted as one more look unless the last game fell on a look).
      const k = this.games % plan.lookEvery === 0 && this.looks > 0 ? this.looks : this.looks + 1;
      looks = k;
      interval = wilson(this.wins.blue, decisive, normalQuantile(lookLevel(k, plan.stop.alpha)));
      settled = settle(interval, plan.stop.margin);
    } else if (!plan.stop) settled = settle(blueShare, DEFAULT_STOP.margin);
    const decision = plan.stop && interval ? interval : blueShare;
    const metrics = layoutMetrics(planLayout(plan));
    const facts = this.facts();
    const seats = this.seatGames.map((g, i) => wilson(this.seatWins[i], g));
    const firstMover = this.firstMoverGames > 0 ? wilson(this.firstMoverWins, this.firstMoverGames) : null;
    const characterShares: Record<string, Share> = {};
    for (const c of plan.characters) characterShares[c] = wilson(this.characterWins[c], this.characterGames[c]);
    const end: StudyEnd = this.stopped ? 'settled' : cancelled && this.games < plan.games ? 'cancelled' : 'completed';
    return {
      layoutCode: plan.layoutCode,
      source: plan.source,
      seed: plan.seed,
      rules: plan.rules,
      bot: plan.bot,
      characters: [...plan.characters],
      warning: plan.warning,
      gamesPlanned: plan.games,
      games: this.games,
      end,
      teams: { red: wilson(this.wins.red, this.games), blue: wilson(this.wins.blue, this.games) },
      draws: wilson(this.draws, this.games),
      unfinished: this.unfinished,
      blueShare,
      decision,
      firstMover,
      seats,
      characterShares,
      length: { rounds: this.rounds.summary(), commands: this.commands.summary() },
      firstBlood: this.firstBlood,
      leaderDeath: this.leaderDeath,
      heatmaps: this.heatmaps,
      stopRule: plan.stop ? { ...plan.stop, lookEvery: plan.lookEvery, looks, interval } : null,
      settled,
      metrics,
      verdict: studyVerdict({
        games: this.games,
        decision,
        sequential: plan.stop !== null,
        looks,
        settled,
        margin: plan.stop?.margin ?? DEFAULT_STOP.margin,
        metrics,
        facts,
        firstMover,
        seats,
        bot: plan.bot,
        rules: plan.rules,
      }),
      rejectedCommands: this.rejected,
    };
  }
}
