/**
 * Two maps side by side (issue 31): the reports of the same study plan on map A and map B as one table of differences
 * (B − A), each with a 95 % interval — Newcombe's hybrid score interval for a difference of two shares (built from the
 * two Wilson intervals, so it stays honest for small counts and near 0 or 1), a normal interval for a difference of
 * means — and the map figures of both (no interval: they are facts of the layouts, not estimates).
 */
import { csvField } from './exportReport';
import type { Summary, StudyReport } from './tally';
import { normalQuantile, type Share } from './wilson';

/** One row: a figure of A and B and the difference B − A with its 95 % interval. */
export type ComparisonRow = {
  /** A stable id ('blueOfDecisive', 'seat 0', 'character eli', 'rounds', 'campToStatue red', …). */
  id: string;
  en: string;
  zh: string;
  kind: 'share' | 'mean' | 'fact';
  a: number | null;
  b: number | null;
  /** B − A, and its interval (null for facts or when a side has no games). */
  difference: number | null;
  low: number | null;
  high: number | null;
  /** The interval leaves out 0: the maps differ in this figure (facts: they differ at all). */
  differs: boolean;
};

export type StudyComparison = {
  format: 'ifera-study-comparison/1';
  /** The layout codes compared. */
  a: string;
  b: string;
  /** Whether the two studies used the same plan apart from the map (seed, characters, rules, bot, games, stop rule). */
  samePlan: boolean;
  rows: ComparisonRow[];
};

/** Newcombe's hybrid score interval (his method 10) for p_b − p_a at the Wilson intervals' level; null without games. */
export function shareDifference(a: Share, b: Share): { difference: number; low: number; high: number } | null {
  if (a.games === 0 || b.games === 0) return null;
  const d = b.rate - a.rate;
  return {
    difference: d,
    low: d - Math.sqrt((b.rate - b.low) ** 2 + (a.high - a.rate) ** 2),
    high: d + Math.sqrt((b.high - b.rate) ** 2 + (a.rate - a.low) ** 2),
  };
}

/** The difference of two means (B − A) with a 95 % normal interval. */
export function meanDifference(
  a: Summary,
  an: number,
  b: Summary,
  bn: number,
): { difference: number; low: number; high: number } | null {
  if (an < 2 || bn < 2) return null;
  const d = b.mean - a.mean;
  const half = normalQuantile(0.95) * Math.sqrt((a.sd * a.sd) / an + (b.sd * b.sd) / bn);
  return { difference: d, low: d - half, high: d + half };
}

const shareRow = (id: string, en: string, zh: string, a: Share | null, b: Share | null): ComparisonRow => {
  const diff = a && b ? shareDifference(a, b) : null;
  return {
    id,
    en,
    zh,
    kind: 'share',
    a: a && a.games ? a.rate : null,
    b: b && b.games ? b.rate : null,
    difference: diff?.difference ?? null,
    low: diff?.low ?? null,
    high: diff?.high ?? null,
    differs: diff !== null && (diff.low > 0 || diff.high < 0),
  };
};

const factRow = (id: string, en: string, zh: string, a: number | null, b: number | null): ComparisonRow => ({
  id,
  en,
  zh,
  kind: 'fact',
  a,
  b,
  difference: a !== null && b !== null ? b - a : null,
  low: null,
  high: null,
  differs: a !== b,
});

/** Whether two reports come from the same plan but for the map. */
function samePlan(a: StudyReport, b: StudyReport): boolean {
  const plan = (r: StudyReport) =>
    JSON.stringify([
      r.seed,
      r.characters,
      r.rules,
      r.bot,
      r.gamesPlanned,
      r.stopRule && [r.stopRule.margin, r.stopRule.alpha, r.stopRule.minGames],
    ]);
  return plan(a) === plan(b);
}

