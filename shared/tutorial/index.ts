/** The tutorial (docs/tutorial.md): chapters as data, gates over engine facts, and the pure runner. */
export { CHAPTERS, chapterById } from './chapters';
export { loadChapter, type Chapter } from './chapter';
export { checkGate, gateHolds, type Gate, type GateFacts, type EventMatch } from './gate';
export { parseScript, type Highlight, type Script, type ScriptCommand, type Step, type Words } from './script';
export type { ScriptError } from './check';
export {
  acknowledge,
  answerBot,
  botAwaited,
  currentStep,
  isComplete,
  isStuck,
  learnerAwaits,
  retryStep,
  solveStep,
  startChapter,
  submit,
  undo,
  withPrompt,
  type OffStep,
  type RunOptions,
  type SeatPolicy,
  type TutorialRun,
} from './runner';
export {
  KEY_ACTIONS,
  stepWords,
  stepWordsProblems,
  typedWords,
  type KeyAction,
  type KeyLabels,
  type WordsSource,
} from './stepWords';
export { gentleBot, lessonBotLevel } from './gentleBot';
