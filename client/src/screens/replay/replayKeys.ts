/**
 * The replay's keys (issue 30: "keys listed in a help panel"): one table says which key steps how, and both the
 * replay's key handler (`replayKeyIntent`) and its key help (`REPLAY_KEYS`) read it, so the help cannot list a key
 * the replay does not have (test/client/screens/replay/replayKeys.test.ts). The board cursor, the camera (without
 * the arrows, which step the replay) and the screen keys are the match's, from its key map.
 */
import { KEY_MAP, type KeyEntry, type KeyTable } from '../../input/keyMap';

/** What a replay key does: step by commands, by character turns, by rounds, to an end, or play and pause. */
export type ReplayKeyIntent =
  | { kind: 'step'; by: 1 | -1 }
  | { kind: 'turn'; by: 1 | -1 }
  | { kind: 'round'; by: 1 | -1 }
  | { kind: 'end'; to: 'first' | 'last' }
  | { kind: 'play' };

/** A replay key's entry: its help line and the intent each of its keys gives (in the order of `keys`). */
type ReplayBinding = KeyEntry & { intents: readonly ReplayKeyIntent[] };

export const REPLAY_BINDINGS: readonly ReplayBinding[] = [
  {
    group: 'replay',
    keys: ['ArrowLeft', 'ArrowRight'],
    intents: [
      { kind: 'step', by: -1 },
      { kind: 'step', by: 1 },
    ],
    help: 'access.replayKey.step',
  },
  {
    group: 'replay',
    keys: ['ArrowLeft', 'ArrowRight'],
    shift: true,
    intents: [
      { kind: 'turn', by: -1 },
      { kind: 'turn', by: 1 },
    ],
    help: 'access.replayKey.turn',
  },
  {
    group: 'replay',
    keys: ['PageUp', 'PageDown'],
    intents: [
      { kind: 'round', by: -1 },
      { kind: 'round', by: 1 },
    ],
    help: 'access.replayKey.round',
  },
  {
    group: 'replay',
    keys: ['Home', 'End'],
    intents: [
      { kind: 'end', to: 'first' },
      { kind: 'end', to: 'last' },
    ],
    help: 'access.replayKey.ends',
  },
  { group: 'replay', keys: [' '], intents: [{ kind: 'play' }], help: 'access.replayKey.play' },
];

/** The intent of a key press in the replay (KeyboardEvent.key, Shift held or not), or null. */
export function replayKeyIntent(key: string, shift: boolean): ReplayKeyIntent | null {
  for (const b of REPLAY_BINDINGS) {
    const i = b.keys.indexOf(key);
    if (i >= 0 && (b.shift ?? false) === shift) return b.intents[i];
  }
  return null;
}

/** The match keys a replay keeps: the cursor's reading keys, the camera (the arrows step instead), the screen's. */
const FROM_MATCH: readonly KeyEntry[] = KEY_MAP.filter(
  (b) => (b.group === 'cursor' && b.intent !== 'ping' && b.intent !== 'cursorEnter') || b.group === 'camera',
)
  .map((b) => (b.intent === 'pan' ? { ...b, keys: b.keys.filter((k) => !k.startsWith('Arrow')) } : b))
  .concat(KEY_MAP.filter((b) => b.group === 'screen'));

/** The replay's key help. */
export const REPLAY_KEYS: KeyTable = {
  groups: [
    { id: 'replay', title: 'access.keys.replay' },
    { id: 'cursor', title: 'access.keys.cursor' },
    { id: 'camera', title: 'access.keys.camera' },
    { id: 'screen', title: 'access.keys.screen' },
  ],
  entries: [...REPLAY_BINDINGS, ...FROM_MATCH],
};
