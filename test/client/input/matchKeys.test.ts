// The match's keys (issue 13 "Keys"): tabletop camera habits, unit steps only with Shift, nothing irreversible on one press.
import { describe, expect, it } from 'vitest';
import { matchKeyIntent, PAN_STEP, ROTATE_STEP, type KeyContext } from '../../../client/src/input/matchKeys';

const CONTEXTS: KeyContext[] = ['place', 'reaction', 'turn', 'none'];

describe('match keys', () => {
  it.each(CONTEXTS)(
    'WASD and the arrows pan, Q/E rotate, F resets the camera, T looks down, V from behind the unit (%s)',
    (ctx) => {
      expect(matchKeyIntent('w', false, ctx)).toEqual({ kind: 'pan', right: 0, forward: PAN_STEP });
      expect(matchKeyIntent('ArrowDown', false, ctx)).toEqual({ kind: 'pan', right: 0, forward: -PAN_STEP });
      expect(matchKeyIntent('A', false, ctx)).toEqual({ kind: 'pan', right: -PAN_STEP, forward: 0 });
      expect(matchKeyIntent('ArrowRight', false, ctx)).toEqual({ kind: 'pan', right: PAN_STEP, forward: 0 });
      expect(matchKeyIntent('q', false, ctx)).toEqual({ kind: 'rotate', angle: ROTATE_STEP });
      expect(matchKeyIntent('e', false, ctx)).toEqual({ kind: 'rotate', angle: -ROTATE_STEP });
      expect(matchKeyIntent('f', false, ctx)).toEqual({ kind: 'resetCamera' });
      expect(matchKeyIntent('t', false, ctx)).toEqual({ kind: 'topDown' });
      expect(matchKeyIntent('V', false, ctx)).toEqual({ kind: 'behindUnit' });
    },
  );

  it('R-MOVE-2/4 a unit steps and turns only with Shift held, on its turn', () => {
    expect(matchKeyIntent('W', true, 'turn')).toEqual({ kind: 'step', way: 'forward' });
    expect(matchKeyIntent('ArrowUp', true, 'turn')).toEqual({ kind: 'step', way: 'forward' });
    expect(matchKeyIntent('A', true, 'turn')).toEqual({ kind: 'step', way: 'left' });
    expect(matchKeyIntent('ArrowRight', true, 'turn')).toEqual({ kind: 'step', way: 'right' });
    expect(matchKeyIntent('W', true, 'reaction')).toBeNull();
  });

  it('no single key ends the turn, flips or uses the rune at once: they are armed, Enter confirms', () => {
    const allKeys = [...'abcdefghijklmnopqrstuvwxyz0123456789', 'Enter', ' ', 'End', 'Escape', 'Tab', 'ArrowUp'];
    for (const k of allKeys) {
      const i = matchKeyIntent(k, false, 'turn');
      // the only intents that act on the game are arming, aiming (skill places), confirming and Shift steps
      if (i)
        expect(
          ['pan', 'rotate', 'resetCamera', 'topDown', 'behindUnit', 'arm', 'skill', 'confirm', 'cancel', 'cycleUnit'],
          k,
        ).toContain(i.kind);
    }
    expect(matchKeyIntent('b', false, 'turn')).toEqual({ kind: 'arm', what: 'flip' });
    expect(matchKeyIntent('r', false, 'turn')).toEqual({ kind: 'arm', what: 'rune' });
    expect(matchKeyIntent('Enter', false, 'turn')).toEqual({ kind: 'confirm' });
  });

  it('1–9 name fixed places of the action bar; placement keeps C, 0–5 and Shift+←/→', () => {
    expect(matchKeyIntent('3', false, 'turn')).toEqual({ kind: 'skill', slot: 2 });
    expect(matchKeyIntent('1', false, 'reaction')).toEqual({ kind: 'skill', slot: 0 });
    expect(matchKeyIntent('c', false, 'place')).toEqual({ kind: 'placeNextCell' });
    expect(matchKeyIntent('4', false, 'place')).toEqual({ kind: 'placeFace', facing: 4 });
    expect(matchKeyIntent('ArrowLeft', true, 'place')).toEqual({ kind: 'placeTurn', way: 'left' });
    expect(matchKeyIntent('p', false, 'reaction')).toEqual({ kind: 'pass' });
  });
});
