// Why the lab's editor refused an edit, in English and Simplified Chinese (content as data, like layoutProblemText.ts):
// an impossible edit (a taken spot, the fixed central board, a marker on the wrong ground) is said in the designer's
// language, with the rule id beside it where a rule says so.
import type { EditRefusal, EditRefusalKind } from './editRefusal';
import { boardName, type ProblemLanguage } from './layoutProblemText';

/** Templates: {board} and {other} are board names, {cell} a cell, {unit} a unit's name. */
export const EDIT_REFUSAL_TEXT: Readonly<Record<EditRefusalKind, { en: string; zh: string }>> = {
  'unknown-board': { en: 'There is no board called “{board}”.', zh: '没有名为“{board}”的版图。' },
  'central-fixed': {
    en: 'The central board stays at the middle of the map: it cannot be placed again, moved or removed.',
    zh: '中央版图固定在地图正中：不能再次放置、移动或移除。',
  },
  'already-placed': { en: '{board} is already on the map.', zh: '{board}已经在地图上。' },
  'not-placed': { en: '{board} is not on the map.', zh: '{board}不在地图上。' },
  'not-lattice': {
    en: '{cell} is not a board position: boards fit together side to side.',
    zh: '{cell}不是版图位置：版图须边对边拼接。',
  },
  'spot-taken': { en: '{cell} is taken by {other}.', zh: '{cell}已被{other}占用。' },
  'no-twin': {
    en: 'No board of the same kind as {board} is left to place opposite it.',
    zh: '没有与{board}同类的版图可放在它的对面。',
  },
  'twin-kind': {
    en: '{board} is not the same kind of board as {other}: a twin is a board of the same kind.',
    zh: '{board}与{other}不是同类版图：对称的版图须为同类。',
  },
  'twin-breaks-rule': {
    en: '{board} cannot stand opposite {other}: {problem}',
    zh: '{board}不能放在{other}的对面：{problem}',
  },
  'obstacle-not-open': {
    en: '{cell} is not open ground: an obstacle marker goes on an open cell.',
    zh: '{cell}不是空地：障碍标记只能放在空地上。',
  },
  'obstacle-on-statue': {
    en: 'The statue stands on {cell}: no obstacle marker goes there.',
    zh: '女神像立在{cell}：那里不能放障碍标记。',
  },
  'island-on-board': {
    en: '{cell} is a cell of {board}: a floating island goes on void.',
    zh: '{cell}是{board}的格子：空岛只能放在虚空处。',
  },
  'island-adrift': {
    en: '{cell} does not touch the map: a floating island goes next to it.',
    zh: '{cell}没有与地图相连：空岛须紧挨地图。',
  },
  'not-statue-board': {
    en: '{board} is not a placed statue board (river or jungle).',
    zh: '{board}不是已放置的女神像版图（河流或丛林）。',
  },
  'not-campfire-board': { en: '{board} is not a placed campfire board.', zh: '{board}不是已放置的篝火版图。' },
  'same-campfires': { en: 'Red and blue need different campfire boards.', zh: '红队和蓝队需要不同的篝火版图。' },
  'unit-not-standable': { en: '{cell} is not open ground a unit can stand on.', zh: '{cell}不是单位可以站立的空地。' },
  'unit-twice': { en: '{unit} is already on the map.', zh: '{unit}已经在地图上。' },
  'no-unit': { en: 'No unit stands at {cell}.', zh: '{cell}上没有单位。' },
};

/** A refusal in words. */
export function editRefusalText(refusal: EditRefusal, language: ProblemLanguage): string {
  const values: Record<string, string> = {
    board: refusal.board === undefined ? '' : boardName(refusal.board, language),
    other: refusal.other === undefined ? '' : boardName(refusal.other, language),
    cell: refusal.cell ? `(${refusal.cell.q},${refusal.cell.r})` : '',
    unit: refusal.unit ?? '',
    problem: refusal.problem ? refusal.problem[language] : '',
  };
  return EDIT_REFUSAL_TEXT[refusal.kind][language].replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
