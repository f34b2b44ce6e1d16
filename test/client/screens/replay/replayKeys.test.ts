// Issue 30: the replay's key help is the table its key handler reads (client/src/screens/replay/replayKeys.ts).
import { describe, expect, it } from 'vitest';
import { REPLAY_BINDINGS, REPLAY_KEYS, replayKeyIntent } from '../../../../client/src/screens/replay/replayKeys';
import { KEY_MAP } from '../../../../client/src/input/keyMap';

describe('the replay keys (issue 30: a key help on the replay, from the keys it has)', () => {
  it('steps by command, turn and round, goes to an end and plays, as its help says', () => {
    expect(replayKeyIntent('ArrowRight', false)).toEqual({ kind: 'step', by: 1 });
    expect(replayKeyIntent('ArrowLeft', false)).toEqual({ kind: 'step', by: -1 });
    expect(replayKeyIntent('ArrowRight', true)).toEqual({ kind: 'turn', by: 1 });
    expect(replayKeyIntent('ArrowLeft', true)).toEqual({ kind: 'turn', by: -1 });
    expect(replayKeyIntent('PageDown', false)).toEqual({ kind: 'round', by: 1 });
    expect(replayKeyIntent('PageUp', false)).toEqual({ kind: 'round', by: -1 });
    expect(replayKeyIntent('Home', false)).toEqual({ kind: 'end', to: 'first' });
    expect(replayKeyIntent('End', false)).toEqual({ kind: 'end', to: 'last' });
    expect(replayKeyIntent(' ', false)).toEqual({ kind: 'play' });
    expect(replayKeyIntent('x', false)).toBeNull();
  });

  it('lists every replay key once, each with the help that names what it does', () => {
    const listed = REPLAY_KEYS.entries.filter((e) => e.group === 'replay');
    expect(listed).toEqual([...REPLAY_BINDINGS]);
    const chords = listed.flatMap((b) => b.keys.map((k) => `${b.shift ? 'Shift+' : ''}${k}`));
    expect(new Set(chords).size).toBe(chords.length);
    const help: Record<string, string> = {
      step: 'access.replayKey.step',
      turn: 'access.replayKey.turn',
      round: 'access.replayKey.round',
      end: 'access.replayKey.ends',
      play: 'access.replayKey.play',
    };
    for (const b of listed)
      for (const k of b.keys) expect(b.help, k).toBe(help[replayKeyIntent(k, b.shift ?? false)!.kind]);
  });

  it('keeps the match camera without the arrows (they step the replay), and no key that sends a command', () => {
    const pan = REPLAY_KEYS.entries.find((e) => e.help === 'access.key.pan')!;
    expect(pan.keys).toEqual(['w', 'a', 's', 'd']);
    for (const e of REPLAY_KEYS.entries) {
      const match = KEY_MAP.find((b) => b.help === e.help);
      if (match) expect(['cursor', 'camera', 'screen']).toContain(match.group);
      expect(['access.key.ping', 'access.key.cursorEnter', 'access.key.undo']).not.toContain(e.help);
    }
    for (const g of REPLAY_KEYS.groups)
      expect(
        REPLAY_KEYS.entries.some((e) => e.group === g.id),
        g.id,
      ).toBe(true);
  });
});
