/**
 * Every key of the match in one table, for the key help (`?`, issue 30: "keys listed from the key map"): which keys,
 * with Shift or not, in which context, and what they do. The table is checked against what the keys do
 * (test/client/input/keyMap.test.ts: each entry's keys give its intent through matchKeyIntent or the cursor), so
 * the help cannot say a key does what it does not.
 */
import type { UiKey } from '../i18n';
import { CURSOR_HOME_KEY, CURSOR_KEYS, CURSOR_SIGHT_KEY, CURSOR_USE_KEY } from './cursorKeys';
import { HELP_KEY } from './helpKey';
import type { KeyContext, MatchKeyIntent } from './matchKeys';

/**
 * Where a key works, as far as the focus goes: only on the focused board cursor (`cursor`: the cursor's own keys), or
 * everywhere but there (`page`: the focused cursor takes the key for itself). Without it, a key works in both. One key
 * never does two things in one place (test/client/input/keyClash.test.ts).
 */
export type KeyFocus = 'cursor' | 'page';

/** One line of a screen's key help: the keys (KeyboardEvent.key values), the modifiers held, and what they do. */
export type KeyEntry = {
  group: string;
  keys: readonly string[];
  shift?: boolean;
  ctrl?: boolean;
  focus?: KeyFocus;
  help: UiKey;
};

/** A help group: its id, its title, and where its keys work when all of them work in one place. */
export type KeyGroupTitle = { id: string; title: UiKey; focus?: KeyFocus };

/** A screen's key help: its groups in the order shown, each with its title, and its entries. */
export type KeyTable = { groups: readonly KeyGroupTitle[]; entries: readonly KeyEntry[] };

/** A help group of the key list. */
export type KeyGroup = 'cursor' | 'unit' | 'actions' | 'camera' | 'screen';

/**
 * One entry: `keys` as KeyboardEvent.key values; `intent` the matchKeyIntent kind they give in `context` (with `shift`),
 * or `cursor` / `screen` for keys handled by the board cursor or by another control (checked there).
 */
export type KeyBinding = KeyEntry & {
  group: KeyGroup;
  keys: readonly string[];
  shift?: boolean;
  context: KeyContext | 'any';
  intent:
    | MatchKeyIntent['kind']
    | 'cursorMove'
    | 'cursorHome'
    | 'cursorSight'
    | 'cursorEnter'
    | 'help'
    | 'ping'
    | 'undo'
    | 'tab';
  help: UiKey;
};

const cursorLetters = Object.keys(CURSOR_KEYS);

