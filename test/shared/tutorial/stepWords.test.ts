// Issue 27 "Tutorial words from the engine's state": every step of every chapter, in English and Chinese, names teams,
// colours, leaders, relics, HP, movement, speeds, dice and keys only through placeholders filled from the chapter's state,
// its log, the content and the client's key map — and every placeholder fills at the moment the step is shown.
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../shared/rules';
import {
  CHAPTERS,
  currentStep,
  gentleBot,
  isComplete,
  solveStep,
  startChapter,
  stepWords,
  stepWordsProblems,
  typedWords,
  type TutorialRun,
} from '../../../shared/tutorial';
import { KEY_LABELS } from '../../../client/src/input/keyWords';

const LANGUAGES = ['en', 'zh'] as const;

/** What a step may not type by hand (each a fact of the state, the content or the key map). */
const TYPED_FACTS: { what: string; en: RegExp; zh: RegExp }[] = [
  { what: 'a number (HP, movement, speed, round, die)', en: /[0-9０-９]/, zh: /[0-9０-９]/ },
  { what: 'a team colour', en: /\b(red|blue|Red|Blue)\b/, zh: /[红蓝]/ },
  {
    what: 'a key',
    en: /[←→↑↓]|\b(Shift|Enter|Esc|Tab|Space)\b|(^|[^\w'’])[B-HJ-Z](?![\w'’])/,
    zh: /[←→↑↓]|Shift|Enter|Esc|Tab|[A-Z] ?键/,
  },
  { what: 'who leads or holds a relic', en: /\bleads\b|Holy Relic|Ritual Vessel/, zh: /圣物|祀器|是.队领袖/ },
];

/** Every step as the learner meets it: the run at the step's start, in every chapter, played by its solutions. */
function everyStep(): { chapter: string; run: TutorialRun }[] {
  const out: { chapter: string; run: TutorialRun }[] = [];
  for (const chapter of CHAPTERS) {
    const bot = gentleBot(chapter.learner);
    let run = startChapter(chapter, { bot });
    while (!isComplete(run)) {
      out.push({ chapter: chapter.id, run });
      const before = run.step;
      run = solveStep(run, { bot });
      expect(run.step, `${chapter.id} step ${before}`).toBe(before + 1);
    }
  }
  return out;
}

const source = (run: TutorialRun) => ({ state: run.state, log: run.log, keys: KEY_LABELS });

describe('tutorial words from the state (issue 27)', () => {
  const steps = everyStep();

  it('covers every step of every chapter', () => {
    expect(steps).toHaveLength(CHAPTERS.reduce((n, c) => n + c.steps.length, 0));
  });

  it('every placeholder of every step fills from the state the step is shown in, in both languages', () => {
    const problems: string[] = [];
    for (const { chapter, run } of steps) {
      const step = currentStep(run)!;
      for (const lang of LANGUAGES)
        for (const p of stepWordsProblems(step.text[lang], lang, source(run)))
          problems.push(`${chapter} ${step.id} (${lang}): ${p}`);
    }
    expect(problems).toEqual([]);
  });

  it('no step, title or summary types a number, a team colour, a key or a leader by hand', () => {
    const typed: string[] = [];
    const check = (where: string, lang: 'en' | 'zh', text: string) => {
      for (const f of TYPED_FACTS) {
        const m = typedWords(text).match(f[lang]);
        if (m) typed.push(`${where} (${lang}) types ${f.what}: "${m[0]}"`);
      }
    };
    for (const chapter of CHAPTERS)
      for (const lang of LANGUAGES) {
        check(`${chapter.id} title`, lang, chapter.title[lang]);
        check(`${chapter.id} teaches`, lang, chapter.teaches[lang]);
        // Titles and summaries are shown outside a position (the chapter list): they hold no placeholders at all.
        expect(typedWords(chapter.title[lang] + chapter.teaches[lang])).toBe(
          chapter.title[lang] + chapter.teaches[lang],
        );
        for (const step of chapter.steps) check(`${chapter.id} ${step.id}`, lang, step.text[lang]);
      }
    expect(typed).toEqual([]);
  });

  it('the typed-facts check fails on the old chapter 5 text and the old key hint', () => {
    const old = [
      'Darien leads red, Eli leads blue.',
      "End Eli's turn (the End turn button or E).",
      'Eli has 4 this turn',
    ];
    for (const text of old)
      expect(
        TYPED_FACTS.some((f) => f.en.test(typedWords(text))),
        text,
      ).toBe(true);
    expect(TYPED_FACTS.some((f) => f.zh.test(typedWords('达里恩是红队领袖，伊莱是蓝队领袖。')))).toBe(true);
  });

  it('R-SETUP-7 (B), R-TEAM-4: every character of every chapter has the seat, team and relic it has in a beginner game', () => {
    const game = createMatch({ variant: 'beginner', seed: 1 });
    const real = new Map(Object.values(game.units).map((u) => [u.def, { seat: u.seat, team: u.team, relic: u.relic }]));
    expect(real.get('eli')).toEqual({ seat: 0, team: 'red', relic: 'holy' });
    for (const chapter of CHAPTERS)
      for (const u of Object.values(chapter.start.units))
        expect({ seat: u.seat, team: u.team, relic: u.relic }, `${chapter.id}: ${u.id}`).toEqual(real.get(u.def));
  });

  it('R-TEAM-4: chapter 5 names the leaders as the state has them', () => {
    const relics = steps.find((s) => s.chapter === '05-the-goal' && currentStep(s.run)?.id === 'relics')!.run;
    const step = currentStep(relics)!;
    expect(stepWords(step.text.en, 'en', source(relics))).toContain(
      'Eli leads red, Darien leads blue. Noel holds the Ritual Vessel.',
    );
    expect(stepWords(step.text.zh, 'zh', source(relics))).toContain('伊莱是红队领袖，达里恩是蓝队领袖。诺尔持有祀器。');
  });

  it('R-MOVE-1: the movement a step names is the movement the unit has left when the step is shown', () => {
    for (const { chapter, run } of steps) {
      const step = currentStep(run)!;
      for (const m of step.text.en.matchAll(/\{movement:(\w+)\}/g)) {
        const unit = run.state.units[m[1]];
        const left = run.state.turn?.unit === unit.id ? run.state.turn.movementLeft : unit.movement;
        expect(stepWords(`{movement:${m[1]}}`, 'en', source(run)), `${chapter} ${step.id}`).toBe(String(left));
      }
    }
  });

  it('R-DMG-2, R-STATUS-10: chapter 2 tells the roll, the hit and the HP lost from the log', () => {
    const damage = steps.find((s) => currentStep(s.run)?.id === 'damage' && s.chapter === '02-attacking')!.run;
    const text = stepWords(currentStep(damage)!.text.en, 'en', source(damage));
    expect(text).toContain('The normal die showed 1 (its faces are 0, 0, 1, 1, 1, 1), so the hit was 2.');
    expect(text).toContain('he lost 1 HP and has 4 left');
  });
});
