// Issue 27 "Shown at the decision", in words: a chance reads as a percentage, and only an exact certainty reads as one
// ("falls for certain", "This kills …") — never "100 % of the dice outcomes"; the aim words say "Choose a target" only
// where a unit is chosen. Every figure is the engine's own preview of a real position.
import { describe, expect, it } from 'vitest';
import { legalCommands, previewCommand, type Command, type GameState } from '../../../../../shared/rules';
import { translate, type Language, type UiKey } from '../../../../../client/src/i18n';
import { oddsWords, statusChanceWords, warningOf } from '../../../../../client/src/screens/match/control/previewWords';
import { aimHintKey } from '../../../../../client/src/screens/match/control/areaAim';
import { position } from '../../../../shared/content/position';

const NAMES = { yunye: 'Yunye', darien: 'Darien', noel: 'Noel', eli: 'Eli' };
const tr = (lang: Language) => (key: UiKey, params?: Record<string, string | number>) => translate(lang, key, params);

/** Yunye (red, seat 0) beside Darien (blue, seat 1, the Holy Relic), on Yunye's turn. */
const duel = (darienHp: number, yunye: Record<string, unknown> = {}): GameState =>
  position({
    units: [
      { character: 'yunye', seat: 0, team: 'red', pos: { q: 0, r: 0 }, facing: 0, relic: 'vessel', ...yunye },
      { character: 'darien', seat: 1, team: 'blue', pos: { q: 1, r: 0 }, facing: 3, hp: darienHp, relic: 'holy' },
      { character: 'noel', seat: 2, team: 'red', pos: { q: -3, r: 0 }, relic: 'holy' },
    ],
    turn: { unit: 'yunye' },
  } as Parameters<typeof position>[0]);

function preview(s: GameState, command: Command) {
  const r = previewCommand(s, 0, command);
  if (!r.ok) throw new Error(r.error.code);
  return r.preview;
}
const palm: Command = { type: 'skill', skill: 'crumblingPalm', target: { unit: 'darien' } };

describe('issue 27: preview words', () => {
  it('a kill chance reads as a percentage; a certain kill says so plainly, in both languages', () => {
    const chance = preview(duel(2), palm).units.find((u) => u.unit === 'darien')!;
    expect(chance.death.n).toBeLessThan(chance.death.d);
    expect(oddsWords(chance, tr('en'))).toMatch(/^1–2 damage · falls \d\d%$/);
    const sure = preview(duel(1), palm).units.find((u) => u.unit === 'darien')!;
    expect(sure.death).toEqual({ n: 1, d: 1 });
    expect(oddsWords(sure, tr('en'))).toBe('1–2 damage · falls for certain');
    expect(oddsWords(sure, tr('zh'))).toContain('必定倒下');
    expect(statusChanceWords('Bleeding', { n: 1, d: 1 }, tr('en'))).toBe('Bleeding for certain');
    expect(statusChanceWords('Bleeding', { n: 1, d: 2 }, tr('en'))).toBe('Bleeding 50%');
  });

  it('R-STATUS-5 a Poisoned actor at 1 HP is warned that its action kills it, as a certainty, not "100 % of the outcomes"', () => {
    const s = duel(2, { hp: 1, statuses: [{ id: 'poison' }] });
    const p = preview(s, palm);
    expect(warningOf(p, s, NAMES, tr('en'))).toBe('This kills Yunye. Do it anyway?');
    expect(warningOf(p, s, NAMES, tr('zh'))).toBe('这必定让 Yunye 阵亡。仍然执行吗？');
  });

  it('the aim words: a unit target, an area drawn with no target, a cell', () => {
    const s = duel(5);
    const legal = legalCommands(s, 0);
    expect(aimHintKey(s, legal, { kind: 'skill', skill: 'crumblingPalm', curse: false })).toBe('match.targetHint');
    expect(aimHintKey(s, legal, { kind: 'skill', skill: 'sweepingKick', curse: false })).toBe('match.areaHint');
    const eli = position({
      units: [
        { character: 'eli', seat: 0, pos: { q: 0, r: 0 }, side: 1 },
        { character: 'darien', seat: 1, pos: { q: 3, r: 0 } },
      ],
      turn: { unit: 'eli' },
    } as Parameters<typeof position>[0]);
    expect(aimHintKey(eli, legalCommands(eli, 0), { kind: 'skill', skill: 'shadowstep', curse: false })).toBe(
      'match.cellHint',
    );
  });
});
