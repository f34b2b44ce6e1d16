import { describe, expect, it } from 'vitest';
import { keyIntent } from '../../../../client/src/screens/lab/useViewerKeys';

// Keys of the viewer's HUD; directions as in docs/architecture.md "Hex conventions" (increasing index turns counter-clockwise).
describe('viewer keys', () => {
  it.each([
    ['0', { kind: 'face', facing: 0 }],
    ['3', { kind: 'face', facing: 3 }],
    ['5', { kind: 'face', facing: 5 }],
    ['ArrowLeft', { kind: 'turn', steps: 1 }],
    ['ArrowRight', { kind: 'turn', steps: -1 }],
    ['Escape', { kind: 'clear' }],
    ['v', { kind: 'overlay', mode: 'vision' }],
    ['M', { kind: 'overlay', mode: 'reach' }],
    ['e', { kind: 'overlay', mode: 'exposure' }],
    ['f', { kind: 'frame' }],
    ['+', { kind: 'movement', change: 1 }],
    ['=', { kind: 'movement', change: 1 }],
    ['-', { kind: 'movement', change: -1 }],
  ])('maps %s to %o', (key, intent) => {
    expect(keyIntent(key)).toEqual(intent);
  });

  it.each(['6', '9', 'a', 'r', 'ArrowUp', 'Enter'])('ignores %s', (key) => {
    expect(keyIntent(key)).toBeNull();
  });
});
