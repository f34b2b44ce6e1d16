/**
 * The plain verdict of a study, in English and Simplified Chinese (docs/studies.md "The report"):
 * - the headline quotes the interval the decision used (the stop rule's sequential interval when it is on), so the
 *   words never contradict the numbers beside them, and one sentence says what that interval means;
 * - the two effects a study measures: the map's side (blue's share of the decisive games) and acting first (the share
 *   of the team whose character acts first, R-INIT), ranked by size, and the win rate of each seat;
 * - the map's differences (layoutFacts: walk to the statue, sight from the camps, enemy camp cells in sight, exposure of
 *   each half), largest first, and which team each favours;
 * - the caveat that the games were played by a bot.
 */
import type { LayoutFacts, LayoutMetrics, Team } from '../map';
import type { Share } from './wilson';

/** One difference of the map between the teams, and how large it is relative to the larger figure (0..1). */
export type VerdictReason = {
  fact: 'campToStatue' | 'seenFromCamp' | 'enemyCampCellsSeen' | 'exposure';
  red: number;
  blue: number;
  /** The team the difference helps (fewer steps, more cells in sight, a less exposed half). */
  favours: Team;
  /** |red − blue| / max(red, blue): the ranking key. */
  size: number;
};

/** The interval the decision read, and how it was made. */
export type VerdictInterval = {
  low: number;
  high: number;
  /** True for the stop rule's confidence sequence (wider than one 95 % interval), false for a plain 95 % Wilson interval. */
  sequential: boolean;
  /** How often the stop rule looked (0 when it was off). */
  looks: number;
};

export type Verdict = {
  /** The headline. */
  en: string;
  zh: string;
  /** The sentences after the headline: what the interval means, the effects, the seats, the map's differences, the caveat. */
  details: { en: string[]; zh: string[] };
  /** The favoured team when the difference is settled, else null. */
  favoured: Team | null;
  /** The interval the headline quotes (blue's share of the decisive games). */
  interval: VerdictInterval | null;
  /** The first-moving team's share of the decisive games (plain 95 %), and whether it is settled off 50 %. */
  firstMover: { share: Share; settled: boolean } | null;
  /** The map's differences, largest first. */
  reasons: VerdictReason[];
};

/** What the verdict is made from (a report's figures). */
export type VerdictInput = {
  games: number;
  /** Blue's wins of the decisive games with the interval the decision used. */
  decision: Share;
  sequential: boolean;
  looks: number;
  settled: 'favoured' | 'balanced' | null;
  margin: number;
  metrics: LayoutMetrics;
  facts?: LayoutFacts | null;
  /** The first-moving team's wins of the decisive games (95 % Wilson), when recorded. */
  firstMover?: Share | null;
  /** Each seat's wins of its games (95 % Wilson). */
  seats?: Share[];
  bot?: string;
  rules?: string;
};

const pct = (x: number) => (100 * x).toFixed(1);
/** An interval bound: one decimal, more where one decimal would print 50.0 for a bound that is not 50 % (a range must not seem to touch 50 % when it does not). */
const bound = (x: number) => {
  for (let digits = 1; digits < 4; digits++) {
    const s = (100 * x).toFixed(digits);
    if (Number(s) !== 50 || x === 0.5) return s;
  }
  return (100 * x).toFixed(4);
};
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
const TEAM_EN: Record<Team, string> = { red: 'Red', blue: 'Blue' };
const TEAM_ZH: Record<Team, string> = { red: '红方', blue: '蓝方' };
const other = (t: Team): Team => (t === 'red' ? 'blue' : 'red');

/** The map's differences between the teams, largest first (ties: the order below). */
export function verdictReasons(metrics: LayoutMetrics, facts: LayoutFacts | null | undefined): VerdictReason[] {
  const out: VerdictReason[] = [];
  const add = (
    fact: VerdictReason['fact'],
    red: number | null | undefined,
    blue: number | null | undefined,
    more: 'helps' | 'hurts',
  ) => {
    if (red === null || red === undefined || blue === null || blue === undefined || red === blue) return;
    const larger: Team = red > blue ? 'red' : 'blue';
    const size = Math.abs(red - blue) / Math.max(Math.abs(red), Math.abs(blue));
    out.push({ fact, red, blue, favours: more === 'helps' ? larger : other(larger), size });
  };
  add('campToStatue', metrics.campToStatue.red, metrics.campToStatue.blue, 'hurts');
  if (facts) {
    add('seenFromCamp', facts.seenFromCamp.red, facts.seenFromCamp.blue, 'helps');
    add('enemyCampCellsSeen', facts.enemyCampCellsSeen.red, facts.enemyCampCellsSeen.blue, 'helps');
    if (facts.exposure) add('exposure', facts.exposure.red, facts.exposure.blue, 'hurts');
  }
  return out.sort((a, b) => b.size - a.size);
}

