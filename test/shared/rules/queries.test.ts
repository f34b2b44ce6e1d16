// awaiting / defaultCommand / legalCommands for every kind of prompt (the room's deadline contract, docs/online.md).
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  awaiting,
  createMatch,
  defaultCommand,
  legalCommands,
  type GameState,
} from '../../../shared/rules';
import { build, byId, okRaw, skill, unit } from './helpers';

/** Every prompt's default answer is accepted, and its seat is the one awaiting names. */
function defaultAccepted(s: GameState): GameState {
  const a = awaiting(s)!;
  expect(a.seats).toHaveLength(1);
  const cmd = defaultCommand(s, a.seats[0]);
  expect(cmd).not.toBeNull();
  for (const other of [0, 1, 2, 3] as const) if (other !== a.seats[0]) expect(defaultCommand(s, other)).toBeNull();
  const r = applyCommand(s, a.seats[0], cmd);
  expect(r.ok).toBe(true);
  return r.ok ? r.state : s;
}

describe('awaiting and defaultCommand', () => {
  it('standard setup: draft, campfire, placement prompts, then turns', () => {
    let s = createMatch({ variant: 'standard', seed: 4 });
    const kinds: string[] = [];
    for (let i = 0; i < 10; i++) {
      kinds.push(awaiting(s)!.kind);
      s = defaultAccepted(s);
    }
    expect(kinds.slice(0, 9)).toEqual([
      'draft',
      'draft',
      'draft',
      'draft',
      'campfire',
      'place',
      'place',
      'place',
      'place',
    ]);
    expect(kinds[9]).toBe('turn');
    expect(awaiting(s)!.id).toMatch(/^turn:/);
  });
  it('a reaction window: kind reaction, default pass', () => {
    const s = okRaw(
      build({
        map: { radius: 4 },
        skills: byId(skill('hit')),
        units: [unit('a', 0, 0, 0, {}, [['hit'], []]), unit('b', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'hit', target: { unit: 'b' } },
    );
    expect(awaiting(s)).toMatchObject({ kind: 'reaction', seats: [2], unit: 'b', prompt: s.pending!.id });
    expect(defaultCommand(s, 2)).toEqual({ type: 'pass', prompt: s.pending!.id });
    expect(legalCommands(s, 2).commands.at(-1)).toEqual({ type: 'pass', prompt: s.pending!.id });
    defaultAccepted(s);
  });
  it('a step choice: kind step, default the first option', () => {
    const push = skill('push', { tags: ['unrespondable'], effects: [{ kind: 'push', distance: 1 }] });
    const s = okRaw(
      build({
        map: { radius: 4 },
        skills: byId(push),
        units: [unit('a', 0, 0, 0, {}, [['push'], []]), unit('b', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'push', target: { unit: 'b' } },
    );
    expect(awaiting(s)).toMatchObject({ kind: 'step', seats: [0] });
    defaultAccepted(s);
  });
  it('a turn: default endTurn; a finished game awaits nobody', () => {
    const kill = skill('kill', { tags: ['unrespondable'], effects: [{ kind: 'damage', amount: { fixed: 9 } }] });
    const s = build({
      map: { radius: 4 },
      skills: byId(kill),
      units: [unit('a', 0, 0, 0, {}, [['kill'], []]), unit('b', 2, 1, 0)],
    });
    expect(defaultCommand(s, 0)).toEqual({ type: 'endTurn' });
    const over = okRaw(s, 0, { type: 'skill', skill: 'kill', target: { unit: 'b' } });
    expect(awaiting(over)).toBeNull();
    expect(defaultCommand(over, 0)).toBeNull();
    expect(legalCommands(over, 0).commands).toEqual([]);
  });
});