export const KEY_MAP: readonly KeyBinding[] = [
  {
    group: 'cursor',
    keys: ['u', 'i', 'h', 'k', 'n', 'm'],
    context: 'any',
    intent: 'cursorMove',
    help: 'access.key.cursorMove',
  },
  { group: 'cursor', keys: [CURSOR_HOME_KEY], context: 'any', intent: 'cursorHome', help: 'access.key.cursorHome' },
  { group: 'cursor', keys: [CURSOR_SIGHT_KEY], context: 'any', intent: 'cursorSight', help: 'access.key.cursorSight' },
  {
    group: 'cursor',
    keys: [CURSOR_USE_KEY],
    context: 'any',
    focus: 'cursor',
    intent: 'cursorEnter',
    help: 'access.key.cursorEnter',
  },
  { group: 'cursor', keys: ['g'], context: 'any', intent: 'ping', help: 'access.key.ping' },
  { group: 'unit', keys: ['w', 'ArrowUp'], shift: true, context: 'turn', intent: 'step', help: 'access.key.step' },
  {
    group: 'unit',
    keys: ['a', 'd', 'ArrowLeft', 'ArrowRight'],
    shift: true,
    context: 'turn',
    intent: 'step',
    help: 'access.key.turn',
  },
  {
    group: 'unit',
    keys: ['0', '1', '2', '3', '4', '5'],
    context: 'place',
    intent: 'placeFace',
    help: 'access.key.placeFace',
  },
  { group: 'unit', keys: ['c'], context: 'place', intent: 'placeNextCell', help: 'access.key.placeNextCell' },
  {
    group: 'actions',
    keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    context: 'turn',
    intent: 'skill',
    help: 'access.key.skill',
  },
  // The focused board cursor takes Enter for its cell's command (screens/match/hud/TextBoard.tsx).
  {
    group: 'actions',
    keys: ['Enter'],
    context: 'turn',
    focus: 'page',
    intent: 'confirm',
    help: 'access.key.confirm',
  },
  { group: 'actions', keys: ['b'], context: 'turn', intent: 'arm', help: 'access.key.flip' },
  { group: 'actions', keys: ['r'], context: 'turn', intent: 'arm', help: 'access.key.rune' },
  { group: 'actions', keys: ['p'], context: 'reaction', intent: 'pass', help: 'access.key.pass' },
  { group: 'actions', keys: ['z'], context: 'any', intent: 'undo', help: 'access.key.undo' },
  { group: 'actions', keys: ['Escape'], context: 'any', intent: 'cancel', help: 'access.key.cancel' },
  {
    group: 'camera',
    keys: ['w', 'a', 's', 'd', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'],
    context: 'any',
    intent: 'pan',
    help: 'access.key.pan',
  },
  { group: 'camera', keys: ['q', 'e'], context: 'any', intent: 'rotate', help: 'access.key.rotate' },
  { group: 'camera', keys: ['f'], context: 'any', intent: 'resetCamera', help: 'access.key.resetCamera' },
  { group: 'camera', keys: ['t'], context: 'any', intent: 'topDown', help: 'access.key.topDown' },
  { group: 'camera', keys: ['v'], context: 'any', intent: 'behindUnit', help: 'access.key.behindUnit' },
  { group: 'screen', keys: ['Tab'], context: 'any', intent: 'tab', help: 'access.key.tab' },
  { group: 'screen', keys: ['x'], context: 'any', intent: 'cycleUnit', help: 'access.key.cycleUnit' },
  { group: 'screen', keys: [HELP_KEY], context: 'any', intent: 'help', help: 'access.key.help' },
];

/** The match's key help (and the lesson's): every group of KEY_MAP. */
export const MATCH_KEYS: KeyTable = {
  groups: (['cursor', 'unit', 'actions', 'camera', 'screen'] as const).map((id) => ({
    id,
    title: `access.keys.${id}` as const,
  })),
  entries: KEY_MAP,
};

/**
 * The lesson's key help: the match's keys without those only an online match answers (G pings the team, Z asks the
 * room to undo; a lesson has its own Undo button and no team to ping).
 */
export const LESSON_KEYS: KeyTable = {
  ...MATCH_KEYS,
  entries: KEY_MAP.filter((k) => k.intent !== 'ping' && k.intent !== 'undo'),
};

/** The cursor letters, for the test that the table names each once. */
export const CURSOR_LETTERS = cursorLetters;

/** How a key is printed in the help: letters upper-case, arrows as arrows. */
export function keyLabel(key: string): string {
  const arrows: Record<string, string> = {
    ArrowUp: '↑',
    ArrowDown: '↓',
    ArrowLeft: '←',
    ArrowRight: '→',
    Escape: 'Esc',
    ' ': 'Space',
    PageUp: 'PgUp',
    PageDown: 'PgDn',
  };
  return arrows[key] ?? (key.length === 1 ? key.toUpperCase() : key);
}

/** A key as pressed with the entry's modifiers, as printed: "Shift+←", "Ctrl+Z". */
export function keyChord(entry: Pick<KeyEntry, 'shift' | 'ctrl'>, key: string): string {
  return `${entry.ctrl ? 'Ctrl+' : ''}${entry.shift ? 'Shift+' : ''}${keyLabel(key)}`;
}

/** Entries in one line of words, "U I H K N M: move the cursor … · J: …" (a control's description of its keys). */
export function keysLine(entries: readonly KeyEntry[], t: (key: UiKey) => string): string {
  return entries.map((e) => `${entryChords(e)}: ${t(e.help)}`).join(' · ');
}

/** Entries' keys alone, "← → · Shift+← Shift+→ · …" (a short reminder beside the controls; the help has the words). */
export function keyChords(entries: readonly KeyEntry[]): string {
  return entries.map(entryChords).join(' · ');
}

/** An entry's keys as printed, "U I H K N M". */
function entryChords(e: KeyEntry): string {
  return e.keys.map((k) => keyChord(e, k)).join(' ');
}
