// A text picture of a map for docs, tests and debugging: rows of r, each cell two columns wide, offset by r.
import { hexKey } from '../hex';
import type { GameMap } from './types';

/**
 * Renders the map as text: '.' open, '#' obstacle, blank for void; `marks` overrides the letter of given cells
 * (e.g. { "0,0": "S" } for the statue). Pointy-top rows: cell (q,r) sits at column 2q + r.
 */
export function renderMapAscii(map: GameMap, marks: Record<string, string> = {}): string {
  const cells = Object.values(map.cells);
  if (cells.length === 0) return '';
  const cols = cells.map((c) => 2 * c.q + c.r);
  const minCol = Math.min(...cols);
  const minR = Math.min(...cells.map((c) => c.r));
  const maxR = Math.max(...cells.map((c) => c.r));
  const lines: string[] = [];
  for (let r = minR; r <= maxR; r++) {
    const row: string[] = [];
    for (const c of cells) {
      if (c.r !== r) continue;
      const col = 2 * c.q + c.r - minCol;
      while (row.length <= col) row.push(' ');
      row[col] = marks[hexKey(c)] ?? (c.terrain === 'open' ? '.' : '#');
    }
    lines.push(row.join('').replace(/\s+$/, ''));
  }
  return lines.join('\n');
}
