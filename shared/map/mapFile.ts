// A map as a file (issue 31): JSON with the layout code, a name, notes and the last study's summary, so a designer can
// keep maps outside the browser and send them. parseMapFile reads untrusted text and names every problem and where
// (a JSON line and column, or the field), in English and Simplified Chinese; it changes nothing when it refuses.
import { decodeLayout } from './layoutCode';
import { describeLayoutCodeProblem } from './layoutCodeText';
import type { Layout } from './types';

export const MAP_FILE_FORMAT = 'ifera-map/1';
/** File names the lab gives map files. */
export const MAP_FILE_EXTENSION = '.ifera-map.json';
/** The longest map name a file (and the lab's gallery) keeps. */
export const MAP_NAME_MAX = 80;
const MAX_NAME = MAP_NAME_MAX;
const MAX_NOTES = 4000;

/** What a map file keeps of the last study of the map: enough to show its verdict and to tell whether it is stale. */
export type MapFileStudy = {
  /** The layout the study measured (the file's map may have changed since: then the study is stale). */
  layoutCode: string;
  games: number;
  seed: number;
  rules: string;
  bot: string;
  verdict: { en: string; zh: string };
  /** Blue's share of the decisive games with the interval the verdict quoted. */
  blueShare: { wins: number; games: number; low: number; high: number };
};

export type MapFile = {
  format: typeof MAP_FILE_FORMAT;
  name: string;
  notes: string;
  layoutCode: string;
  study: MapFileStudy | null;
};

/** One problem of a map file: where (a field path such as `study.games`, or `line 3, column 7`) and what, in both languages. */
export type MapFileProblem = { where: string; en: string; zh: string };

