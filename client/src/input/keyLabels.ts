/**
 * The key of each control as the player reads it, for texts that name keys (the tutorial's `{key:…}` placeholders,
 * docs/tutorial.md). test/client/input/keyLabels.test.ts presses each label through `matchKeyIntent` and checks it does what
 * its name says, so a text can only name a key that works.
 */
import type { KeyLabels } from '../../../shared/tutorial';

export const KEY_LABELS: KeyLabels = {
  turnLeft: 'Shift+←',
  turnRight: 'Shift+→',
  stepForward: 'Shift+↑',
  flip: 'B',
  pass: 'P',
  confirm: 'Enter',
  resetCamera: 'F',
  cancel: 'Esc',
  endTurn: 'Enter ×2',
  nextCell: 'C',
};