function reasonText(r: VerdictReason): { en: string; zh: string } {
  const share = `${Math.round(100 * r.size)} %`;
  switch (r.fact) {
    case 'campToStatue':
      return {
        en: `camp to statue: red ${r.red}, blue ${r.blue} steps (${r.favours} walks ${Math.abs(r.red - r.blue)} fewer)`,
        zh: `营地到女神像：红方 ${r.red} 步，蓝方 ${r.blue} 步（${TEAM_ZH[r.favours]}少走 ${Math.abs(r.red - r.blue)} 步）`,
      };
    case 'seenFromCamp':
      return {
        en: `cells in sight from the camp: red ${r.red}, blue ${r.blue} (${r.favours} sees ${share} more)`,
        zh: `从营地可见的格子：红方 ${r.red}，蓝方 ${r.blue}（${TEAM_ZH[r.favours]}多 ${share}）`,
      };
    case 'enemyCampCellsSeen':
      return {
        en: `enemy camp cells in sight: red ${r.red}, blue ${r.blue}`,
        zh: `可见的敌方营地格：红方 ${r.red}，蓝方 ${r.blue}`,
      };
    case 'exposure':
      return {
        en: `exposure of each half (cells a cell is seen from, on average): red ${r.red}, blue ${r.blue} (${r.favours}'s half is ${share} less exposed)`,
        zh: `各半场的暴露度（平均每格被多少格看到）：红方 ${r.red}，蓝方 ${r.blue}（${TEAM_ZH[r.favours]}半场少 ${share}）`,
      };
  }
}