/** The file's text (pretty JSON, a new line at the end). */
export function mapFileText(file: Omit<MapFile, 'format'>): string {
  const out: MapFile = {
    format: MAP_FILE_FORMAT,
    name: file.name,
    notes: file.notes,
    layoutCode: file.layoutCode,
    study: file.study,
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** A map's name made safe for a file name (letters, digits, CJK kept; runs of anything else a hyphen), or ''. */
function safeName(name: string): string {
  return name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** A file name for a map: its name made safe, else the start of its code. */
export function mapFileName(name: string, layoutCode: string, extension = MAP_FILE_EXTENSION): string {
  return `${safeName(name) || `map-${layoutCode.slice(0, 10)}`}${extension}`;
}

/**
 * A file name for a picture of a map: its name and the start of its code (two versions of one map, or two maps of one
 * name, do not collide), e.g. `Two-rivers-AbCdEfGhIj.png`; `map-AbCdEfGhIj.png` for a map without a name.
 */
export function mapPictureName(name: string, layoutCode: string, extension = '.png'): string {
  return `${safeName(name) || 'map'}-${layoutCode.slice(0, 10)}${extension}`;
}

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isShare = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;

/** Reads a map file: the file and its decoded layout, or every problem found. */
export function parseMapFile(
  text: string,
): { ok: true; file: MapFile; layout: Layout } | { ok: false; problems: MapFileProblem[] } {
  const problems: MapFileProblem[] = [];
  const add = (where: string, en: string, zh: string) => problems.push({ where, en, zh });
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, problems: [{ where: 'file', en: 'The file is empty.', zh: '文件是空的。' }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const where = at
      ? (({ line, column }) => `line ${line}, column ${column}`)(lineColumn(text, Number(at[1])))
      : 'file';
    const zhWhere = at
      ? (({ line, column }) => `第 ${line} 行第 ${column} 列`)(lineColumn(text, Number(at[1])))
      : '文件';
    return {
      ok: false,
      problems: [
        {
          where,
          en: `This is not JSON: ${where === 'file' ? message : `${message.replace(/ in JSON at position \d+.*$/, '')} at ${where}`}.`,
          zh: `这不是 JSON：${zhWhere}有误。`,
        },
      ],
    };
  }
  if (!isObject(value))
    return {
      ok: false,
      problems: [
        { where: 'file', en: 'A map file is a JSON object ({ … }).', zh: '地图文件应为 JSON 对象（{ … }）。' },
      ],
    };
  if (value.format !== MAP_FILE_FORMAT) {
    add(
      'format',
      `"format" must be "${MAP_FILE_FORMAT}", found ${JSON.stringify(value.format) ?? 'nothing'}${value.format === 'ifera-study/1' ? ' (this is a study export, not a map file)' : ''}.`,
      `"format" 应为 "${MAP_FILE_FORMAT}"，实际为 ${JSON.stringify(value.format) ?? '空'}${value.format === 'ifera-study/1' ? '（这是研究导出文件，不是地图文件）' : ''}。`,
    );
  }
  const name = value.name ?? '';
  if (typeof name !== 'string') add('name', '"name" must be text.', '"name" 应为文本。');
  else if (name.length > MAX_NAME)
    add(
      'name',
      `"name" is ${name.length} characters; at most ${MAX_NAME}.`,
      `"name" 有 ${name.length} 个字符，最多 ${MAX_NAME} 个。`,
    );
  const notes = value.notes ?? '';
  if (typeof notes !== 'string') add('notes', '"notes" must be text.', '"notes" 应为文本。');
  else if (notes.length > MAX_NOTES)
    add(
      'notes',
      `"notes" is ${notes.length} characters; at most ${MAX_NOTES}.`,
      `"notes" 有 ${notes.length} 个字符，最多 ${MAX_NOTES} 个。`,
    );
  let layout: Layout | null = null;
  if (typeof value.layoutCode !== 'string')
    add('layoutCode', '"layoutCode" must be the map\'s layout code (text).', '"layoutCode" 应为地图代码（文本）。');
  else {
    const d = decodeLayout(value.layoutCode);
    if (d.ok) layout = d.layout;
    else if (d.error.codeProblem)
      add(
        'layoutCode',
        `"layoutCode": ${describeLayoutCodeProblem(d.error.codeProblem, 'en')}`,
        `"layoutCode"：${describeLayoutCodeProblem(d.error.codeProblem, 'zh')}`,
      );
  }
  let study: MapFileStudy | null = null;
  const s = value.study ?? null;
  if (s !== null) {
    if (!isObject(s)) add('study', '"study" must be an object or null.', '"study" 应为对象或 null。');
    else {
      const count = problems.length;
      const text = (k: string) => {
        if (typeof s[k] !== 'string') add(`study.${k}`, `"study.${k}" must be text.`, `"study.${k}" 应为文本。`);
      };
      const whole = (k: string, v: unknown, min: number) => {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
          add(
            `study.${k}`,
            `"study.${k}" must be a whole number from ${min}, found ${JSON.stringify(v) ?? 'nothing'}.`,
            `"study.${k}" 应为不小于 ${min} 的整数，实际为 ${JSON.stringify(v) ?? '空'}。`,
          );
      };
      text('layoutCode');
      text('rules');
      text('bot');
      whole('games', s.games, 1);
      whole('seed', s.seed, 0);
      const v = s.verdict;
      if (!isObject(v) || typeof v.en !== 'string' || typeof v.zh !== 'string')
        add(
          'study.verdict',
          '"study.verdict" must be { "en": text, "zh": text }.',
          '"study.verdict" 应为 { "en": 文本, "zh": 文本 }。',
        );
      const b = s.blueShare;
      if (!isObject(b))
        add(
          'study.blueShare',
          '"study.blueShare" must be { wins, games, low, high }.',
          '"study.blueShare" 应为 { wins, games, low, high }。',
        );
      else {
        whole('blueShare.wins', b.wins, 0);
        whole('blueShare.games', b.games, 0);
        for (const k of ['low', 'high'] as const) {
          if (typeof b[k] !== 'number' || !isShare(b[k] as number))
            add(
              `study.blueShare.${k}`,
              `"study.blueShare.${k}" must be a share from 0 to 1.`,
              `"study.blueShare.${k}" 应为 0 到 1 之间的比例。`,
            );
        }
      }
      if (problems.length === count) {
        const share = b as Record<string, number>;
        const verdict = v as Record<string, string>;
        study = {
          layoutCode: s.layoutCode as string,
          games: s.games as number,
          seed: s.seed as number,
          rules: s.rules as string,
          bot: s.bot as string,
          verdict: { en: verdict.en, zh: verdict.zh },
          blueShare: { wins: share.wins, games: share.games, low: share.low, high: share.high },
        };
      }
    }
  }
  if (problems.length || !layout) return { ok: false, problems };
  return {
    ok: true,
    file: {
      format: MAP_FILE_FORMAT,
      name: name as string,
      notes: notes as string,
      layoutCode: (value.layoutCode as string).trim(),
      study,
    },
    layout,
  };
}
