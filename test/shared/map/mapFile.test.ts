// Issue 31: a map as a file — JSON with the layout code, name, notes and the last study; the reader names every problem
// and where, in both languages, and refuses without changing anything (shared/map/mapFile.ts).
import { describe, expect, it } from 'vitest';
import {
  beginnerLayout,
  encodeLayout,
  mapFileName,
  mapPictureName,
  mapFileText,
  parseMapFile,
  type MapFileStudy,
} from '../../../shared/map';

const code = encodeLayout(beginnerLayout());
const study: MapFileStudy = {
  layoutCode: code,
  games: 448,
  seed: 1,
  rules: 'beginner',
  bot: 'heuristic',
  verdict: { en: 'Red is favoured: …', zh: '红方占优：…' },
  blueShare: { wins: 150, games: 440, low: 0.29, high: 0.39 },
};

describe('map files', () => {
  it('writes a file that reads back to the same map, name, notes and study', () => {
    const text = mapFileText({ name: 'Two rivers', notes: 'first try\nsecond line', layoutCode: code, study });
    expect(JSON.parse(text).format).toBe('ifera-map/1');
    const read = parseMapFile(text);
    expect(read).toEqual({
      ok: true,
      file: { format: 'ifera-map/1', name: 'Two rivers', notes: 'first try\nsecond line', layoutCode: code, study },
      layout: beginnerLayout(),
    });
    expect(parseMapFile(mapFileText({ name: '', notes: '', layoutCode: code, study: null }))).toMatchObject({
      ok: true,
      file: { study: null },
    });
  });

  it('says where a file is not JSON: line and column', () => {
    const r = parseMapFile('{\n  "format": "ifera-map/1",\n  "name": "x" oops\n}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].where).toBe('line 3, column 15');
    expect(r.problems[0].en).toMatch(/^This is not JSON: .* at line 3, column 15\.$/);
    expect(r.problems[0].zh).toBe('这不是 JSON：第 3 行第 15 列有误。');
  });

  it('names every wrong field, the layout code with what is wrong in it', () => {
    const bad = JSON.stringify({
      format: 'ifera-study/1',
      name: 7,
      layoutCode: `${code.slice(0, 4)}$${code.slice(5)}`,
      study: { ...study, games: 2.5, blueShare: { ...study.blueShare, high: 3 } },
    });
    const r = parseMapFile(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.where)).toEqual([
      'format',
      'name',
      'layoutCode',
      'study.games',
      'study.blueShare.high',
    ]);
    expect(r.problems[0].en).toMatch(/this is a study export, not a map file/);
    expect(r.problems[2].en).toBe('"layoutCode": character 5 is “$”: a code holds only A–Z, a–z, 0–9, - and _.');
    expect(r.problems[2].zh).toMatch(/^"layoutCode"：第 5 个字符是“\$”/);
    expect(parseMapFile('')).toMatchObject({ ok: false, problems: [{ where: 'file', en: 'The file is empty.' }] });
    expect(parseMapFile('[1]')).toMatchObject({ ok: false, problems: [{ where: 'file' }] });
    // A missing number is named as missing, not as "undefined".
    const noSeed = parseMapFile(
      mapFileText({ name: '', notes: '', layoutCode: code, study: { ...study, seed: undefined as unknown as number } }),
    );
    expect(noSeed).toMatchObject({
      ok: false,
      problems: [
        {
          where: 'study.seed',
          en: '"study.seed" must be a whole number from 0, found nothing.',
          zh: '"study.seed" 应为不小于 0 的整数，实际为 空。',
        },
      ],
    });
  });

  it('names files after the map', () => {
    expect(mapFileName('Two rivers / v2', code)).toBe('Two-rivers-v2.ifera-map.json');
    expect(mapFileName('双河', code, '.png')).toBe('双河.png');
    expect(mapFileName('  ', code)).toBe(`map-${code.slice(0, 10)}.ifera-map.json`);
  });

  it('names pictures after the map and its code, so two versions of a map do not collide', () => {
    expect(mapPictureName('Two rivers / v2', code)).toBe(`Two-rivers-v2-${code.slice(0, 10)}.png`);
    expect(mapPictureName('双河', code)).toBe(`双河-${code.slice(0, 10)}.png`);
    expect(mapPictureName('', code)).toBe(`map-${code.slice(0, 10)}.png`);
  });
});
