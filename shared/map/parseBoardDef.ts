// Board data validation: assets/boards/*.json are parsed into BoardDefs once, at load (STYLE "content is data").
import { hexKey } from '../hex';
import { BOARD_RADIUS } from './lattice';
import { BOARD_KINDS, type BoardDef, type BoardKind, type Terrain } from './types';

/** A board data error: which file and field are wrong, and why. */
export type BoardDataError = { code: 'board/invalid'; message: string; source: string; field: string };

/** Result of parsing one board file. */
export type BoardDataResult = { ok: true; board: BoardDef } | { ok: false; error: BoardDataError };

/** Terrain letters of the `terrain` picture: '.' open, '#' obstacle, '~' void. */
export const TERRAIN_LETTERS: Readonly<Record<string, Terrain>> = Object.freeze({
  '.': 'open',
  '#': 'obstacle',
  '~': 'void',
});

/**
 * Parses one board's JSON (`source` names the file in messages). The `terrain` picture has 5 rows, r = −2..2, of
 * 3, 4, 5, 4, 3 letters separated by spaces; row r starts at q = max(−2, −2 − r). Indentation is free.
 */
export function parseBoardDef(json: unknown, source: string): BoardDataResult {
  const fail = (field: string, why: string): BoardDataResult => ({
    ok: false,
    error: { code: 'board/invalid', source, field, message: `${source}: ${field}: ${why}` },
  });
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('(root)', 'expected an object');
  const o = json as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!['id', 'kind', 'name', 'terrain', 'blueSides', 'description'].includes(key)) return fail(key, 'unknown field');
  }
  if (typeof o.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(o.id))
    return fail('id', 'expected a lower-case id such as "river"');
  const at = `${source} (board ${o.id})`;
  const failB = (field: string, why: string): BoardDataResult => ({
    ok: false,
    error: { code: 'board/invalid', source, field, message: `${at}: ${field}: ${why}` },
  });
  if (typeof o.kind !== 'string' || !(BOARD_KINDS as readonly string[]).includes(o.kind)) {
    return failB('kind', `expected one of ${BOARD_KINDS.join(', ')}, got ${JSON.stringify(o.kind)}`);
  }
  const name = o.name as Record<string, unknown> | undefined;
  if (typeof name !== 'object' || name === null) return failB('name', 'expected { "en": ..., "zh": ... }');
  for (const lang of ['en', 'zh'] as const) {
    if (typeof name[lang] !== 'string' || (name[lang] as string).trim() === '')
      return failB(`name.${lang}`, 'expected a non-empty string');
  }
  if (!Array.isArray(o.terrain) || o.terrain.length !== 2 * BOARD_RADIUS + 1)
    return failB('terrain', 'expected 5 rows (r = -2..2)');
  const cells: Record<string, Terrain> = {};
  for (let row = 0; row < o.terrain.length; row++) {
    const r = row - BOARD_RADIUS;
    const line = o.terrain[row];
    if (typeof line !== 'string') return failB(`terrain[${row}]`, 'expected a string');
    const letters = line
      .trim()
      .split(/\s+/)
      .filter((t) => t !== '');
    const width = 2 * BOARD_RADIUS + 1 - Math.abs(r);
    if (letters.length !== width) return failB(`terrain[${row}]`, `expected ${width} cells, got ${letters.length}`);
    const q0 = Math.max(-BOARD_RADIUS, -BOARD_RADIUS - r);
    for (let j = 0; j < letters.length; j++) {
      const terrain = TERRAIN_LETTERS[letters[j]];
      if (!terrain)
        return failB(`terrain[${row}][${j}]`, `unknown terrain letter ${JSON.stringify(letters[j])} (use . # ~)`);
      cells[hexKey({ q: q0 + j, r })] = terrain;
    }
  }
  if (!Array.isArray(o.blueSides)) return failB('blueSides', 'expected an array of side indices 0..5');
  const blue = [false, false, false, false, false, false];
  for (let i = 0; i < o.blueSides.length; i++) {
    const s = o.blueSides[i];
    if (!Number.isInteger(s) || s < 0 || s > 5)
      return failB(`blueSides[${i}]`, `expected a side index 0..5, got ${JSON.stringify(s)}`);
    if (blue[s]) return failB(`blueSides[${i}]`, `side ${s} listed twice`);
    blue[s] = true;
  }
  if (!blue.some(Boolean)) return failB('blueSides', 'a board needs at least one blue side to be attached (R-MAP-9)');
  const kind = o.kind as BoardKind;
  // The statue stands on the centre of a statue board (O-13); the central board's centre is the map origin.
  if ((kind === 'statue' || kind === 'central') && cells['0,0'] !== 'open')
    return failB('terrain[2][2]', `the centre cell of a ${kind} board must be open`);
  if (kind === 'campfire' && Object.values(cells).filter((t) => t === 'open').length < 2) {
    return failB('terrain', 'a campfire board needs open cells for two characters (R-SETUP-15)');
  }
  return {
    ok: true,
    board: { id: o.id, kind, name: { en: name.en as string, zh: name.zh as string }, cells, blue: Object.freeze(blue) },
  };
}