/** The verdict for a study's figures. */
export function studyVerdict(o: VerdictInput): Verdict {
  const { decision, settled } = o;
  const reasons = verdictReasons(o.metrics, o.facts);
  if (decision.games === 0) {
    return {
      en: o.games ? `No decisive game in ${o.games}: no team won.` : 'No game played yet.',
      zh: o.games ? `${o.games} 局中没有分出胜负的对局。` : '尚未进行任何对局。',
      details: { en: [], zh: [] },
      favoured: null,
      interval: null,
      firstMover: null,
      reasons,
    };
  }
  const interval: VerdictInterval = {
    low: decision.low,
    high: decision.high,
    sequential: o.sequential,
    looks: o.looks,
  };
  const range = {
    en: `${bound(decision.low)}–${bound(decision.high)} %`,
    zh: `${bound(decision.low)}–${bound(decision.high)}%`,
  };
  let head: { en: string; zh: string };
  let favoured: Team | null = null;
  if (settled === 'favoured') {
    favoured = decision.low > 0.5 ? 'blue' : 'red';
    const share = favoured === 'blue' ? decision.rate : 1 - decision.rate;
    const r =
      favoured === 'blue'
        ? range
        : {
            en: `${bound(1 - decision.high)}–${bound(1 - decision.low)} %`,
            zh: `${bound(1 - decision.high)}–${bound(1 - decision.low)}%`,
          };
    head = {
      en: `${TEAM_EN[favoured]} is favoured: ${favoured} wins ${pct(share)} % of the decisive games (range ${r.en}).`,
      zh: `${TEAM_ZH[favoured]}占优：在分出胜负的对局中${TEAM_ZH[favoured]}胜率 ${pct(share)}%（区间 ${r.zh}）。`,
    };
  } else if (settled === 'balanced') {
    const band = `${pct(0.5 - o.margin)}–${pct(0.5 + o.margin)}`;
    head = {
      en: `Balanced: blue wins ${pct(decision.rate)} % of the decisive games (range ${range.en}, inside ${band} %).`,
      zh: `平衡：在分出胜负的对局中蓝方胜率 ${pct(decision.rate)}%（区间 ${range.zh}，落在 ${band}% 之内）。`,
    };
  } else {
    head = {
      en: `Not settled after ${o.games} games: blue wins ${pct(decision.rate)} % of the decisive games, but its range, ${range.en}, still includes 50 % — play more games.`,
      zh: `${o.games} 局后尚无定论：在分出胜负的对局中蓝方胜率 ${pct(decision.rate)}%，但其区间 ${range.zh} 仍包含 50%——请增加对局数。`,
    };
  }
  const en: string[] = [];
  const zh: string[] = [];
  if (o.sequential) {
    en.push(
      `The range holds blue's true share of the decisive games with 95 % confidence. It is wider than a one-off 95 % interval because the study checked its games ${o.looks} time${o.looks === 1 ? '' : 's'} and could have stopped at any check; the decision read this range.`,
    );
    zh.push(
      `该区间以 95% 的置信度包含蓝方的真实胜率。由于研究检查了 ${o.looks} 次对局、每次都可能停止，它比单次的 95% 区间更宽；结论依据的正是这个区间。`,
    );
  } else {
    en.push(
      `The range holds blue's true share of the decisive games with 95 % confidence (a 95 % Wilson interval; the stop rule was off).`,
    );
    zh.push(`该区间以 95% 的置信度包含蓝方的真实胜率（95% Wilson 区间；未启用提前停止）。`);
  }
  let firstMover: Verdict['firstMover'] = null;
  if (o.firstMover && o.firstMover.games > 0) {
    const fm = o.firstMover;
    const fmSettled = fm.low > 0.5 || fm.high < 0.5;
    firstMover = { share: fm, settled: fmSettled };
    const fmRange = `${bound(fm.low)}–${bound(fm.high)}`;
    en.push(
      fmSettled
        ? `Acting first matters: the team whose character acts first (initiative order) won ${pct(fm.rate)} % of the decisive games (95 %: ${fmRange} %).`
        : `Acting first made no clear difference: the team whose character acts first won ${pct(fm.rate)} % of the decisive games (95 %: ${fmRange} %).`,
    );
    zh.push(
      fmSettled
        ? `先手有影响：先行动角色（先攻顺序）所在的队伍在分出胜负的对局中胜率 ${pct(fm.rate)}%（95%：${fmRange}%）。`
        : `先手没有明显影响：先行动角色所在的队伍在分出胜负的对局中胜率 ${pct(fm.rate)}%（95%：${fmRange}%）。`,
    );
    // The two measured effects, larger first: the map's side (blue − 50 %) and acting first (first mover − 50 %).
    const map = decision.rate - 0.5;
    const first = fm.rate - 0.5;
    const mapWord = {
      en: `the map's side (blue ${points(map)} points)`,
      zh: `地图方位（蓝方 ${points(map)} 个百分点）`,
    };
    const firstWord = { en: `acting first (${points(first)} points)`, zh: `先手（${points(first)} 个百分点）` };
    const [a, b] = Math.abs(first) > Math.abs(map) ? [firstWord, mapWord] : [mapWord, firstWord];
    en.push(`Of the two measured effects, ${a.en} weighs more than ${b.en}.`);
    zh.push(`在测得的两种影响中，${a.zh}大于${b.zh}。`);
  }
  if (o.seats && o.seats.length) {
    en.push(`By seat: ${o.seats.map((s, i) => `seat ${i} ${pct(s.rate)} %`).join(', ')}.`);
    zh.push(`各座位胜率：${o.seats.map((s, i) => `座位 ${i} ${pct(s.rate)}%`).join('，')}。`);
  }
  if (reasons.length) {
    const texts = reasons.map(reasonText);
    const favouring = favoured
      ? reasons.map((r, i) => ({ r, t: texts[i] })).filter((x) => x.r.favours === favoured)
      : [];
    const against = favoured ? reasons.map((r, i) => ({ r, t: texts[i] })).filter((x) => x.r.favours !== favoured) : [];
    if (favoured) {
      if (favouring.length) {
        en.push(`Map differences in ${favoured}'s favour, largest first: ${favouring.map((x) => x.t.en).join('; ')}.`);
        zh.push(`对${TEAM_ZH[favoured]}有利的地图差异（由大到小）：${favouring.map((x) => x.t.zh).join('；')}。`);
      } else {
        en.push(`No difference in the map's figures favours ${favoured}: look at the seats and the heatmaps.`);
        zh.push(`地图数据中没有对${TEAM_ZH[favoured]}有利的差异：请查看座位和热力图。`);
      }
      if (against.length) {
        en.push(`Pointing the other way: ${against.map((x) => x.t.en).join('; ')}.`);
        zh.push(`方向相反的差异：${against.map((x) => x.t.zh).join('；')}。`);
      }
    } else {
      en.push(`Map differences, largest first: ${texts.map((t) => t.en).join('; ')}.`);
      zh.push(`地图差异（由大到小）：${texts.map((t) => t.zh).join('；')}。`);
    }
  } else {
    en.push('The camps walk the same steps to the statue and see the same number of cells.');
    zh.push('双方营地到女神像的步数相同，可见的格子数也相同。');
  }
  const bot = o.bot ?? 'heuristic';
  en.push(
    `These rates measure the ${bot} bot playing every seat${o.rules ? ` (${o.rules} rules)` : ''}, not people: a stronger or weaker player may find another balance.`,
  );
  zh.push(
    `这些胜率衡量的是 ${bot} 机器人在所有座位上的对局${o.rules ? `（${o.rules === 'beginner' ? '新手' : '标准'}规则）` : ''}，而不是真人：更强或更弱的玩家可能得出不同的平衡。`,
  );
  return { ...head, details: { en, zh }, favoured, interval, firstMover, reasons };
}
