// Issue 15 §2: a study exports as JSON and CSV (shared/study/exportReport.ts).
import { describe, expect, it } from 'vitest';
import {
  CSV_HEADER,
  formatReport,
  makeStudyPlan,
  reportCsv,
  reportJson,
  StudyTally,
  type GameRecord,
} from '../../../shared/study';

function tally(): StudyTally {
  const p = makeStudyPlan({
    layout: 'beginner',
    games: 3,
    seed: 2,
    characters: ['eli', 'yunye', 'darien', 'noel'],
    stop: false,
  });
  if (!p.ok) throw new Error('plan');
  const t = new StudyTally(p.plan);
  const base = {
    seed: 1,
    lineup: ['eli', 'yunye', 'darien', 'noel'],
    teams: ['red', 'red', 'blue', 'blue'] as GameRecord['teams'],
    rounds: 6,
    commands: 40,
    rejected: 0,
    deaths: [],
    stood: [{ at: '1,-1', team: 'red' as const }],
  };
  t.add({
    ...base,
    index: 0,
    winner: 'blue',
    firstBlood: { at: '0,0', team: 'red' },
    leaderDeath: { at: '0,0', team: 'red' },
    damage: [{ at: '0,0', team: 'red', amount: 3 }],
  });
  t.add({
    ...base,
    index: 1,
    winner: 'red',
    firstBlood: { at: '2,-1', team: 'blue' },
    leaderDeath: { at: '2,-1', team: 'blue' },
    damage: [{ at: '2,-1', team: 'blue', amount: 5 }],
  });
  t.add({ ...base, index: 2, winner: 'draw', firstBlood: null, leaderDeath: null, damage: [] });
  return t;
}

/** A minimal RFC 4180 reader (quoted fields with commas, quotes and new lines). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  return rows;
}

describe('study export', () => {
  it('writes a tidy CSV every spreadsheet reads: one header, the same width on every row, shares as fractions', () => {
    const report = tally().report();
    const rows = readCsv(reportCsv(report));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows.every((r) => r.length === CSV_HEADER.length)).toBe(true);
    const find = (section: string, name: string) => rows.find((r) => r[0] === section && r[1] === name)!;
    expect(find('team', 'red').slice(2, 5)).toEqual(['1', '3', '0.333333']);
    expect(find('draws', 'draw').slice(2, 4)).toEqual(['1', '3']);
    expect(find('team', 'blue of decisive').slice(2, 5)).toEqual(['1', '2', '0.500000']);
    expect(find('character', 'eli')[3]).toBe('3');
    expect(find('heatmap damage', '2,-1').slice(2)).toEqual(['5', '', '', '', '', '0', '5']);
    expect(find('first blood', '0,0').slice(7)).toEqual(['1', '0']);
    expect(find('length rounds', 'mean')[2]).toBe('6');
    // The verdict has commas: quoted, read back whole.
    expect(find('verdict', 'en')[2]).toBe(report.verdict.en);
  });

  it('writes JSON that reads back to the same report and games', () => {
    const t = tally();
    const report = t.report();
    const json = JSON.parse(reportJson(report, []));
    expect(json.format).toBe('ifera-study/1');
    expect(json.report).toEqual(JSON.parse(JSON.stringify(report)));
    expect(json.report.heatmaps.stood.cells).toEqual({ '1,-1': 3 });
    expect(json.report.heatmaps.stood.max).toBe(3);
  });

  it('prints the report as text in English and Chinese', () => {
    const report = tally().report();
    expect(formatReport(report, 'en')).toMatch(/Verdict: Not settled after 3 games/);
    expect(formatReport(report, 'zh')).toMatch(/结论: 3 局后尚无定论/);
    expect(formatReport(report)).toMatch(/red +33\.3% +\[6\.1%, 79\.2%\] +\(1\/3\)/);
  });
});
