/**
 * A study report as JSON (the report and, when kept, every game), as CSV (one tidy table: section, name and figures
 * per row, so a spreadsheet can filter it), and as plain text for the terminal (en or zh).
 */
import type { GameRecord } from './gameRecord';
import { HEATMAP_KINDS, heatmapRows, type Heatmap } from './heatmap';
import type { StudyReport } from './tally';
import type { Share } from './wilson';

/** The report (and games) as JSON text; the same study gives the same text. */
export function reportJson(report: StudyReport, games: GameRecord[] = []): string {
  return JSON.stringify({ format: 'ifera-study/1', report, games }, null, 1);
}

export const CSV_HEADER = ['section', 'name', 'count', 'games', 'rate', 'low', 'high', 'red', 'blue'] as const;

/** One CSV field: integers as they are, other numbers with 6 decimals, text quoted when it holds a comma, quote or new line (RFC 4180). */
export const csvField = (v: string | number) => {
  const s = typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(6)) : v;
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The report as CSV (RFC 4180 quoting; rates as fractions with 6 decimals). */
export function reportCsv(report: StudyReport): string {
  const rows: (string | number)[][] = [[...CSV_HEADER]];
  const share = (section: string, name: string, s: Share) =>
    rows.push([section, name, s.wins, s.games, s.rate, s.low, s.high, '', '']);
  rows.push(['study', 'layout', report.layoutCode, '', '', '', '', '', '']);
  rows.push(['study', 'seed', report.seed, '', '', '', '', '', '']);
  rows.push(['study', 'rules', report.rules, '', '', '', '', '', '']);
  rows.push(['study', 'bot', report.bot, '', '', '', '', '', '']);
  rows.push(['study', 'end', report.end, report.games, '', '', '', '', '']);
  rows.push(['study', 'settled', report.settled ?? 'no', '', '', '', '', '', '']);
  rows.push(['verdict', 'en', report.verdict.en, '', '', '', '', '', '']);
  rows.push(['verdict', 'zh', report.verdict.zh, '', '', '', '', '', '']);
  report.verdict.details.en.forEach((line, i) => rows.push(['verdict', `en ${i + 1}`, line, '', '', '', '', '', '']));
  report.verdict.details.zh.forEach((line, i) => rows.push(['verdict', `zh ${i + 1}`, line, '', '', '', '', '', '']));
  share('team', 'red', report.teams.red);
  share('team', 'blue', report.teams.blue);
  share('team', 'blue of decisive', report.blueShare);
  share('team', 'blue of decisive (decision interval)', report.decision);
  if (report.firstMover) share('team', 'first mover of decisive', report.firstMover);
  share('draws', 'draw', report.draws);
  rows.push(['unfinished', 'unfinished', report.unfinished, report.games, '', '', '', '', '']);
  report.seats.forEach((s, i) => share('seat', String(i), s));
  for (const [c, s] of Object.entries(report.characterShares)) share('character', c, s);
  for (const what of ['rounds', 'commands'] as const) {
    const l = report.length[what];
    rows.push(
      [`length ${what}`, 'mean', l.mean, report.games, '', '', '', '', ''],
      [`length ${what}`, 'sd', l.sd, '', '', '', '', '', ''],
      [`length ${what}`, 'min', l.min, '', '', '', '', '', ''],
      [`length ${what}`, 'max', l.max, '', '', '', '', '', ''],
    );
  }
  const heat = (section: string, h: Heatmap) => {
    for (const r of heatmapRows(h)) rows.push([section, r.at, r.count, '', '', '', '', r.red, r.blue]);
  };
  heat('first blood', report.firstBlood);
  heat('leader death', report.leaderDeath);
  for (const k of HEATMAP_KINDS) heat(`heatmap ${k}`, report.heatmaps[k]);
  return rows.map((r) => r.map(csvField).join(',')).join('\n') + '\n';
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (s: Share) => `${pct(s.rate).padStart(6)}  [${pct(s.low)}, ${pct(s.high)}]  (${s.wins}/${s.games})`;

/** The report as lines of plain text for a terminal. */
export function formatReport(report: StudyReport, language: 'en' | 'zh' = 'en'): string {
  const zh = language === 'zh';
  const source = report.source.kind === 'random' ? `random (deal seed ${report.source.seed})` : report.source.kind;
  const lines = [
    `${zh ? '地图' : 'Layout'} ${report.layoutCode}  (${source})${report.warning ? `  ⚠ ${report.warning}` : ''}`,
    `${zh ? '对局' : 'Games'} ${report.games}/${report.gamesPlanned} (${report.end}), seed ${report.seed}, rules ${report.rules}, bot ${report.bot}`,
    `${zh ? '结论' : 'Verdict'}: ${zh ? report.verdict.zh : report.verdict.en}`,
    ...(zh ? report.verdict.details.zh : report.verdict.details.en).map((line) => `  ${line}`),
    '',
    `${zh ? '队伍胜率（95% 置信区间）' : 'Team win rates (95 % Wilson CI)'}`,
    `  red          ${ci(report.teams.red)}`,
    `  blue         ${ci(report.teams.blue)}`,
    `  draws        ${ci(report.draws)}`,
    `  unfinished   ${report.unfinished}`,
    `  blue of decisive games ${ci(report.blueShare)}`,
    `  ${zh ? '结论所用区间' : 'the same, interval the decision used'} ${ci(report.decision)}`,
    ...(report.firstMover
      ? [`  ${zh ? '先手队伍（分出胜负的对局）' : 'first mover of decisive games'} ${ci(report.firstMover)}`]
      : []),
    `${zh ? '座位' : 'Seats'}`,
    ...report.seats.map((s, i) => `  seat ${i}       ${ci(s)}`),
    `${zh ? '角色' : 'Characters'}`,
    ...Object.entries(report.characterShares).map(([c, s]) => `  ${c.padEnd(12)} ${ci(s)}`),
    `${zh ? '对局长度' : 'Game length'}: rounds ${report.length.rounds.mean.toFixed(2)} ± ${report.length.rounds.sd.toFixed(2)} (${report.length.rounds.min}–${report.length.rounds.max}), commands ${report.length.commands.mean.toFixed(1)} ± ${report.length.commands.sd.toFixed(1)} (${report.length.commands.min}–${report.length.commands.max})`,
    `${zh ? '地图数据' : 'Layout figures'}: camp to camp ${report.metrics.campToCamp ?? '—'}, camp to statue red ${report.metrics.campToStatue.red ?? '—'} / blue ${report.metrics.campToStatue.blue ?? '—'}`,
    `${zh ? '首杀格' : 'First blood cells'} (top 5): ${top(report.firstBlood)}`,
    `${zh ? '领袖阵亡格' : 'Leader death cells'} (top 5): ${top(report.leaderDeath)}`,
  ];
  if (report.stopRule) {
    const s = report.stopRule;
    lines.push(
      `Stop rule: confidence sequence (Wilson at 1 − α/(k(k+1)) per look, α ${s.alpha}), a look every ${s.lookEvery} games after ${s.minGames}, balanced band ±${(100 * s.margin).toFixed(1)} %; ${s.looks} look${s.looks === 1 ? '' : 's'}${s.interval ? `, last interval (the one the verdict quotes) [${pct(s.interval.low)}, ${pct(s.interval.high)}]` : ''}`,
    );
  }
  if (report.rejectedCommands) lines.push(`Commands refused by the engine: ${report.rejectedCommands}`);
  return lines.join('\n');
}

function top(h: Heatmap): string {
  const rows = heatmapRows(h).slice(0, 5);
  return rows.length ? rows.map((r) => `(${r.at}) ×${r.count}`).join(', ') : '—';
}
