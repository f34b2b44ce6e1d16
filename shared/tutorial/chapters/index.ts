/**
 * The tutorial's chapters in order, each a folder of scenario.json + steps.json (docs/tutorial.md). A chapter that does
 * not load is a programmer error: it throws with every problem (test/shared/tutorial checks them all).
 */
import { loadChapter, type Chapter } from '../chapter';
import moving from './01-moving/scenario.json';
import movingSteps from './01-moving/steps.json';
import attacking from './02-attacking/scenario.json';
import attackingSteps from './02-attacking/steps.json';
import reactions from './03-reactions/scenario.json';
import reactionsSteps from './03-reactions/steps.json';
import statuses from './04-statuses/scenario.json';
import statusesSteps from './04-statuses/steps.json';
import goal from './05-the-goal/scenario.json';
import goalSteps from './05-the-goal/steps.json';
import firstGame from './06-first-game/scenario.json';
import firstGameSteps from './06-first-game/steps.json';

const FILES: [unknown, unknown][] = [
  [moving, movingSteps],
  [attacking, attackingSteps],
  [reactions, reactionsSteps],
  [statuses, statusesSteps],
  [goal, goalSteps],
  [firstGame, firstGameSteps],
];

/** Every chapter, loaded and checked. */
export const CHAPTERS: Chapter[] = FILES.map(([scenario, steps], i) => {
  const r = loadChapter(scenario, steps);
  if (!r.ok) throw new Error(`tutorial chapter ${i + 1}: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return r.chapter;
});

export const chapterById = (id: string): Chapter | undefined => CHAPTERS.find((c) => c.id === id);
