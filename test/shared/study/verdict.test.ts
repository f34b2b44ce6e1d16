// Issue 15 §2: a plain verdict in en and zh-Hans, with the layout figure that explains a settled difference
// (shared/study/verdict.ts, layoutMetrics).
import { describe, expect, it } from 'vitest';
import { layoutMetrics } from '../../../shared/map';
import { randomStudyLayout, studyVerdict, wilson } from '../../../shared/study';

const metrics = layoutMetrics(randomStudyLayout(1)); // camp to statue: red 2, blue 5

describe('study verdict', () => {
  it('names the favoured team, its share ± the interval half-width, and the statue distance that favours it', () => {
    expect(metrics.campToStatue).toEqual({ red: 2, blue: 5 });
    const v = studyVerdict({ games: 10_000, blueShare: wilson(4151, 9912), settled: 'favoured', metrics });
    expect(v.en).toBe('Red wins 58.1 % ± 1.0: the red camp is 3 steps nearer the statue.');
    expect(v.zh).toBe('红方胜率 58.1% ± 1.0：红方营地离女神像近 3 步。');
    expect(v).toMatchObject({ favoured: 'red', stepsNearer: 3 });
  });

  it('gives no reason when the layout figures point the other way', () => {
    const v = studyVerdict({ games: 1000, blueShare: wilson(600, 1000), settled: 'favoured', metrics });
    expect(v.en).toMatch(/^Blue wins 60\.0 % ± 3\.0: no distance in the layout's figures explains it \(camp to statue: red 2, blue 5\)\.$/);
    expect(v.zh).toMatch(/^蓝方胜率 60\.0% ± 3\.0：地图数据中的距离无法解释这一差距/);
    expect(v.stepsNearer).toBeNull();
  });

  it('says balanced, or not settled, or that no game was decisive', () => {
    expect(studyVerdict({ games: 10_000, blueShare: wilson(5010, 10_000), settled: 'balanced', metrics }).en).toBe('Balanced: blue wins 50.1 % ± 1.0 of the decisive games (settled within 47.0–53.0 %).');
    expect(studyVerdict({ games: 50, blueShare: wilson(27, 50), settled: null, metrics }).en).toMatch(/^Not settled after 50 games: blue wins 54\.0 % ± 13\.\d/);
    expect(studyVerdict({ games: 3, blueShare: wilson(0, 0), settled: null, metrics }).zh).toBe('3 局中没有分出胜负的对局。');
  });
});
