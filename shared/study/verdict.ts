/**
 * The plain verdict of a study, in English and Simplified Chinese: which team wins how often, with the interval's
 * half-width, and — when the difference is settled — the layout figure that points the same way (layoutMetrics: how
 * many fewer steps the favoured camp walks to the statue; camp to camp is the same walk from both ends).
 */
import type { LayoutMetrics, Team } from '../map';
import type { Share } from './wilson';

export type Verdict = {
  en: string;
  zh: string;
  /** The favoured team when the difference is settled, else null. */
  favoured: Team | null;
  /** How many fewer steps the favoured team's camp walks to the statue (layoutMetrics), when that explains it. */
  stepsNearer: number | null;
};

const pct = (x: number) => (100 * x).toFixed(1);
const TEAM_EN: Record<Team, string> = { red: 'Red', blue: 'Blue' };
const TEAM_ZH: Record<Team, string> = { red: '红方', blue: '蓝方' };

/** The verdict for blue's share of decisive games, what the stop rule settled, and the layout's figures. */
export function studyVerdict(o: { games: number; blueShare: Share; settled: 'favoured' | 'balanced' | null; metrics: LayoutMetrics; margin?: number }): Verdict {
  const { blueShare, settled, metrics } = o;
  if (blueShare.games === 0) {
    return { en: o.games ? `No decisive game in ${o.games}: no team won.` : 'No game played yet.', zh: o.games ? `${o.games} 局中没有分出胜负的对局。` : '尚未进行任何对局。', favoured: null, stepsNearer: null };
  }
  const half = pct((blueShare.high - blueShare.low) / 2);
  if (settled === 'favoured') {
    const team: Team = blueShare.low > 0.5 ? 'blue' : 'red';
    const share = team === 'blue' ? blueShare.rate : 1 - blueShare.rate;
    const other: Team = team === 'blue' ? 'red' : 'blue';
    const mine = metrics.campToStatue[team];
    const theirs = metrics.campToStatue[other];
    const steps = mine !== null && theirs !== null && mine < theirs ? theirs - mine : null;
    const head = { en: `${TEAM_EN[team]} wins ${pct(share)} % ± ${half}`, zh: `${TEAM_ZH[team]}胜率 ${pct(share)}% ± ${half}` };
    if (steps !== null) {
      return {
        en: `${head.en}: the ${team} camp is ${steps} step${steps === 1 ? '' : 's'} nearer the statue.`,
        zh: `${head.zh}：${TEAM_ZH[team]}营地离女神像近 ${steps} 步。`,
        favoured: team,
        stepsNearer: steps,
      };
    }
    return {
      en: `${head.en}: no distance in the layout's figures explains it (camp to statue: red ${metrics.campToStatue.red ?? '—'}, blue ${metrics.campToStatue.blue ?? '—'}).`,
      zh: `${head.zh}：地图数据中的距离无法解释这一差距（营地到女神像：红方 ${metrics.campToStatue.red ?? '—'}，蓝方 ${metrics.campToStatue.blue ?? '—'}）。`,
      favoured: team,
      stepsNearer: null,
    };
  }
  const band = `${pct(0.5 - (o.margin ?? 0.03))}–${pct(0.5 + (o.margin ?? 0.03))}`;
  if (settled === 'balanced') {
    return {
      en: `Balanced: blue wins ${pct(blueShare.rate)} % ± ${half} of the decisive games (settled within ${band} %).`,
      zh: `平衡：在分出胜负的对局中蓝方胜率 ${pct(blueShare.rate)}% ± ${half}（确定在 ${band}% 之内）。`,
      favoured: null,
      stepsNearer: null,
    };
  }
  return {
    en: `Not settled after ${o.games} games: blue wins ${pct(blueShare.rate)} % ± ${half} of the decisive games — play more games.`,
    zh: `${o.games} 局后尚无定论：在分出胜负的对局中蓝方胜率 ${pct(blueShare.rate)}% ± ${half}，请增加对局数。`,
    favoured: null,
    stepsNearer: null,
  };
}
