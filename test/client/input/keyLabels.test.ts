// Issue 27: a text may name a key only as the key map has it. Each label of KEY_LABELS, pressed in the context where the
// tutorial names it, gives the intent its name promises (an "End turn … or E" that did nothing is impossible now).
import { describe, expect, it } from 'vitest';
import { KEY_ACTIONS, type KeyAction } from '../../../shared/tutorial';
import { KEY_LABELS } from '../../../client/src/input/keyWords';
import { matchKeyIntent, type KeyContext, type MatchKeyIntent } from '../../../client/src/input/matchKeys';

/** A label as a key press: "Shift+←" is ArrowLeft with Shift, "B" is b. */
function press(label: string): { key: string; shift: boolean } {
  const shift = label.startsWith('Shift+');
  const name = (shift ? label.slice(6) : label).replace(/ ×2$/, '');
  const arrows: Record<string, string> = {
    '←': 'ArrowLeft',
    '→': 'ArrowRight',
    '↑': 'ArrowUp',
    '↓': 'ArrowDown',
    Esc: 'Escape',
  };
  return { key: arrows[name] ?? (name.length === 1 ? name.toLowerCase() : name), shift };
}

/** Where each control is used and what it must do there. */
const EXPECTED: Record<KeyAction, { context: KeyContext; intent: MatchKeyIntent }[]> = {
  turnLeft: [
    { context: 'turn', intent: { kind: 'step', way: 'left' } },
    { context: 'place', intent: { kind: 'placeTurn', way: 'left' } },
  ],
  turnRight: [
    { context: 'turn', intent: { kind: 'step', way: 'right' } },
    { context: 'place', intent: { kind: 'placeTurn', way: 'right' } },
  ],
  stepForward: [{ context: 'turn', intent: { kind: 'step', way: 'forward' } }],
  flip: [{ context: 'turn', intent: { kind: 'arm', what: 'flip' } }],
  pass: [{ context: 'reaction', intent: { kind: 'pass' } }],
  confirm: [
    { context: 'turn', intent: { kind: 'confirm' } },
    { context: 'place', intent: { kind: 'confirm' } },
  ],
  resetCamera: [
    { context: 'turn', intent: { kind: 'resetCamera' } },
    { context: 'none', intent: { kind: 'resetCamera' } },
  ],
  cancel: [{ context: 'turn', intent: { kind: 'cancel' } }],
  nextCell: [{ context: 'place', intent: { kind: 'placeNextCell' } }],
  // "Enter ×2": the first Enter with nothing armed arms End turn, the second confirms it (useMatchKeys, the button's badge).
  endTurn: [{ context: 'turn', intent: { kind: 'confirm' } }],
};

describe('the key labels texts may name (issue 27)', () => {
  it('label every control the tutorial can name', () => {
    for (const action of KEY_ACTIONS) expect(KEY_LABELS[action], action).toEqual(expect.any(String));
  });
  for (const action of KEY_ACTIONS)
    it(`${action}: "${KEY_LABELS[action]}" does it`, () => {
      const { key, shift } = press(KEY_LABELS[action]);
      for (const { context, intent } of EXPECTED[action])
        expect(matchKeyIntent(key, shift, context), `${context}`).toEqual(intent);
    });
  it('E is not a turn key: it rotates the camera (the old "End turn … or E" named a key that did nothing to the turn)', () => {
    expect(matchKeyIntent('e', false, 'turn')).toEqual({ kind: 'rotate', angle: expect.any(Number) });
  });
});