/** The table of differences between the study of map A and the study of map B. */
export function compareReports(a: StudyReport, b: StudyReport): StudyComparison {
  const rows: ComparisonRow[] = [
    shareRow('blueOfDecisive', 'blue of the decisive games', '蓝方（分出胜负的对局）', a.blueShare, b.blueShare),
    shareRow(
      'firstMoverOfDecisive',
      'team acting first, of the decisive games',
      '先手队伍（分出胜负的对局）',
      a.firstMover,
      b.firstMover,
    ),
    shareRow('red', 'red wins', '红方胜', a.teams.red, b.teams.red),
    shareRow('blue', 'blue wins', '蓝方胜', a.teams.blue, b.teams.blue),
    shareRow('draws', 'draws', '平局', a.draws, b.draws),
    ...a.seats.map((s, i) => shareRow(`seat ${i}`, `seat ${i}`, `座位 ${i}`, s, b.seats[i] ?? null)),
    ...Object.keys(a.characterShares)
      .filter((c) => c in b.characterShares)
      .map((c) => shareRow(`character ${c}`, c, c, a.characterShares[c], b.characterShares[c])),
  ];
  const rounds = meanDifference(a.length.rounds, a.games, b.length.rounds, b.games);
  rows.push({
    id: 'rounds',
    en: 'rounds per game (mean)',
    zh: '每局回合数（平均）',
    kind: 'mean',
    a: a.games ? a.length.rounds.mean : null,
    b: b.games ? b.length.rounds.mean : null,
    difference: rounds?.difference ?? null,
    low: rounds?.low ?? null,
    high: rounds?.high ?? null,
    differs: rounds !== null && (rounds.low > 0 || rounds.high < 0),
  });
  rows.push(
    factRow('campToCamp', 'camp to camp (steps)', '营地到营地（步）', a.metrics.campToCamp, b.metrics.campToCamp),
    factRow(
      'campToStatue red',
      'red camp to statue (steps)',
      '红方营地到女神像（步）',
      a.metrics.campToStatue.red,
      b.metrics.campToStatue.red,
    ),
    factRow(
      'campToStatue blue',
      'blue camp to statue (steps)',
      '蓝方营地到女神像（步）',
      a.metrics.campToStatue.blue,
      b.metrics.campToStatue.blue,
    ),
    factRow('open', 'open cells', '空地格', a.metrics.open, b.metrics.open),
  );
  const sight = (r: StudyReport, team: 'red' | 'blue') =>
    r.verdict.reasons.find((x) => x.fact === 'seenFromCamp')?.[team] ?? null;
  if (a.verdict.reasons.length || b.verdict.reasons.length) {
    rows.push(
      factRow(
        'seenFromCamp red',
        'cells in sight from the red camp',
        '从红方营地可见的格子',
        sight(a, 'red'),
        sight(b, 'red'),
      ),
      factRow(
        'seenFromCamp blue',
        'cells in sight from the blue camp',
        '从蓝方营地可见的格子',
        sight(a, 'blue'),
        sight(b, 'blue'),
      ),
    );
  }
  return { format: 'ifera-study-comparison/1', a: a.layoutCode, b: b.layoutCode, samePlan: samePlan(a, b), rows };
}

const num = (x: number | null, kind: ComparisonRow['kind']) =>
  x === null ? '—' : kind === 'share' ? `${(100 * x).toFixed(1)}%` : kind === 'mean' ? x.toFixed(2) : String(x);
const signed = (x: number | null, kind: ComparisonRow['kind']) => {
  if (x === null) return '—';
  const v = kind === 'share' ? (100 * x).toFixed(1) : kind === 'mean' ? x.toFixed(2) : String(x);
  return `${x > 0 ? '+' : x < 0 ? '' : '±'}${v}`;
};

/** A row's cells as text, as the CLI table and the lab's table show them: figure, A, B, B − A, interval, "differs". */
export function comparisonCells(
  r: ComparisonRow,
  language: 'en' | 'zh' = 'en',
): [string, string, string, string, string, string] {
  const zh = language === 'zh';
  return [
    zh ? r.zh : r.en,
    num(r.a, r.kind),
    num(r.b, r.kind),
    signed(r.difference, r.kind) + (r.kind === 'share' && r.difference !== null ? (zh ? ' 个百分点' : ' points') : ''),
    r.low === null || r.high === null ? '' : `[${signed(r.low, r.kind)}, ${signed(r.high, r.kind)}]`,
    r.differs ? (zh ? '不同' : 'differs') : '',
  ];
}

/** The comparison as a plain-text table (en or zh). */
export function formatComparison(c: StudyComparison, language: 'en' | 'zh' = 'en'): string {
  const zh = language === 'zh';
  const head = [zh ? '项目' : 'figure', 'A', 'B', zh ? 'B − A' : 'B − A', zh ? '95% 区间' : '95 % interval', ''];
  const body = c.rows.map((r) => comparisonCells(r, language));
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [`A ${c.a}`, `B ${c.b}`];
  if (!c.samePlan)
    out.push(
      zh
        ? '⚠ 两项研究的方案不同（种子、角色、规则、机器人或对局数）：差异不仅来自地图。'
        : "⚠ The two studies used different plans (seed, characters, rules, bot or games): the differences are not the map's alone.",
    );
  out.push('', line(head), ...body.map(line));
  return out.join('\n');
}

/** The comparison as CSV: id, figure, A, B, B − A, low, high, differs (shares as fractions). */
export function comparisonCsv(c: StudyComparison): string {
  const cell = (v: string | number | null) => (v === null ? '' : csvField(v));
  const rows = [
    ['id', 'figure', 'a', 'b', 'difference', 'low', 'high', 'differs'],
    ...c.rows.map((r) => [r.id, r.en, r.a, r.b, r.difference, r.low, r.high, r.differs ? 'yes' : 'no']),
  ];
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}
