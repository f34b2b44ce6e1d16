// The words for each layout problem in English and Simplified Chinese (content as data: the lab shows them and a room
// refuses a bad layout code with them; the rule id follows in brackets).
import { getBoard } from './boardDefs';
import type { LayoutProblem, LayoutProblemKind } from './layoutProblems';

/** A language of the words. */
export type ProblemLanguage = 'en' | 'zh';

/** Templates: {board} and {other} are board names, {team} a team. */
export const LAYOUT_PROBLEM_TEXT: Readonly<Record<LayoutProblemKind, { en: string; zh: string }>> = {
  'unknown-board': { en: 'There is no board called “{board}”.', zh: '没有名为“{board}”的版图。' },
  'duplicate-board': {
    en: '{board} is on the map twice; each board exists once.',
    zh: '{board}在地图上出现了两次；每块版图只有一块。',
  },
  'central-first': {
    en: 'The central board must lie at the middle of the map, placed first.',
    zh: '中央版图必须最先放置在地图正中。',
  },
  'off-lattice': {
    en: '{board} is not on a board position: boards fit together side to side.',
    zh: '{board}不在版图位置上：版图须边对边拼接。',
  },
  overlap: { en: '{board} lies on top of {other}.', zh: '{board}与{other}重叠。' },
  'not-connected': {
    en: '{board} does not touch the map: every board must join the boards already placed.',
    zh: '{board}没有与地图相连：每块版图都必须接到已放置的版图上。',
  },
  'no-blue-contact': {
    en: '{board} meets its neighbours without a blue side against a blue side: a board must join blue to blue where it can.',
    zh: '{board}与相邻版图之间没有蓝边对蓝边：能蓝边对蓝边时必须如此拼接。',
  },
  'centre-first': {
    en: '{board} must join the central board: the central board still has a free blue side it can meet.',
    zh: '{board}必须接到中央版图上：中央版图仍有它能对接的空闲蓝边。',
  },
  'bad-statue': {
    en: 'The statue stands on {board}, which is not a placed statue board (river or jungle).',
    zh: '女神像所在的{board}不是已放置的女神像版图（河流或丛林）。',
  },
  'obstacle-on-statue': {
    en: 'An obstacle marker covers the statue on {board}.',
    zh: '障碍标记盖住了{board}上的女神像。',
  },
  'bad-campfires': {
    en: 'The {team} camp is {board}, which is not a placed campfire board.',
    zh: '{team}营地{board}不是已放置的篝火版图。',
  },
  'same-campfires': {
    en: 'Both teams have {board} as camp: each team needs its own campfire board.',
    zh: '两队都以{board}为营地：每队需要各自的篝火版图。',
  },
  'island-on-board': {
    en: 'A floating island lies on a cell of {board}; islands go on void.',
    zh: '空岛放在了{board}的格子上；空岛只能放在虚空处。',
  },
  'island-adrift': { en: 'A floating island does not touch the map.', zh: '有空岛没有与地图相连。' },
  'obstacle-on-void': {
    en: 'An obstacle marker lies on void; obstacles go on open ground.',
    zh: '障碍标记放在了虚空处；障碍只能放在空地上。',
  },
  'obstacle-on-obstacle': {
    en: 'An obstacle marker lies on a printed obstacle of {board}.',
    zh: '障碍标记放在了{board}上印好的障碍上。',
  },
  'double-marker': { en: 'Two markers of one kind lie on the same cell.', zh: '同一格上有两个同类标记。' },
  'no-campfires': {
    en: 'The teams have no camps yet: give each team a campfire board.',
    zh: '两队还没有营地：请为每队指定一块篝火版图。',
  },
};

/** The words for text that is not a layout code at all (a typo, half a code, another game's code). */
export const LAYOUT_NOT_A_CODE_TEXT: Readonly<Record<ProblemLanguage, string>> = {
  en: 'This is not a map code from the map lab: copy the whole code, or open the lab’s link.',
  zh: '这不是地图实验室的地图代码：请复制完整的代码，或打开实验室的链接。',
};

const TEAM_WORDS = { red: { en: 'red', zh: '红队' }, blue: { en: 'blue', zh: '蓝队' } } as const;

/** A board's printed name in a language, or its id when unknown. */
export function boardName(id: string | null, language: ProblemLanguage): string {
  if (id === null) return '';
  return getBoard(id)?.name[language] ?? id;
}

/** The problem in words, with its rule id: "River Ford does not touch the map: … (R-MAP-9)". */
export function describeLayoutProblem(p: LayoutProblem, language: ProblemLanguage): string {
  const words = LAYOUT_PROBLEM_TEXT[p.kind][language]
    .replace('{board}', boardName(p.board, language))
    .replace('{other}', boardName(p.other, language))
    .replace('{team}', p.team ? TEAM_WORDS[p.team][language] : '');
  return `${words} (${p.ruleId})`;
}
